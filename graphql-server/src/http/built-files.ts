import fs from 'node:fs';

/**
 * A file of the web build (index.html, dist/.vite/pieces.json) as last read, read again when it
 * changes (a deploy replaces the build under a running server); null while it is not built.
 */
export function templateReader(file: string): () => string | null {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size)
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, text: fs.readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/** A JSON file of the web build, parsed once per version (templateReader). */
export function jsonReader<T>(file: string): () => T | null {
  const read = templateReader(file);
  let parsed: { text: string; value: T } | null = null;
  return () => {
    const text = read();
    if (text === null) return null;
    if (parsed?.text !== text) parsed = { text, value: JSON.parse(text) as T };
    return parsed.value;
  };
}
