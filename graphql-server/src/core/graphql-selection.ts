import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode, type ValueNode } from 'graphql';

/**
 * Whether the field being resolved selects any of `names` directly (through fragments too, and
 * honouring @include/@skip). Lets a resolver skip work nobody asked for, e.g. a list's COUNT.
 * When unsure (a directive argument it cannot read), it says yes: the cost is only the work.
 */
export function selectsAny(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  return info.fieldNodes.some((node) => node.selectionSet && inSet(node.selectionSet, info, names, new Set()));
}

function inSet(set: SelectionSetNode, info: GraphQLResolveInfo, names: readonly string[], seen: Set<string>): boolean {
  for (const sel of set.selections) {
    if (!included(sel.directives, info)) continue;
    if (sel.kind === Kind.FIELD) {
      if (names.includes(sel.name.value)) return true;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      if (inSet(sel.selectionSet, info, names, seen)) return true;
    } else {
      const name = sel.name.value;
      const fragment = info.fragments[name];
      if (fragment && !seen.has(name)) {
        seen.add(name);
        if (inSet(fragment.selectionSet, info, names, seen)) return true;
      }
    }
  }
  return false;
}

function included(directives: FieldNode['directives'], info: GraphQLResolveInfo): boolean {
  for (const d of directives ?? []) {
    const name = d.name.value;
    if (name !== 'include' && name !== 'skip') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if');
    const value = arg ? boolValue(arg.value, info) : undefined;
    if (value === undefined) continue; // unreadable: treat as included
    if ((name === 'include' && !value) || (name === 'skip' && value)) return false;
  }
  return true;
}

function boolValue(v: ValueNode, info: GraphQLResolveInfo): boolean | undefined {
  if (v.kind === Kind.BOOLEAN) return v.value;
  if (v.kind === Kind.VARIABLE) {
    const value = info.variableValues[v.name.value];
    return typeof value === 'boolean' ? value : undefined;
  }
  return undefined;
}
