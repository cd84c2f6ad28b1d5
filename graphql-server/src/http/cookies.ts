import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import type { SessionCookieJar } from '../core/request-context';

export const SESSION_COOKIE = 'cm_session';

/** Over https the cookie is Secure; the public URL says which. */
export function secureCookies(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

/**
 * The session cookie's name. A Secure cookie carries the `__Host-` prefix, so the browser accepts it
 * only from this exact host over https with Path=/ and no Domain: a sibling subdomain or a
 * man-in-the-middle on plain http cannot plant or overwrite it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The value of one cookie of a request (Express has no parser built in; ws upgrades need one too). */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** httpOnly, SameSite=Lax, Path=/, Secure (and `__Host-`) when the public URL is https. */
export function cookieJar(res: Response, secure: boolean): SessionCookieJar {
  const name = sessionCookieName(secure);
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    set(token, expiresAt) {
      res.cookie(name, token, { ...base, expires: expiresAt });
    },
    clear() {
      res.clearCookie(name, base);
    },
  };
}

export const noCookies: SessionCookieJar = { set() {}, clear() {} };
