import http from 'node:http';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { moduleHandlers } from '../app/modules';
import { graphqlSchema } from '../schema';
import type { Services } from '../services';
import { createApollo } from './apollo';
import { graphqlGet } from './graphql-get';
import { bearerContext, requestContext } from './request-context-middleware';
import { BODY_LIMIT, restErrorHandler } from './rest-support';
import { type RestAnswerObserver, restApi } from './rest-api';
import { apiDocsPage } from './api-docs';
import { ssrPages } from './ssr-pages';
import { ssrNotFound } from './ssr-not-found';
import { templateReader } from './built-files';
import { createRenderer } from './ssr-render';
import { inlineScriptHashes } from './inline-scripts';
import { graphiqlPage, webApp, withTimeZone } from './static-web';
import { attachGraphQLWs } from './graphql-ws-server';
import { compileTrust } from './client-address';
import { requestLog } from './request-log';
import { createMetricsServer, metricsOnMainPort } from './metrics-endpoint';
import { SERVER_TIMEOUTS } from './server-timeouts';
import { HttpDrain } from './drain';
import { InFlight } from '../lib/in-flight';
import { createPublicCache } from './public-cache';
import { bodyReadByFront } from './public-cache-body';
import { persistedQueryCheck } from './persisted-documents';
import { apiCors } from './api-cors';

export interface AppServerOptions {
  /** Sees every JSON answer of the REST bridge: the tests validate each against the OpenAPI document. */
  observeRestAnswer?: RestAnswerObserver;
}

export interface AppServer {
  app: express.Express;
  httpServer: http.Server;
  /** Listens on `port` (and on METRICS_PORT when set); answers the main port. */
  listen(port: number, host?: string): Promise<number>;
  /** The metrics listener's port once listening (METRICS_PORT; null when not configured). */
  readonly metricsPort: number | null;
  close(): Promise<void>;
  /** Loads the landing pages' server bundle now, so the first visitor's page does not wait for it. */
  warmPages(): Promise<boolean>;
}

/** The whole HTTP surface on one port: REST bridge, GraphQL (HTTP and ws), GraphiQL, health, the web app. */
export async function createAppServer(services: Services, options: AppServerOptions = {}): Promise<AppServer> {
  const { config, logger } = services;
  const app = express();
  // Anonymous public lists are answered in front of Express when cached (public-cache.ts).
  const publicCache = createPublicCache(services);
  // Idle, headers and request timeouts longer than a reverse proxy's (server-timeouts.ts).
  const httpServer = http.createServer(SERVER_TIMEOUTS, publicCache ? publicCache.front(app) : app);
  const schema = await graphqlSchema();

  app.disable('x-powered-by');
  // One rule for the client address: graphql-ws (graphql-ws-server.ts) uses the same compiled function.
  app.set('trust proxy', compileTrust(config.trustProxy));
  // First: the request id (X-Request-Id), the one log line and latency metric per request, and the
  // disconnect signal that abandons a gone client's database work.
  // Every request counts as work in flight until it is done, which a stop waits for (drain.ts).
  const inFlight = new InFlight();
  const drain = new HttpDrain(httpServer, inFlight, logger);
  app.use(requestLog(logger, services.metrics, config.logLevel, inFlight));
  const secure = config.publicUrl.startsWith('https:');
  const template = templateReader(path.join(config.webDist, 'index.html'));
  const inlineScripts = inlineScriptHashes(template);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", () => inlineScripts()],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: secure,
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ok = await services.ready();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable' });
  });
  // Prometheus metrics: 404 here unless METRICS_TOKEN is set (then a bearer token); see METRICS_PORT.
  app.get('/metrics', metricsOnMainPort(services.metrics, config.metricsToken));

  // Before Apollo: a browser opening /graphql gets the IDE, not a CSRF error in JSON.
  app.get('/graphql', graphiqlPage(config.webDist));

  const context = requestContext(services);
  // A bearer token first, before any body is read: a bad one answers 401 whatever the body is.
  const bearer = bearerContext(services);
  // Bearer calls from the pages of API_CORS_ORIGINS (none by default) get CORS; cookie calls never.
  const cors = apiCors(config.apiCorsOrigins);

  app.use('/api/v1', restApi(services, { bearer, context, cors, observe: options.observeRestAnswer }));
  app.use('/api/docs', apiDocsPage());

  const { apollo, handler } = await createApollo(services, schema);
  app.use(
    '/graphql',
    cors,
    graphqlGet,
    bearer,
    bodyReadByFront,
    express.json({ limit: BODY_LIMIT }),
    context,
    persistedQueryCheck,
    handler,
  );

  // The modules' own handlers outside /api/v1 (the uploaded images under /uploads).
  for (const { path: at, handler } of moduleHandlers(services)) app.use(at, handler);
  const renderer = createRenderer(services, apollo);
  const pages = {
    // A render that falls back to the shell still names the campus's zone (static-web.ts).
    template: () => {
      const html = template();
      return html === null ? null : withTimeZone(html, config.timeZone);
    },
    render: renderer.render,
    status: renderer.status,
    context,
    previews: services.linkPreviews,
    logger,
  };
  app.use(ssrPages(pages));
  // Paths that are no page of the web's route table: 404 (ssr-not-found.ts), after the static files.
  app.use(webApp(config.webDist, { timeZone: config.timeZone, unknownPages: ssrNotFound(pages) }));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
  });
  app.use(restErrorHandler(logger));

  const ws = attachGraphQLWs(services, schema, httpServer);
  const metricsServer = config.metricsPort === null ? null : createMetricsServer(services.metrics, logger);
  let metricsPort: number | null = null;

  return {
    app,
    httpServer,
    get metricsPort() {
      return metricsPort;
    },
    warmPages: renderer.available,
    async listen(port, host) {
      if (metricsServer && !metricsServer.listening)
        metricsPort = await listenOn(metricsServer, config.metricsPort!, config.metricsHost);
      return listenOn(httpServer, port, host);
    },
    async close() {
      // Together, and ws first: its sockets are sent 1001 ("going away", so clients reconnect
      // elsewhere) before the drain ends every connection. The drain (drain.ts) stops accepting
      // connections, closes idle keep-alive ones at once, waits for requests' work (a gone
      // client's too) and background work, and cancels what still runs after STOP_GRACE_MS.
      // Both are bounded, so close() is too. GraphQL and the cache's invalidation stop after it,
      // so no request still running finds them gone.
      await Promise.all([ws.close(), drain.stop(config.stopGraceMs, services.background.drain())]);
      publicCache?.close();
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      if (metricsServer?.listening) {
        const closed = new Promise<void>((resolve) => metricsServer.close(() => resolve()));
        metricsServer.closeAllConnections();
        await closed;
      }
    },
  };
}

/** Listens and answers the port bound (the one asked for, or the free one picked for port 0). */
function listenOn(server: http.Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}
