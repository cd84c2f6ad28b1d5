import { createHash } from 'node:crypto';

/**
 * The hashes of index.html's inline scripts, for the Content-Security-Policy's script-src: the one
 * inline script (the stored theme, set before the first paint, web/index.html) runs, and no other
 * inline code can. Read from the served file, so a rebuilt page brings its own hash; the JSON state
 * of a server-rendered page is no script the browser runs (type="application/json"), so needs none.
 */
export function inlineScriptHashes(read: () => string | null): () => string {
  let seen: string | null = null;
  let hashes = '';
  return () => {
    const html = read();
    if (html !== seen) {
      seen = html;
      const scripts = [...(html ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ');
    }
    return hashes;
  };
}
