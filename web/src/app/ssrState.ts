/**
 * The id of the `<script type="application/json">` holding a server-rendered page's Apollo cache
 * (web/src/entry-server.tsx writes it, main.tsx reads it). JSON in a non-executed
 * script: the Content-Security-Policy allows no inline code, and `<` is written `\u003c`, so no
 * listing's title can close the tag.
 */
export const SSR_STATE_ID = 'ssr-state';
