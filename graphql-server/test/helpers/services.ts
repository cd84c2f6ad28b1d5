import net from 'node:net';

/**
 * Which outside services the suite can reach. A test that needs a missing one is skipped with the
 * reason logged, unless REQUIRE_ALL=1 (CI): then it fails instead.
 */
export const REQUIRE_ALL = process.env.REQUIRE_ALL === '1';
export const USE_MYSQL = process.env.DB === 'mysql';
export const MYSQL_URL = process.env.DATABASE_URL || 'mysql://campus:campus@127.0.0.1:3306/campus_test';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Plain TCP reachability, so a down service costs milliseconds, not a driver's retry loop. */
export function reachable(url: string, timeoutMs = 1000): Promise<boolean> {
  const u = new URL(url);
  const port = Number(u.port) || (u.protocol.startsWith('redis') ? 6379 : 3306);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A port nothing listens on (for "Redis configured but down"). */
export async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
