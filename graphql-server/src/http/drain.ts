import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { stopCancellation } from '../db/db-errors';
import { type InFlight, within } from '../lib/in-flight';
import type { Logger } from '../lib/logger';
import { STOP_CANCEL_WAIT_MS } from './server-timeouts';

/**
 * The stop of the HTTP server (README "Stopping"). It stops accepting connections, closes idle
 * keep-alive connections at once and each busy one after its answer, and waits for the work
 * of every request and for background work, for at most STOP_GRACE_MS. A request whose client
 * went away counts until its handler is done (http/request-log.ts): the connections being gone
 * does not mean the database is no longer in use.
 *
 * At the deadline it cancels the requests still running (their reads are given up at once,
 * db/mysql-guard.ts, and whatever they then fail with is expected, db/db-errors.ts), cuts the
 * connections left, and gives the cancelled work STOP_CANCEL_WAIT_MS to unwind. Only then may the
 * database pool close (main.ts).
 *
 * Made with the server, so that it knows every connection from the first.
 */
export class HttpDrain {
  /** Each open HTTP connection and its requests not answered yet. */
  private readonly connections = new Map<Socket, Set<ServerResponse>>();
  private stopping = false;

  constructor(
    private readonly server: Server,
    private readonly inFlight: InFlight,
    private readonly logger: Logger,
  ) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, new Set());
      socket.once('close', () => this.connections.delete(socket));
    });
    // A websocket is graphql-ws's to close (with 1001, http/graphql-ws-server.ts), not an HTTP connection to end.
    server.on('upgrade', (_req: IncomingMessage, socket: Socket) => this.connections.delete(socket));
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const unanswered = this.connections.get(req.socket);
      if (!unanswered) return;
      unanswered.add(res);
      if (this.stopping) lastOnConnection(res);
      res.once('finish', () => {
        unanswered.delete(res);
        if (this.stopping && !unanswered.size) req.socket.end();
      });
    });
  }

  /** Runs the stop above; `background` settles when background work is done. Bounded: STOP_GRACE_MS + STOP_CANCEL_WAIT_MS. */
  async stop(graceMs: number, background: Promise<unknown>): Promise<void> {
    // A request whose connection was read in this turn of the event loop is counted first.
    await new Promise((resolve) => setImmediate(resolve));
    this.stopping = true;
    // Node closes the idle connections itself. One whose next request is still arriving is left
    // to deliver it: that request was sent before the stop, and is answered (as the last one).
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // The port is closed from here on (close() stops listening at once; its callback waits for
    // the connections): a later connection is refused, which the line tells an operator watching.
    this.logger.info('stopping: no longer accepting connections');
    for (const unanswered of this.connections.values()) for (const res of unanswered) lastOnConnection(res);
    const everything = Promise.all([closed, this.inFlight.settled(), background]);
    if (await within(everything, graceMs)) return;

    const running = this.inFlight.size;
    this.inFlight.cancel(stopCancellation());
    for (const socket of this.connections.keys()) socket.destroy();
    if (running) this.logger.info(`stopping: cancelled ${running} request(s) still running after ${graceMs} ms`);
    if (!(await within(Promise.all([closed, this.inFlight.settled()]), STOP_CANCEL_WAIT_MS))) {
      this.logger.warn(`stopping with ${this.inFlight.size} cancelled request(s) still running`);
    }
  }
}

/**
 * An answer not yet begun says `Connection: close`, and the connection closes after it: the client
 * sends its next request on a new connection (to another instance behind a load balancer) instead
 * of on one about to close.
 */
function lastOnConnection(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}
