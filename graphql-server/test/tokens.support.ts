import type { TestAccount } from './helpers/accounts';
import type { TestApp } from './helpers/app';
import { ORIGIN } from './products.support';

/**
 * An outside app's view of the server: plain fetch over HTTP, nothing but a bearer token (no
 * cookies, no Origin, no CSRF header). Tokens are created the way a student does, from a browser
 * session (the agent).
 */
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  app: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** POST /graphql with a bearer token, as another app would. */
export function gqlBearer(app: TestApp, token: string, query: string, variables?: Record<string, unknown>) {
  return call(app, 'POST', '/graphql', { token, body: { query, variables } });
}

/** A student's new token (REST, from their browser session, with their password): its secret and record. */
export async function createToken(
  account: TestAccount,
  scopes: string[],
  extra: Record<string, unknown> = {},
): Promise<{ token: string; apiToken: Record<string, any> }> {
  const res = await account.agent
    .post('/api/v1/tokens')
    .set('Origin', ORIGIN)
    .send({ name: 'my app', scopes, currentPassword: account.password, ...extra });
  if (res.status !== 201) throw new Error(`token failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const TOKEN_SHAPE = /^cm[ka]_[0-9A-Za-z]{36}$/;
