import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { RestAnswer } from '../../src/http/rest-api';

/**
 * Every REST answer a test app gives is checked against the response schema its route documents in
 * the OpenAPI document (GET /api/v1/openapi.json): the success schema for its status, or the error
 * schema (`default`) for a 4xx/5xx. A success status the route does not document is a violation too.
 * Objects are checked closed (no property the schema does not name), so an answer cannot grow a
 * field the document does not describe; the published document leaves them open for evolution.
 * createTestApp (app.ts) fails the test file at close() when any answer did not match.
 */

type Json = Record<string, unknown>;
const PREFIX = '/api/v1';

/** A deep copy whose object schemas forbid properties they do not name (unless they say otherwise). */
export function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, closed(v)]));
  if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/** JSON pointer escaping of one path segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export class AnswerChecker {
  private ajv: Ajv2020 | null = null;
  private paths: Json = {};
  private readonly compiled = new Map<string, ValidateFunction | string>();
  private readonly pending: RestAnswer[] = [];
  readonly violations: string[] = [];
  /** How many answers were checked against a documented schema (a test may assert it moved). */
  checked = 0;

  /** Before the document is loaded (the app's first answers), answers wait. */
  observe = (answer: RestAnswer): void => {
    if (!this.ajv) this.pending.push(answer);
    else this.check(answer);
  };

  load(document: Json): void {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    ajv.addSchema({ ...(closed(document) as Json), $id: 'openapi.json' });
    this.ajv = ajv;
    this.paths = (document.paths ?? {}) as Json;
    for (const answer of this.pending.splice(0)) this.check(answer);
  }

  private check({ method, route, status, body }: RestAnswer): void {
    if (!route.startsWith(`${PREFIX}/`)) return; // no route matched (404): nothing documents it
    const path = route
      .slice(PREFIX.length)
      .replace(/:(\w+)/g, '{$1}')
      .replace(/(.)\/$/, '$1');
    const operation = (this.paths[path] as Json | undefined)?.[method.toLowerCase()] as Json | undefined;
    // A mounted route missing from the document is test/openapi.test.ts's finding, not each answer's.
    if (!operation) return;
    const responses = operation.responses as Json;
    const key = String(status) in responses ? String(status) : status >= 400 ? 'default' : null;
    const where = `${method} ${route} ${status}`;
    if (!key) {
      this.violations.push(`${where}: status not documented`);
      return;
    }
    const validate = this.validator(path, method.toLowerCase(), key);
    this.checked++;
    if (typeof validate === 'string') this.violations.push(`${where}: ${validate}`);
    else if (!validate(body))
      this.violations.push(
        `${where}: ${this.ajv!.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`,
      );
  }

  private validator(path: string, method: string, key: string): ValidateFunction | string {
    const id = `${method} ${path} ${key}`;
    let fn = this.compiled.get(id);
    if (!fn) {
      const ref = ['paths', path, method, 'responses', key, 'content', 'application/json', 'schema'].map(pointer);
      try {
        fn = this.ajv!.compile({ $ref: `openapi.json#/${ref.join('/')}` });
      } catch (err) {
        fn = `no JSON schema documented (${(err as Error).message})`;
      }
      this.compiled.set(id, fn);
    }
    return fn;
  }
}
