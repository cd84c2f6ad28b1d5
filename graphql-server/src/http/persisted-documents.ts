import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { LruMap } from '../lib/response-cache';
import type { Logger } from '../lib/logger';
import { sendGraphQLError } from './graphql-errors';

/**
 * The web app's persisted documents (web/persisted-documents.json, written by `npm run codegen`:
 * `{ "<sha256 hex>": "<query text>" }`), loaded once at start. Apollo Server's automatic persisted
 * queries (APQ) look hashes up in `PersistedQueryStore`: the manifest first, so
 * `GET /graphql?extensions={"persistedQuery":...}` answers any of its hashes without the query text
 * on every instance from the first request; then the queries other apps registered (APQ: a hash
 * sent with its text once), kept in this process.
 */

export type PersistedDocuments = ReadonlyMap<string, string>;

/** Registered (not shipped) queries remembered per process. */
const REGISTERED = 1000;
/** The prefix Apollo Server puts before a hash in its APQ cache (APQ_CACHE_PREFIX). */
const APQ_PREFIX = 'apq:';

const loaded = new Map<string, PersistedDocuments>();

/** The manifest beside the web build (web/dist → web/persisted-documents.json); read once per file. */
export function persistedDocumentsFile(webDist: string): string {
  return path.join(path.dirname(webDist), 'persisted-documents.json');
}

/** The manifest's hashes and texts; empty (with a warning) when the file is missing or not a manifest. */
export function loadPersistedDocuments(file: string, logger?: Logger): PersistedDocuments {
  const known = loaded.get(file);
  if (known) return known;
  const documents = new Map<string, string>();
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    for (const [hash, text] of Object.entries(parsed)) {
      if (/^[0-9a-f]{64}$/.test(hash) && typeof text === 'string') documents.set(hash, text);
    }
  } catch (err) {
    logger?.warn(`persisted documents: ${file} not loaded (${(err as Error).message}); hashes need their text once`);
  }
  loaded.set(file, documents);
  return documents;
}

/** Apollo Server's KeyValueCache for APQ: the manifest, then what clients registered. */
export class PersistedQueryStore {
  private readonly registered = new LruMap<string, string>(REGISTERED);

  constructor(private readonly manifest: PersistedDocuments) {}

  get(key: string): Promise<string | undefined> {
    const hash = key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key;
    return Promise.resolve(this.manifest.get(hash) ?? this.registered.get(key));
  }

  set(key: string, value: string): Promise<void> {
    this.registered.set(key, value);
    return Promise.resolve();
  }

  delete(key: string): Promise<boolean> {
    return Promise.resolve(this.registered.delete(key));
  }
}

/** What Apollo computes of a query text to compare with its APQ hash. */
const HASH = /^[0-9a-f]{64}$/;

/** A client's mistake in `extensions.persistedQuery`, answered in GraphQL's shape. */
export interface PersistedQueryMistake {
  code: 'BAD_REQUEST' | 'PERSISTED_QUERY_HASH_MISMATCH';
  message: string;
}

/**
 * Checks a request's `extensions.persistedQuery` before Apollo does: Apollo refuses an unknown
 * version and a hash that is not its text's with a code-less error, which reads as a server bug
 * (INTERNAL_SERVER_ERROR, logged with its stack). Null when there is nothing wrong (or no
 * persisted query); an unknown hash of the right shape stays Apollo's PERSISTED_QUERY_NOT_FOUND.
 */
export function persistedQueryMistake(extensions: unknown, query: unknown): PersistedQueryMistake | null {
  if (typeof extensions !== 'object' || extensions === null) return null;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  // Apollo ignores a falsy one too.
  if (!persisted) return null;
  const { version, sha256Hash } = (typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
  if (version !== 1)
    return { code: 'BAD_REQUEST', message: 'Unsupported persisted query version: send persistedQuery.version 1' };
  if (typeof sha256Hash !== 'string' || !HASH.test(sha256Hash))
    return {
      code: 'BAD_REQUEST',
      message: "persistedQuery.sha256Hash must be the query text's SHA-256, 64 lowercase hex digits",
    };
  if (typeof query === 'string' && createHash('sha256').update(query).digest('hex') !== sha256Hash)
    return {
      code: 'PERSISTED_QUERY_HASH_MISMATCH',
      message: 'persistedQuery.sha256Hash is not the SHA-256 of the query text: hash the exact text sent',
    };
  return null;
}

/** The request's extensions: the JSON body's, or a GET's `extensions` parameter (JSON text). */
function extensionsOf(req: Request): unknown {
  if (req.method !== 'GET') return (req.body as { extensions?: unknown } | undefined)?.extensions;
  const raw: unknown = req.query.extensions;
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // Apollo answers the malformed parameter
  }
}

/** Before Apollo on /graphql: a persisted query the client got wrong answers 400 with its code. */
export const persistedQueryCheck: RequestHandler = (req, res, next) => {
  const query = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
  const mistake = persistedQueryMistake(extensionsOf(req), query);
  if (!mistake) return next();
  if (req.method !== 'GET') res.setHeader('Cache-Control', 'no-store');
  sendGraphQLError(res, 400, mistake.message, { code: mistake.code });
};
