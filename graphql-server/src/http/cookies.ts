import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import type { SessionCookieJar } from '../lib/request-context';

export const SESSION_COOKIE = 'cm_session';

/** The value of one cookie of a request (Express has no parser built in; ws upgrades need one too). */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** httpOnly, SameSite=Lax, Path=/, Secure when the public URL is https. */
export function cookieJar(res: Response, secure: boolean): SessionCookieJar {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    set(token, expiresAt) {
      res.cookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
    },
    clear() {
      res.clearCookie(SESSION_COOKIE, base);
    },
  };
}

export const noCookies: SessionCookieJar = { set() {}, clear() {} };
