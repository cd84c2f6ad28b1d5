import type { ServerOptions } from 'node:http';

/**
 * The HTTP server's timeouts, chosen for running behind a reverse proxy or load balancer
 * (README "Behind a reverse proxy"; deploy's nginx config uses the matching values).
 *
 * A proxy keeps idle connections to the app open and reuses them. If the app closed an idle
 * connection first, a request the proxy sends on it at that moment fails (a 502 for the user).
 * So the app's idle (keep-alive) timeout is longer than the proxy's: nginx's upstream
 * `keepalive_timeout 60s`, and the 60 s idle timeout of the common cloud load balancers.
 */
export const SERVER_TIMEOUTS = {
  /** An idle keep-alive connection is closed after this long: longer than the proxy's 60 s. */
  keepAliveTimeout: 65_000,
  /**
   * The request line and headers must arrive within this long. Above keepAliveTimeout, so a
   * connection's next request is never cut off by the headers timer while the keep-alive timer
   * still allows it (a known cause of sporadic 502s behind proxies).
   */
  headersTimeout: 66_000,
  /**
   * A whole request, body included, must arrive within this long: a 10 MB image over a slow link
   * fits, a client trickling bytes to hold a connection does not. (Node's default is 300 s.)
   */
  requestTimeout: 120_000,
} as const satisfies ServerOptions;

/**
 * On stop, how long the requests cancelled at the end of STOP_GRACE_MS (a setting, config.ts) get
 * to unwind before the database closes (http/drain.ts): their reads fail at once, a write runs on.
 */
export const STOP_CANCEL_WAIT_MS = 1000;

/**
 * On stop, how long graphql-ws clients get to answer the 1001 close frame before their sockets
 * are cut (ws would otherwise wait 30 s for a client that never answers).
 */
export const WS_CLOSE_WAIT_MS = 1000;
