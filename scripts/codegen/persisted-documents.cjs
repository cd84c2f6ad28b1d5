// A graphql-codegen plugin (codegen.yml): the persisted-documents manifest, web/persisted-documents.json,
// `{ "<sha256 hex>": "<query text>" }` for every operation of the web app, exactly as Apollo Client
// sends it: the document typed-document-node writes into generated.ts (the operation, then its
// fragments), with the `__typename` fields InMemoryCache adds, printed. The persisted-queries link
// hashes that same text, so the server (http/persisted-documents.ts) knows each hash the app sends
// and can answer `GET /graphql?extensions=...` without the query text.
const { createHash } = require('node:crypto');
const { print } = require('graphql');
const { addTypenameToDocument } = require('@apollo/client/utilities');
const typedDocumentNode = require('@graphql-codegen/typed-document-node');

const DOCUMENT = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode<.*>;$/;

module.exports = {
  async plugin(schema, documents, config, info) {
    // The same plugin and config as generated.ts, so each document is the one the app imports.
    const output = await typedDocumentNode.plugin(schema, documents, config, info);
    const text =
      typeof output === 'string'
        ? output
        : [output.prepend ?? [], output.content, output.append ?? []].flat().join('\n');
    const manifest = {};
    for (const line of text.split('\n')) {
      const match = DOCUMENT.exec(line);
      if (!match) continue;
      const document = JSON.parse(match[2]);
      const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
      if (!operation) continue;
      const query = print(addTypenameToDocument(document));
      manifest[createHash('sha256').update(query).digest('hex')] = query;
    }
    const sorted = Object.fromEntries(Object.entries(manifest).sort(([, a], [, b]) => a.localeCompare(b)));
    return `${JSON.stringify(sorted, null, 2)}\n`;
  },
};
