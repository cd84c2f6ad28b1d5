// Every lint rule of the repository, in one place. `npm run lint` runs it on the whole tree; CI too.
// The layering rules (import-x/no-restricted-paths, no-restricted-imports, import-x/no-cycle) say
// which folder may import which: each says why next to it. `npm run lint:cycles` (dpdm) also
// counts type-only and dynamic imports, which import-x/no-cycle does not see.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const server = 'graphql-server/src';
const web = 'web/src';
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const serverModules = folders(`${server}/modules`);
const WIRING_MESSAGE =
  'modules/ never import the wiring: take the services you call as a parameter (a router) or ' +
  "through core's ServiceContext (a resolver), and settings as a plain object.";

/** Server layers, bottom to top: lib, then db, mail and core, then modules, then http, then the entry points. */
const serverLayers = [
  {
    // lib/ holds what any program could use (errors, throttles, clock, logger): it knows nothing of this
    // app, so everything may build on it and it never has to change when a feature does.
    target: `${server}/lib`,
    from: [
      `${server}/db`,
      `${server}/mail`,
      `${server}/core`,
      `${server}/modules`,
      `${server}/http`,
      `${server}/scripts`,
    ],
    message: 'lib/ is the bottom layer: move what both need into lib/, or the code up to its caller.',
  },
  {
    target: `${server}/lib`,
    from: `${server}/*.ts`,
    message: 'lib/ is the bottom layer: it may not import the app (config, services, schema, main).',
  },
  {
    // The rules live in modules/; HTTP is one of two adapters around them (GraphQL is the other), so a
    // rule that needed http/ could not be called from a script, a job or the other API.
    target: [`${server}/modules`, `${server}/db`, `${server}/mail`],
    from: `${server}/http`,
    message: 'modules/, db/ and mail/ never import http/: what both need goes to lib/.',
  },
  {
    // core/ is this app's kernel, what every module is written with: the request context and guards,
    // the permission table, token scopes, the shared GraphQL types and the REST route helpers (core/rest/,
    // which http/ mounts). It knows no module, so any module can use it and none is tied to another
    // through it; and no transport, so a rule in it holds for GraphQL, REST, a script and a job alike.
    target: `${server}/core`,
    from: [`${server}/modules`, `${server}/http`, `${server}/scripts`],
    message: 'core/ never imports modules/ or http/: move what it needs into core/, or the code up to the module.',
  },
  {
    target: `${server}/core`,
    from: `${server}/*.ts`,
    message: 'core/ never imports the wiring (config, services, schema, graphql-context, main).',
  },
  {
    // Operator commands and the entry point are the top: nothing may depend on them.
    target: server,
    from: [`${server}/scripts`, `${server}/main.ts`],
    message: 'scripts/ and main.ts are entry points: nothing imports them.',
  },
  {
    // db/ is the generic database layer (data source, migrations runner, locks, errors): the wiring
    // hands it the modules' entities (app/database.ts), so it serves any module without knowing one.
    target: `${server}/db`,
    from: `${server}/modules`,
    message: 'db/ never imports modules/: the entity list and the seeds belong to the wiring (src/app/).',
  },
  {
    // The wiring (config, services, schema, graphql-context, main, cli and app/) builds the modules;
    // a module that reached back into it would depend on every other module through it.
    target: `${server}/modules`,
    from: `${server}/*.ts`,
    message: WIRING_MESSAGE,
  },
  { target: `${server}/modules`, from: `${server}/app`, message: WIRING_MESSAGE },
  // A module imports another only through its front door, modules/<m>/index.ts (or core/): what the
  // index does not export is the module's own business, free to change without touching another.
  ...serverModules.map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules`,
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: 'A module imports another only through its index.ts (or core/): export what you need there.',
  })),
];

/**
 * Web layers: app/ (providers, routes, layout) wires features/ together; a feature uses only the shared
 * folders components/, lib/ and graphql/, which know nothing of app/ or of any feature. So a feature can be
 * read, tested and deleted alone, and a shared piece cannot quietly depend on one screen.
 */
const webFeatures = folders(`${web}/features`);
const webLayers = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both use to components/ or lib/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import app/: what a feature needs from it (auth state, cache policies) belongs in lib/.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/graphql`, `${web}/testing`],
    from: [`${web}/app`, `${web}/features`],
    message: 'Shared folders know nothing of app/ or of a feature.',
  },
  {
    // lib/ is logic and hooks without markup; components/ may use it, not the other way round.
    target: [`${web}/lib`, `${web}/graphql`],
    from: `${web}/components`,
    message: 'lib/ and graphql/ do not import components/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The landing pages' server bundle (web/vite.ssr.config.ts): built output, like dist/.
      'web/dist-ssr/**',
      'web/test-results/**',
      'web/playwright-report/**',
      'coverage/**',
      'data/**',
      '.cluster/**',
      'bench/results/**',
      // Written by tools (npm run codegen), checked current in CI.
      'web/src/graphql/generated.ts',
      'web/src/graphql/generated-lazy.ts',
      'web/src/graphql/serverConstants.ts',
      'graphql-server/src/lib/web-operations.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['graphql-server/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle works in CommonJS only because the values are read late; under ESM or a bundler's
      // reordering it is an undefined at start-up. Type-only and dynamic imports: npm run lint:cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...serverLayers, ...webLayers] }],
      // Files stay small enough to read in one sitting; split along what they hold.
      'max-lines': ['error', { max: 300 }],
      // TypeScript checks these, with the types.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-unresolved': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // TypeScript sources are linted with their types: a floating promise or a promise passed where a
    // callback's result is ignored loses errors silently.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Server tests read answers as they come over the wire, as JSON (supertest's res.body is `any` too):
    // what a test relies on is stated by its assertions, and a declared type per query would restate the
    // schema in every test without checking anything more.
    files: ['graphql-server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A migration is frozen: it runs against the schema of its day, long after the entities and
    // services have changed, so it may import only TypeORM and its siblings (write the columns it needs in it).
    files: [`${server}/db/migrations/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typeorm$|\\./)',
              message: 'A migration imports only typeorm and files beside it (./name).',
            },
          ],
        },
      ],
    },
  },
  {
    // The app's router is its own (lib/router): react-router's code cost every page's first download.
    files: [`${web}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'The app routes with lib/router (useLocation, useNavigate, Link, ...): import it from there.',
          })),
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`, 'web/test/**/*.ts', 'web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The service worker runs in the worker scope (self, caches, clients), not in a page or Node.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Jest's setup files for the web tests run in jsdom: the browser globals exist there.
    files: ['web/test/**/*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
