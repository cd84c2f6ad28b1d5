import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** `export const FooDocument = {...} as unknown as DocumentNode<...>;`, one line each (codegen's form). */
const DOCUMENT = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<[^\n]*>;$/gm;

/** An import of values from a generated file: `import { type A, BDocument } from '../graphql/generated';`. */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]((?:\.\.?\/)+(?:[\w-]+\/)*graphql\/generated(?:-lazy)?)['"];?/g;

const GENERATED = /\/src\/graphql\/generated(-lazy)?\.ts$/;
const PREFIX = '\0campus-document:';

/**
 * Gives each generated document a module of its own, so that it rides in the chunk of the pages
 * that use it. A bundler never splits a module, and the entry uses a few of the documents: in one
 * generated file, every page's documents loaded with the entry (and landingChunks.ts would put
 * them there anyway, as the entry imports the file). So an import of a document from a generated
 * file becomes an import of the document's own module, and the generated file keeps its types
 * only; a document imported some other way fails the build as a missing export. Each document is
 * the JSON codegen wrote, fragments inlined, so its module needs nothing else. Applies to the
 * builds only: the dev server and the unit tests read the generated files as they are.
 */
export function documentModules(): Plugin {
  const files = new Map<string, Map<string, string>>();
  const documentsOf = (file: string) => {
    let documents = files.get(file);
    if (!documents) {
      documents = new Map([...readFileSync(file, 'utf8').matchAll(DOCUMENT)].map(([, name, json]) => [name, json]));
      files.set(file, documents);
    }
    return documents;
  };
  return {
    name: 'campus:document-modules',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return;
      if (GENERATED.test(id)) return { code: code.replace(DOCUMENT, ''), map: null };
      if (!code.includes('graphql/generated')) return;
      const rewrites: [string, string][] = [];
      for (const [statement, list, source] of code.matchAll(IMPORT)) {
        const file = (await this.resolve(source, id))?.id;
        if (!file || !GENERATED.test(file)) continue;
        const names = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const documents = names.filter(
          (n) => !n.startsWith('type ') && /(?:Document|FragmentDoc)$/.test(n.split(/\s+as\s+/)[0]),
        );
        if (!documents.length) continue;
        const rest = names.filter((n) => !documents.includes(n));
        const lines = documents.map((n) => `import { ${n} } from '${PREFIX}${file}#${n.split(/\s+as\s+/)[0]}';`);
        if (rest.length) lines.unshift(`import { ${rest.join(', ')} } from '${source}';`);
        rewrites.push([statement, lines.join('\n')]);
      }
      if (!rewrites.length) return;
      return { code: rewrites.reduce((c, [from, to]) => c.replace(from, to), code), map: null };
    },
    resolveId(source) {
      if (source.startsWith(PREFIX)) return source;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return;
      const [file, name] = id.slice(PREFIX.length).split('#');
      const json = documentsOf(file).get(name);
      if (json === undefined) throw new Error(`documentModules: ${file} has no document ${name}`);
      return { code: `export const ${name} = ${json};`, moduleSideEffects: false };
    },
  };
}
