// The GraphQL documents the web sends, read from the web's own .graphql files (so the bench follows
// the web when its operations change): one operation with the fragments it uses, and `__typename`
// in every selection set, as Apollo Client adds it before sending.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './app.mjs';

const { Kind, parse, print, visit } = createRequire(path.join(ROOT, 'graphql-server', 'package.json'))('graphql');

function graphqlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return graphqlFiles(p);
    return e.name.endsWith('.graphql') ? [p] : [];
  });
}

let definitions = null;

function allDefinitions() {
  definitions ??= graphqlFiles(path.join(ROOT, 'web', 'src')).flatMap(
    (f) => parse(fs.readFileSync(f, 'utf8')).definitions,
  );
  return definitions;
}

const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

const texts = new Map();

/** The text the web sends for operation `name`. */
export function operation(name) {
  if (!texts.has(name)) texts.set(name, build(name));
  return texts.get(name);
}

function build(name) {
  const defs = allDefinitions();
  const op = defs.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!op) throw new Error(`no GraphQL operation "${name}" under web/src`);
  const fragments = new Map(defs.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const used = new Set();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const n = spread.name.value;
        if (used.has(n)) return;
        used.add(n);
        collect(fragments.get(n));
      },
    });
  collect(op);
  const doc = { kind: Kind.DOCUMENT, definitions: [op, ...[...used].map((n) => fragments.get(n))] };
  const withTypename = visit(doc, {
    SelectionSet(set, _key, parent) {
      if (parent?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...set, selections: [...set.selections, typename] };
    },
  });
  return print(withTypename);
}
