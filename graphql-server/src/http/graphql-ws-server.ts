import type { IncomingMessage, Server } from 'node:http';
import { type GraphQLError, type GraphQLSchema, getOperationAST, specifiedRules } from 'graphql';
import { CloseCode, MessageType, handleProtocols, makeServer } from 'graphql-ws';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { GraphQLContext } from '../graphql-context';
import type { Services } from '../services';
import { clientAddress, compileTrust } from './client-address';
import { noCookies, readCookie, secureCookies, sessionCookieName } from './cookies';
import { limitRules } from './graphql-limits';
import { formatGraphQLError } from './graphql-errors';
import { originAllowed } from './origin';
import { SocketSlots, WS_CLOSE_TOO_MANY_CONNECTIONS } from './ws-caps';
import { WS_CLOSE_WAIT_MS } from './server-timeouts';
import { clientError, prepareSubscription } from './ws-operation';
import { loggableOperationName as loggableName, requestIdOf } from './request-log';
import { runInScope } from '../lib/request-scope';
import { bearerOnly, countTokenCall, scopedSubscribe, wsBearer } from './ws-bearer';
import { TokenSockets } from './ws-token-sockets';

/** Largest graphql-ws message accepted; a subscription document is small. */
export const WS_MAX_PAYLOAD = 16 * 1024;

/** A socket that answers no ping within this long is dropped (graphql-ws's own default). */
const KEEPALIVE_MS = 12_000;

/** Messages only a server sends: from a client they are a protocol mistake (close 4400), not our bug. */
const SERVER_ONLY_MESSAGES = new Set<string>([MessageType.ConnectionAck, MessageType.Next, MessageType.Error]);

interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
  /** The client's address, by the same TRUST_PROXY rule as req.ip on HTTP. */
  address: string;
  ctx?: GraphQLContext;
  /** Set once the socket holds one of its user's slots. */
  userId?: string;
  /** The subscriptions accepted and not yet completed, by id: their operation name and start (for the log). */
  active: Map<string, { operationName: string | null; started: number }>;
  /** The upgrade request's X-Request-Id (or a new one): every log line of this socket carries it. */
  requestId: string;
}

/**
 * graphql-ws on the HTTP server's /graphql: the Origin is checked on upgrade, the session cookie
 * authenticates the connection, and every operation gets the same validation and error codes as
 * over HTTP. Only subscriptions are accepted (queries and mutations go over HTTP, where CSRF
 * prevention applies).
 *
 * Caps (settings; docs/product.md#limits): WS_MAX_SOCKETS_PER_ADDRESS open sockets per client address and
 * WS_MAX_SOCKETS_PER_USER per signed-in user, refused with close code 4429; and
 * WS_MAX_SUBSCRIPTIONS_PER_SOCKET open subscriptions per socket, past which a subscribe is answered
 * with an error frame (RATE_LIMITED) before its document is even parsed.
 *
 * The socket plumbing is ours rather than graphql-ws's `useServer` so that client mistakes
 * (oversized frames, server-only message types) are closed without a stack trace in the log, and
 * no close reason ever carries internal error text.
 */
