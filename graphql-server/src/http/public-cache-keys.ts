import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import querystring from 'node:querystring';
import { Kind, type OperationDefinitionNode, parse, print } from 'graphql';
import { LruMap } from '../lib/response-cache';
import { listArgsKey, PUBLIC_LISTS, type PublicListRoute } from '../modules/products';
import { SESSION_COOKIE } from './cookies';
import { QUERY_LIMITS } from './graphql-limits';

/**
 * What the public cache (public-cache.ts) answers, and under which key. A key names the list, not
 * the request's spelling: a REST key is the route and the arguments the list reads (list-query.ts),
 * so junk parameters, their order and the path's case make no new entry; a GraphQL key is the
 * document as printed (no whitespace or comments), the operation, the variables it declares, and
 * the Accept header Apollo answers by.
 */

/** The REST lists, under this base, answered the same to every anonymous caller. */
export const REST_BASE = '/api/v1/product';
const REST_LISTS: { pattern: RegExp; route: PublicListRoute }[] = [
  { pattern: /^\/all-products\/?$/i, route: '/all-products' },
  { pattern: /^\/all-products-for-homepage\/?$/i, route: '/all-products-for-homepage' },
  { pattern: /^\/category\/([^/]+)\/?$/i, route: '/category/:category' },
  { pattern: /^\/search\/?$/i, route: '/search' },
  { pattern: /^\/search\/([^/]+)\/?$/i, route: '/search/:query' },
];

/** GraphQL root fields whose anonymous answers are the same for everyone. */
const PUBLIC_FIELDS = new Set(['products', 'categories', '__typename']);

/**
 * Bodies the front reads itself. Public list queries are a few hundred bytes; anything bigger (or
 * chunked, or compressed) goes to Express untouched, whose body limit and errors then apply.
 */
const MAX_GRAPHQL_BODY = 16 * 1024;
/** Distinct query texts whose verdict is remembered. */
const VERDICTS = 500;
const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/** A GraphQL GET by hash alone (APQ, graphql-get.ts): what its key is made of. */
export interface HashedGet {
  hash: string;
  operationName: string | null;
  variables: Record<string, unknown> | null;
}

export type Target = { kind: 'rest'; route: string; key: string } | { kind: 'graphql'; get?: HashedGet };

function sha(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * Anonymous only: any session cookie (valid or not, either spelling) or credentials bypass the
 * cache, and make a GET answer private (graphql-get.ts).
 */
export function carriesCredentials(cookie: string | undefined, authorization: string | undefined): boolean {
  return authorization !== undefined || !!cookie?.includes(SESSION_COOKIE);
}

/** What a request is to the cache; null: not cacheable, straight to Express. */
export function targetOf(req: IncomingMessage): Target | null {
  const { headers } = req;
  if (carriesCredentials(headers.cookie, headers.authorization)) return null;
  const url = req.url ?? '';
  // Express matches paths in any case: so does the cache, and the key is the route as declared.
  if (req.method === 'GET' && url.startsWith('/graphql?')) return hashedGetTarget(url);
  if (req.method === 'GET')
    return url.slice(0, REST_BASE.length + 1).toLowerCase() === `${REST_BASE}/` ? restTarget(url) : null;
  if (req.method === 'POST' && url === '/graphql') {
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= MAX_GRAPHQL_BODY) || headers['content-encoding'] !== undefined) return null;
    if (!JSON_TYPE.test(headers['content-type'] ?? '')) return null;
    return { kind: 'graphql' };
  }
  return null;
}

/**
 * `GET /graphql?extensions={"persistedQuery":…}&variables=…&operationName=…` without a query text:
 * the hash names the document (the front looks it up in the persisted documents). Anything else
 * over GET (a query text, a malformed parameter) is left to Express and Apollo.
 */
function hashedGetTarget(url: string): Target | null {
  const query = querystring.parse(url.slice(url.indexOf('?') + 1));
  const { extensions, variables, operationName } = query;
  if (query.query !== undefined || typeof extensions !== 'string') return null;
  if (operationName !== undefined && typeof operationName !== 'string') return null;
  if (variables !== undefined && typeof variables !== 'string') return null;
  try {
    const persisted: unknown = (JSON.parse(extensions) as { persistedQuery?: unknown } | null)?.persistedQuery;
    const hash = isObject(persisted) && persisted.version === 1 ? persisted.sha256Hash : undefined;
    const vars: unknown = variables === undefined ? null : JSON.parse(variables);
    if (typeof hash !== 'string' || (vars !== null && !isObject(vars))) return null;
    return { kind: 'graphql', get: { hash, operationName: operationName ?? null, variables: vars } };
  } catch {
    return null;
  }
}

/**
 * Whether a path (as the app sees it, or inside the /api/v1 router) is one of the public REST
 * lists; for private-answers.ts, which leaves those answers' caching public.
 */
export function isPublicRestList(path: string): boolean {
  const lower = path.toLowerCase();
  const inProducts = lower.startsWith('/api/v1/product/')
    ? path.slice(REST_BASE.length)
    : lower.startsWith('/product/')
      ? path.slice('/product'.length)
      : null;
  return inProducts !== null && REST_LISTS.some((list) => list.pattern.test(inProducts));
}

/**
 * A REST list and its key: the route and the list's arguments, read from the query string as
 * Express reads it (node:querystring) and decoded as Express decodes a path parameter.
 */
