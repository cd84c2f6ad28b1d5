import fs from 'node:fs';
import path from 'node:path';
import { LruMap } from '../lib/response-cache';
import type { Logger } from '../lib/logger';

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
