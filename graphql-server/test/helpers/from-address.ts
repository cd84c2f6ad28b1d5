import http from 'node:http';
import type { TestApp } from './app';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
}

/**
 * A JSON POST from a chosen loopback address (127.0.0.x: all of 127/8 is the loopback on Linux), on
 * its own connection, so the server sees a different client address for each sender.
 */
export function postFrom(
  app: TestApp,
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: app.port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const LOGIN_MUTATION = `mutation($input: LoginInput!) { login(input: $input) { message } }`;

/** A login over REST or GraphQL from `localAddress`. */
export function loginFrom(
  app: TestApp,
  localAddress: string,
  via: 'rest' | 'graphql',
  collegeId: string,
  password: string,
): Promise<Answer> {
  return via === 'rest'
    ? postFrom(app, localAddress, '/api/v1/auth/login', { collegeId, password })
    : postFrom(app, localAddress, '/graphql', { query: LOGIN_MUTATION, variables: { input: { collegeId, password } } });
}
