import fs from 'node:fs';
import path from 'node:path';
import { schemaSdl } from '../schema';

// Writes the contract the web's codegen and other campus apps read: ../schema/schema.graphql.
const target = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');

schemaSdl()
  .then((sdl) => {
    const header = '# Generated from the server by `npm run schema`; do not edit by hand.\n\n';
    fs.writeFileSync(target, header + sdl);
    console.log(`wrote ${target}`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
