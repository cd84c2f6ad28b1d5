import 'reflect-metadata';
import fs from 'node:fs';
import { openApiDocument } from '../http/openapi';
import { restRouteTable } from '../http/rest-api';
import type { Services } from '../services';

/**
 * Writes the OpenAPI document of /api/v1 (what GET /api/v1/openapi.json serves) to the file named
 * as the argument, or to stdout, for the CI's lint (scripts/openapi-lint.mjs). The document is the
 * route table's: routers only keep the services for their handlers, which never run here, so no
 * database, Redis or config is needed.
 */
const noServices = new Proxy({}, { get: () => undefined }) as Services;
const text = JSON.stringify(openApiDocument(restRouteTable(noServices, () => '')), null, 2) + '\n';
const target = process.argv[2];
if (target) fs.writeFileSync(target, text);
else process.stdout.write(text);
