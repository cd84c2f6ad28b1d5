// Fails (exit 1) when the server's modules import each other in a cycle, at folder level:
// modules/<a> importing modules/<b> and b, directly or through others, importing a. Every import
// counts: static, type-only (`import type`), `export ... from` and dynamic `import()`, each resolved
// to its file (the server imports relative paths only). eslint's import-x/no-cycle sees files and
// skips type-only imports, and dpdm sees files: neither sees two modules tied by two unrelated files.
//
//   node scripts/lint-module-cycles.mjs [modules folder]   (default graphql-server/src/modules)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'graphql-server', 'src', 'modules'));

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The file a relative specifier names, as TypeScript resolves it here (no paths, no packages). */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** The module a file belongs to: the first folder under the modules folder, or null outside it. */
function moduleOf(file) {
  const relative = path.relative(root, file).split(path.sep);
  return relative.length > 1 && relative[0] !== '..' ? relative[0] : null;
}

// module -> imported module -> one import that ties them (for the message)
const edges = new Map();
for (const file of sourceFiles(root)) {
  const from = moduleOf(file);
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    const target = resolve(file, fileName);
    const to = target && moduleOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${path.relative(root, file)} imports '${fileName}'`);
  }
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(module) {
  index.set(module, counter);
  low.set(module, counter++);
  stack.push(module);
  onStack.add(module);
  for (const next of edges.get(module)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(module, Math.min(low.get(module), low.get(next)));
    } else if (onStack.has(next)) low.set(module, Math.min(low.get(module), index.get(next)));
  }
  if (low.get(module) !== index.get(module)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== module);
  if (component.length > 1) cycles.push(component.sort());
}
for (const module of [...edges.keys()].sort()) if (!index.has(module)) visit(module);

if (cycles.length === 0) {
  console.log(
    `No cycle between the ${new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]).size} modules of ${path.relative(process.cwd(), root) || '.'}.`,
  );
  process.exit(0);
}
for (const cycle of cycles) {
  console.error(`Modules in a cycle: ${cycle.join(', ')}`);
  const members = new Set(cycle);
  for (const from of cycle)
    for (const [to, example] of edges.get(from) ?? [])
      if (members.has(to)) console.error(`  ${from} -> ${to}: ${example}`);
}
console.error(
  'A module may import another only if that one does not, directly or through others, import it back: ' +
    'move what both need to the lower one or to core/, or pass it in from the wiring.',
);
process.exit(1);
