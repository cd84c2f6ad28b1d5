import type { LinkPreview } from './link-preview.service';

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
    ['property', 'og:image:width', p.image && p.imageInfo ? String(p.imageInfo.width) : null],
    ['property', 'og:image:height', p.image && p.imageInfo ? String(p.imageInfo.height) : null],
    ['property', 'og:image:type', p.image && p.imageInfo ? p.imageInfo.type : null],
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
