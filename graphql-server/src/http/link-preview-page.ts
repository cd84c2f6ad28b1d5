import fs from 'node:fs';
import type { RequestHandler } from 'express';
import type { LinkPreview } from '../modules/products/link-preview.service';

/** What the page needs from LinkPreviewService. */
export interface LinkPreviews {
  site(): LinkPreview;
  product(id: string): Promise<LinkPreview | null>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an HTML attribute or element: `"><script>` stays text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The Open Graph and Twitter tags of a preview; `kind` is og:type. */
export function previewTags(p: LinkPreview, kind: 'product' | 'website'): string {
  const tags: [string, string, string | null][] = [
    ['property', 'og:site_name', 'Campus Market'],
    ['property', 'og:type', kind],
    ['property', 'og:title', p.title],
    ['property', 'og:description', p.description],
    ['property', 'og:url', p.url],
    ['property', 'og:image', p.image],
    ['name', 'twitter:card', kind === 'product' && p.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', p.title],
    ['name', 'twitter:description', p.description],
    ['name', 'twitter:image', p.image],
  ];
  return tags
    .filter(([, , value]) => value !== null)
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}" />`)
    .join('\n    ');
}

/** index.html with the preview's tags (and, for a listing, its title) in its head. */
export function withPreview(index: string, p: LinkPreview, kind: 'product' | 'website'): string {
  const head = `    ${previewTags(p, kind)}\n  </head>`;
  let html = index.replace(/\s*<\/head>/i, `\n${head}`);
  if (kind === 'product')
    html = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(p.title)} · Campus Market</title>`);
  return html;
}

/** index.html as last read, read again when the file changes (a deploy). */
function indexReader(file: string): () => string | null {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size)
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, text: fs.readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/**
 * GET /product/:id from a browser or a link-preview robot: the app's page with the listing's Open
 * Graph tags when anyone may see it, else the site's (pending, rejected, hidden and unknown ids
 * alike). The page differs per listing and changes with it: no-cache, and an ETag of this very
 * body, so a revalidation gets 304 only while nothing in it changed. `notBuilt` answers a missing build.
 */
export function productPage(index: string, previews: LinkPreviews, notBuilt: RequestHandler): RequestHandler {
  const read = indexReader(index);
  return async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const text = read();
    if (text === null) return notBuilt(req, res, next);
    // The database away: the page still opens (the app says what is wrong), with the site's preview.
    const product = await previews.product(String(req.params.id ?? '').trim()).catch(() => null);
    const html = product ? withPreview(text, product, 'product') : withPreview(text, previews.site(), 'website');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  };
}