export function attachGraphQLWs(services: Services, schema: GraphQLSchema, httpServer: Server) {
  const { config, logger } = services;
  const wss = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: WS_MAX_PAYLOAD,
    handleProtocols: (protocols) => handleProtocols(protocols),
    // Pages of API_CORS_ORIGINS may connect too, with an API token only (ws-bearer.ts).
    verifyClient: ({ req }: { req: IncomingMessage }) =>
      originAllowed(req, config.allowedOrigins, 'http') ||
      bearerOnly(req, config.allowedOrigins, config.apiCorsOrigins),
  });
  const format = formatGraphQLError(config.isProduction, logger);
  const rules = [...specifiedRules, ...limitRules];
  const trust = compileTrust(config.trustProxy);
  const cookieName = sessionCookieName(secureCookies(config.publicUrl));
  const perAddress = new SocketSlots(config.wsMaxSocketsPerAddress);
  const perUser = new SocketSlots(config.wsMaxSocketsPerUser);
  const maxSubscriptions = config.wsMaxSubscriptionsPerSocket;
  const tokenSockets = new TokenSockets(services.pubsub, services.clock);
  // Accepted sockets (under their address's cap), for the graphql_ws_* gauges.
  const open = new Set<SocketExtra>();
  services.metrics.ws = () => {
    let subscriptions = 0;
    for (const e of open) subscriptions += e.active.size;
    return { connections: open.size, subscriptions };
  };
  // One id per socket, echoed on the upgrade answer like X-Request-Id on HTTP.
  const requestIds = new WeakMap<IncomingMessage, string>();
  const requestIdFor = (req: IncomingMessage) => {
    let id = requestIds.get(req);
    if (!id) requestIds.set(req, (id = requestIdOf(req)));
    return id;
  };
  wss.on('headers', (headers, req) => {
    headers.push(`X-Request-Id: ${requestIdFor(req)}`);
  });

  const server = makeServer<Record<string, unknown>, SocketExtra>({
    schema,
    onConnect: async ({ extra, connectionParams }) => {
      const bearer = await wsBearer(services, extra.socket, extra.request, connectionParams);
      if (bearer.kind === 'refused') return false;
      const resolved =
        bearer.kind === 'cookie' ? await services.sessions.resolve(readCookie(extra.request, cookieName)) : null;
      // Gone while the session was looked up: nothing to hold a slot for.
      if (extra.socket.readyState !== WebSocket.OPEN) return false;
      const user = bearer.kind === 'token' ? bearer.user : (resolved?.user ?? null);
      if (user) {
        if (!perUser.acquire(user.id)) {
          extra.socket.close(WS_CLOSE_TOO_MANY_CONNECTIONS, 'Too many open connections for this account');
          return false;
        }
        extra.userId = user.id;
      }
      extra.ctx = {
        services,
        ip: extra.address,
        userAgent: extra.request.headers['user-agent'] ?? null,
        session: resolved?.session ?? null,
        user,
        cookies: noCookies,
        token: bearer.kind === 'token' ? bearer.token : null,
      };
      if (bearer.kind === 'token') tokenSockets.add(bearer.token, extra.socket);
      return true;
    },
    onSubscribe: ({ extra }, id, payload) => {
      // Checked first, so a refused subscribe costs no parsing and holds nothing.
      const operationName = loggableName(payload?.operationName);
      if (extra.active.size >= maxSubscriptions) {
        logger.info('graphql-ws subscribe refused', { opId: id, operationName, code: 'RATE_LIMITED' });
        return [
          clientError('RATE_LIMITED', `Too many subscriptions on this connection: at most ${maxSubscriptions} at once`),
        ];
      }
      const refused = (errors: GraphQLError[]) => {
        logger.info('graphql-ws subscribe refused', {
          opId: id,
          operationName,
          code: errors[0]?.extensions.code ?? null,
        });
        return errors;
      };
      const prepared = scopedSubscribe(
        schema,
        prepareSubscription(schema, rules, config.isProduction, payload, extra.ctx),
        extra.ctx,
      );
      if (Array.isArray(prepared)) return refused(prepared);
      // Held at once (synchronously), so a burst of subscribes cannot pass the cap above together.
      const named =
        operationName ?? loggableName(getOperationAST(prepared.document, prepared.operationName)?.name?.value);
      extra.active.set(id, { operationName: named, started: performance.now() });
      const token = extra.ctx?.token;
      if (!token) return prepared;
      // A bearer connection's subscribe counts against its token's rate (ws-bearer.ts).
      return countTokenCall(services, token).then((errors) => {
        if (!errors) return prepared;
        extra.active.delete(id);
        return refused(errors);
      });
    },
    // Every accepted subscription ends here: completed by the client, ended by the server, or its socket closed.
    onComplete: ({ extra }, id) => {
      const op = extra.active.get(id);
      extra.active.delete(id);
      // The subscription's one line, when it ends (completed by the client or the server, or its socket closed).
      if (op)
        logger.info('graphql-ws subscription', {
          opId: id,
          operationName: op.operationName,
          operationType: 'subscription',
          ms: Math.round(performance.now() - op.started),
        });
    },
    onError: (_c, _id, _payload, errors) => errors.map((e) => format(e.toJSON(), errorSource(e))),
    onNext: (_c, _id, _payload, _args, result) =>
      result.errors ? { ...result, errors: result.errors.map((e) => format(e.toJSON(), e)) } : undefined,
  });

  wss.on('connection', (socket, request) => {
    const address = clientAddress(request, trust);
    // ws reports a client's broken or oversized frame here, then closes the socket itself (1002/1009).
    socket.on('error', (err: Error & { code?: string }) => {
      logger.info(
        `graphql-ws: dropped a connection from ${address}: ${err.message}${err.code ? ` (${err.code})` : ''}`,
      );
    });
    if (!perAddress.acquire(address)) {
      socket.close(WS_CLOSE_TOO_MANY_CONNECTIONS, 'Too many open connections from this address');
      return;
    }
    const extra: SocketExtra = { socket, request, address, active: new Map(), requestId: requestIdFor(request) };
    const scope = { request: { id: extra.requestId } };
    const openedAt = performance.now();
    open.add(extra);

    let pongWait: NodeJS.Timeout | null = null;
    const keepalive = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEPALIVE_MS);
      socket.once('pong', () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, KEEPALIVE_MS);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== WebSocket.OPEN) return resolve();
            socket.send(data, (err) => (err ? reject(err) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) => {
          const receive = async (data: RawData) => {
            const text = messageText(data);
            if (sentByServerOnly(text)) {
              socket.close(CloseCode.BadRequest, 'Invalid message received');
              return;
            }
            try {
              // In the socket's scope: every line this message causes carries its request id.
              await runInScope(scope, () => handle(text));
            } catch (err) {
              logger.error(`graphql-ws: ${(err as Error)?.stack ?? String(err)}`);
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            }
          };
          // Not awaited by ws: receive logs its own errors and closes the socket on them.
          socket.on('message', (data) => void receive(data));
        },
      },
      extra,
    );

    socket.once('close', (code, reason) => {
      clearInterval(keepalive);
      if (pongWait) clearTimeout(pongWait);
      perAddress.release(address);
      if (extra.userId) perUser.release(extra.userId);
      open.delete(extra);
      // The connection's one line (like an HTTP request's): its close code as status, its lifetime.
      runInScope(scope, () =>
        logger.info('graphql-ws connection', {
          path: '/graphql',
          status: code,
          ms: Math.round(performance.now() - openedAt),
          ip: address,
        }),
      );
      closed(code, String(reason)).catch((err: Error) => logger.error(`graphql-ws close: ${err?.stack ?? err}`));
    });
  });

  return {
    wss,
    /**
     * 1001 ("going away") to every socket, so clients reconnect (to another instance behind the
     * proxy); a client that does not answer the close frame within WS_CLOSE_WAIT_MS is cut.
     */
    async close() {
      await tokenSockets.stop();
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      const cut = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, WS_CLOSE_WAIT_MS);
      await closed;
      clearTimeout(cut);
    },
  };
}

/**
 * An error a subscription's stream threw reaches onError wrapped by graphql-ws (no path); the
 * original decides its code (an AppError keeps its own) and is what gets logged when it is ours.
 */
function errorSource(e: GraphQLError): unknown {
  return !e.path && e.originalError ? e.originalError : e;
}

function sentByServerOnly(text: string): boolean {
  try {
    const message = JSON.parse(text) as { type?: unknown } | null;
    return typeof message?.type === 'string' && SERVER_ONLY_MESSAGES.has(message.type);
  } catch {
    return false; // graphql-ws answers malformed JSON itself (close 4400)
  }
}

/** A message's text: ws hands each message as one Buffer (binaryType "nodebuffer", its default). */
function messageText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8');
}
