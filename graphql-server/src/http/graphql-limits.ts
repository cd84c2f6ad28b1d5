import {
  type ValidationContext,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** Limits every operation must pass on both transports (docs/product.md#limits). */
export const QUERY_LIMITS = {
  maxDepth: 10,
  /** GraphiQL's introspection query nests `ofType` deeper than any real operation needs. */
  maxIntrospectionDepth: 20,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  /** A list argument given as a variable is priced as if it asked for this many. */
  assumedListSize: 100,
} as const;

const LIST_ARGS = new Set(['first', 'last', 'limit']);
/** List fields without a size argument, priced at the most they answer (Product.similar: MAX_SIMILAR). */
const FIXED_LISTS: Readonly<Record<string, number>> = { similar: 8 };

type Fragments = Map<string, FragmentDefinitionNode>;

function fragmentsOf(context: ValidationContext): Fragments {
  const map: Fragments = new Map();
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) map.set(def.name.value, def);
  }
  return map;
}

/**
 * Walks a selection set with fragments expanded (a fragment cycle stops the walk; graphql's own
 * NoFragmentCycles rule reports it).
 */
function walk(
  set: SelectionSetNode,
  fragments: Fragments,
  visit: (field: FieldNode, depth: number, weight: number) => number | void,
  depth = 1,
  weight = 1,
  path: Set<string> = new Set(),
): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const childWeight = visit(sel, depth, weight);
      if (sel.selectionSet) walk(sel.selectionSet, fragments, visit, depth + 1, childWeight ?? weight, path);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      walk(sel.selectionSet, fragments, visit, depth, weight, path);
    } else {
      const name = sel.name.value;
      const frag = fragments.get(name);
      if (!frag || path.has(name)) continue;
      path.add(name);
      walk(frag.selectionSet, fragments, visit, depth, weight, path);
      path.delete(name);
    }
  }
}

function perOperation(check: (op: OperationDefinitionNode, fragments: Fragments) => string | null): ValidationRule {
  return (context) => ({
    OperationDefinition(op) {
      const message = check(op, fragmentsOf(context));
      if (message) context.reportError(new GraphQLError(message, { nodes: [op] }));
    },
  });
}

export function depthLimitRule(
  max: number = QUERY_LIMITS.maxDepth,
  introspectionMax: number = QUERY_LIMITS.maxIntrospectionDepth,
): ValidationRule {
  return perOperation((op, fragments) => {
    let worst = 0;
    let worstIntrospection = 0;
    let inIntrospection = false;
    for (const sel of op.selectionSet.selections) {
      const single: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: [sel] };
      inIntrospection = sel.kind === Kind.FIELD && sel.name.value.startsWith('__');
      walk(single, fragments, (_field, depth) => {
        if (inIntrospection) worstIntrospection = Math.max(worstIntrospection, depth);
        else worst = Math.max(worst, depth);
      });
    }
    if (worst > max) return `Query is too deep: ${worst} levels, at most ${max} allowed`;
    if (worstIntrospection > introspectionMax)
      return `Introspection query is too deep: at most ${introspectionMax} levels allowed`;
    return null;
  });
}

export function aliasLimitRule(max: number = QUERY_LIMITS.maxAliases): ValidationRule {
  return perOperation((op, fragments) => {
    let aliases = 0;
    walk(op.selectionSet, fragments, (field) => {
      if (field.alias) aliases++;
    });
    return aliases > max ? `Too many aliases: ${aliases}, at most ${max} allowed` : null;
  });
}

/**
 * Each field costs one, times the page sizes asked for above it (`first`/`last`/`limit`).
 * Introspection is priced by the depth rule instead.
 */
export function costLimitRule(max: number = QUERY_LIMITS.maxCost): ValidationRule {
  return perOperation((op, fragments) => {
    let cost = 0;
    walk(op.selectionSet, fragments, (field, _depth, weight) => {
      if (field.name.value.startsWith('__')) return 0;
      cost += weight;
      let size = FIXED_LISTS[field.name.value] ?? 1;
      for (const arg of field.arguments ?? []) {
        if (!LIST_ARGS.has(arg.name.value)) continue;
        if (arg.value.kind === Kind.INT) size = Math.max(size, Number(arg.value.value));
        else if (arg.value.kind === Kind.VARIABLE) size = Math.max(size, QUERY_LIMITS.assumedListSize);
      }
      return weight * size;
    });
    return cost > max ? `Query is too expensive: cost ${cost}, at most ${max} allowed` : null;
  });
}

export const limitRules: ValidationRule[] = [depthLimitRule(), aliasLimitRule(), costLimitRule()];