function restTarget(url: string): Target | null {
  // A fragment is cut off by Express's URL parser, not by querystring: not worth mirroring.
  if (url.includes('#')) return null;
  const q = url.indexOf('?');
  const path = url.slice(REST_BASE.length, q < 0 ? undefined : q);
  for (const list of REST_LISTS) {
    const match = list.pattern.exec(path);
    if (!match) continue;
    let param: string;
    try {
      param = match[1] === undefined ? '' : decodeURIComponent(match[1]);
    } catch {
      return null; // Express answers the malformed escape
    }
    const query = q < 0 ? {} : querystring.parse(url.slice(q + 1));
    // A repeated parameter may be one the list refuses (core/rest/rest-input.ts): the app answers it.
    if (Object.values(query).some(Array.isArray)) return null;
    return {
      kind: 'rest',
      route: list.route,
      key: `GET ${REST_BASE}${list.route}\n${listArgsKey(PUBLIC_LISTS[list.route](query, param))}`,
    };
  }
  return null;
}

type Verdict =
  | { cacheable: false }
  | { cacheable: true; filterVariables: string[]; flagVariables: string[]; variables: string[]; document: string };
const NOT_CACHEABLE: Verdict = { cacheable: false };

/**
 * Whether a GraphQL document's operation reads only public lists: a query whose root fields are
 * all `products` (without includeUnapproved) or `categories`. Where includeUnapproved may come
 * from a variable, the verdict names the variables to look at.
 */
function verdictOf(query: string, operationName: string | null): Verdict {
  let operation: OperationDefinitionNode | undefined;
  let document: string;
  try {
    const parsed = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
    const ops = parsed.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    operation = operationName
      ? ops.find((o) => o.name?.value === operationName)
      : ops.length === 1
        ? ops[0]
        : undefined;
    document = sha(print(parsed));
  } catch {
    return NOT_CACHEABLE;
  }
  if (!operation || operation.operation !== 'query') return NOT_CACHEABLE;
  // A variable with a default may ask for unapproved products without the request saying so.
  const defaulted = new Set(
    operation.variableDefinitions?.filter((v) => v.defaultValue).map((v) => v.variable.name.value),
  );
  const filterVariables: string[] = [];
  const flagVariables: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    // Fragments at the root could hide any field: not worth following for a cache.
    if (selection.kind !== Kind.FIELD || !PUBLIC_FIELDS.has(selection.name.value)) return NOT_CACHEABLE;
    const filter = selection.arguments?.find((a) => a.name.value === 'filter')?.value;
    if (!filter || filter.kind === Kind.NULL) continue;
    if (filter.kind === Kind.VARIABLE) {
      if (defaulted.has(filter.name.value)) return NOT_CACHEABLE;
      filterVariables.push(filter.name.value);
      continue;
    }
    if (filter.kind !== Kind.OBJECT) return NOT_CACHEABLE;
    const flag = filter.fields.find((f) => f.name.value === 'includeUnapproved')?.value;
    if (!flag || flag.kind === Kind.NULL || (flag.kind === Kind.BOOLEAN && !flag.value)) continue;
    if (flag.kind === Kind.VARIABLE && !defaulted.has(flag.name.value)) {
      flagVariables.push(flag.name.value);
      continue;
    }
    return NOT_CACHEABLE;
  }
  const variables = (operation.variableDefinitions ?? []).map((v) => v.variable.name.value).sort();
  return { cacheable: true, filterVariables, flagVariables, variables, document };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with every object's keys in order: the same value, whatever order a client wrote it in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The keys of GraphQL bodies that ask only for public lists (the verdict per query text is remembered). */
export class GraphQLKeys {
  private readonly verdicts = new LruMap<string, Verdict>(VERDICTS);

  /** The body's key, or null when it is not a public list (or not a GraphQL request at all). */
  keyOf(body: unknown, accept: string): string | null {
    if (!isObject(body) || typeof body.query !== 'string') return null;
    // A text sent with its APQ hash goes to Apollo, which checks the hash and registers it: a cached
    // answer of another spelling would leave the hash unknown (and a wrong one unrefused).
    if (isObject(body.extensions) && body.extensions.persistedQuery) return null;
    const { query, operationName, variables } = body;
    if (operationName != null && typeof operationName !== 'string') return null;
    if (variables != null && !isObject(variables)) return null;
    const memo = `${operationName ?? ''}\n${query}`;
    let verdict = this.verdicts.get(memo);
    if (!verdict) {
      verdict = verdictOf(query, operationName ?? null);
      this.verdicts.set(memo, verdict);
    }
    if (!verdict.cacheable) return null;
    const vars = variables ?? {};
    if (verdict.filterVariables.some((name) => isObject(vars[name]) && vars[name].includeUnapproved === true))
      return null;
    if (verdict.flagVariables.some((name) => vars[name] === true)) return null;
    // Only the variables the operation declares: GraphQL ignores any other.
    const declared = verdict.variables
      .filter((name) => Object.hasOwn(vars, name))
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(vars[name])}`);
    // Apollo answers in the type the client accepts, so the Accept header is part of the key.
    return `POST /graphql\n${accept}\n${operationName ?? ''}\n${verdict.document}\n{${declared.join(',')}}`;
  }
}
