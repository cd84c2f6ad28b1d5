// A graphql-codegen plugin (codegen.yml): the server's limits and error codes that the web checks
// before it sends (form rules, their messages, the codes it reacts to), copied from the server's own
// declarations so that the two cannot drift apart. CI regenerates the file and fails when it differs.
//
// Each constant is found by its name among the exported declarations under graphql-server/src (a
// module may move without this list changing) and read from the source text: literals, arrays and
// objects of them, arithmetic, and templates or spreads of the file's other constants. Nothing of the
// server runs, so `npm run codegen` needs no build. A name that is missing, declared twice, or not
// made of literals fails the generation rather than writing a guess.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.join(__dirname, '..', '..');
const serverSrc = path.join(root, 'graphql-server', 'src');

/**
 * What the web reads, by the server's name; `within` narrows the search when the name is a common
 * one, `as` names it for the web when the server's name only makes sense inside its module.
 */
const CONSTANTS = [
  { name: 'TITLE_LENGTH', why: "A listing's title, in characters." },
  { name: 'DESCRIPTION_LENGTH', why: "A listing's description, in characters." },
  { name: 'MAX_RUPEES', within: 'core', why: 'The highest price (and discounted price), in rupees.' },
  { name: 'MAX_IMAGES', within: 'modules/products', why: 'Pictures of one listing.' },
  { name: 'PRODUCT_LIMITS', why: "A listing's other fields: discount days, quantity, characters, payment methods." },
  { name: 'PRODUCT_FIELD_MESSAGES', why: "The listing form's messages that are the server's own words." },
  { name: 'MAX_REPORT_DETAILS', why: 'What a reporter may add to a report, in characters.' },
  { name: 'PASSWORD_MIN', why: 'A password, in characters.' },
  { name: 'PASSWORD_MAX' },
  { name: 'TOKEN_LIMITS', why: "An API token's name and lifetime (days)." },
  {
    name: 'MAX_NAME',
    within: 'modules/saved-searches',
    as: 'MAX_SAVED_SEARCH_NAME',
    why: "A saved search's name, in characters.",
  },
  { name: 'ERROR_CODES', why: 'Every `code` a GraphQL error or a REST answer of a service may carry.' },
];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every top-level `export const NAME = ...` of the server: name -> [{ file, node, consts }]. */
function exportedConstants(dir) {
  const found = new Map();
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('export const')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const consts = new Map();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        consts.set(declaration.name.text, declaration.initializer);
        if (!exported) continue;
        const list = found.get(declaration.name.text) ?? [];
        list.push({ file, node: declaration.initializer, consts });
        found.set(declaration.name.text, list);
      }
    }
  }
  return found;
}

/** The value of a constant's initializer, built from literals only (see the top of the file). */
function evaluate(node, consts, where) {
  const fail = () => {
    throw new Error(`${where}: cannot read \`${node.getText()}\` as a literal value`);
  };
  const again = (n) => evaluate(n, consts, where);
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    return again(node.expression);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) return -again(node.operand);
  if (ts.isBinaryExpression(node)) {
    const [a, b] = [again(node.left), again(node.right)];
    if (typeof a !== 'number' || typeof b !== 'number') fail();
    if (node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) return a * b;
    if (node.operatorToken.kind === ts.SyntaxKind.PlusToken) return a + b;
    if (node.operatorToken.kind === ts.SyntaxKind.MinusToken) return a - b;
    fail();
  }
  if (ts.isIdentifier(node)) {
    const initializer = consts.get(node.text);
    if (!initializer) fail();
    return again(initializer);
  }
  if (ts.isPropertyAccessExpression(node)) {
    const object = again(node.expression);
    if (object === null || typeof object !== 'object' || !(node.name.text in object)) fail();
    return object[node.name.text];
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) text += String(again(span.expression)) + span.literal.text;
    return text;
  }
  if (ts.isArrayLiteralExpression(node))
    return node.elements.flatMap((e) => (ts.isSpreadElement(e) ? again(e.expression) : [again(e)]));
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
        object[property.name.text] = again(property.initializer);
      else if (ts.isShorthandPropertyAssignment(property)) object[property.name.text] = again(property.name);
      else fail();
    }
    return object;
  }
  return fail();
}

const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The value as TypeScript source, in the repository's style (single quotes, trailing commas). */
function literal(value, indent = '') {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => `${inner}${literal(v, inner)},\n`).join('')}${indent}]`;
  const entries = Object.entries(value).map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},\n`);
  return `{\n${entries.join('')}${indent}}`;
}

/** The file's text; `constants` and `dir` are CONSTANTS and the server's sources unless a test says otherwise. */
function generate(constants = CONSTANTS, dir = serverSrc) {
  const declared = exportedConstants(dir);
  const out = [
    '// Generated by `npm run codegen` (scripts/codegen/server-constants.cjs) from graphql-server/src: do not edit.',
    '// The server checks every one of these itself; the web uses them to say so before a request.',
    '',
  ];
  for (const { name, within, as, why } of constants) {
    const candidates = (declared.get(name) ?? []).filter(
      ({ file }) => !within || path.relative(dir, file).split(path.sep).join('/').startsWith(`${within}/`),
    );
    if (candidates.length !== 1)
      throw new Error(
        `server-constants: expected one exported const ${name}${within ? ` under ${within}/` : ''} in graphql-server/src, found ${candidates.length}`,
      );
    const [{ file, node, consts }] = candidates;
    const value = evaluate(node, consts, `${path.relative(root, file)} ${name}`);
    const asConst = typeof value === 'object' ? ' as const' : '';
    // The server's name, not its file: a module that moves leaves this file as it is.
    out.push(`/** ${why ? `${why} ` : ''}The server's ${name}. */`);
    out.push(`export const ${as ?? name} = ${literal(value)}${asConst};`, '');
    if (name === 'ERROR_CODES') out.push('export type ErrorCode = (typeof ERROR_CODES)[number];', '');
  }
  return out.join('\n');
}

module.exports = {
  plugin: () => generate(),
  generate,
};
