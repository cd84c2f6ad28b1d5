import http from 'node:http';
import express from 'express';
import helmet from 'helmet';
import { authRouter } from '../modules/auth/auth.rest';
import { usersRouter } from '../modules/users/users.rest';
import { productsRouter } from '../modules/products/products.rest';
import { notificationsRouter } from '../modules/notifications/notifications.rest';
import { rolesRouter } from '../modules/roles/roles.rest';
import { localUploadsDir } from '../modules/uploads/storage';
import { uploadsRouter } from '../modules/uploads/uploads.rest';
import { uploadsStatic } from '../modules/uploads/uploads.static';
import { graphqlSchema } from '../schema';
import type { Services } from '../services';
import { createApollo } from './apollo';
import { requestContext } from './request-context';
import { restCsrfGuard, restErrorHandler } from './rest-support';
import { graphiqlPage, webApp } from './static-web';
import { attachGraphQLWs } from './ws';

const BODY_LIMIT = '100kb';

export interface AppServer {
  app: express.Express;
  httpServer: http.Server;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/** The whole HTTP surface on one port: REST bridge, GraphQL (HTTP and ws), GraphiQL, health, the web app. */
export async function createAppServer(services: Services): Promise<AppServer> {
  const { config, logger } = services;
  const app = express();
  const httpServer = http.createServer(app);
  const schema = await graphqlSchema();

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const secure = config.publicUrl.startsWith('https:');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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

  // Before Apollo: a browser opening /graphql gets the IDE, not a CSRF error in JSON.
  app.get('/graphql', graphiqlPage(config.webDist));

  const context = requestContext(services);

  const api = express.Router();
  api.use(restCsrfGuard(config.allowedOrigins));
  api.use(express.json({ limit: BODY_LIMIT }));
  api.use(context);
  api.use(authRouter(services));
  api.use('/user', usersRouter(services));
  api.use(uploadsRouter(services));
  api.use('/product', productsRouter(services));
  api.use('/notification', notificationsRouter(services));
  api.use('/moderation', rolesRouter(services));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
  });
  api.use(restErrorHandler(config.isProduction, logger));
  app.use('/api/v1', api);

  const { apollo, handler } = await createApollo(services, schema, httpServer);
  app.use('/graphql', express.json({ limit: BODY_LIMIT }), context, handler);

  app.use('/uploads', uploadsStatic(localUploadsDir(config)));
  app.use(webApp(config.webDist));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
  });
  app.use(restErrorHandler(config.isProduction, logger));

  const ws = attachGraphQLWs(services, schema, httpServer);

  return {
    app,
    httpServer,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const addr = httpServer.address();
          resolve(typeof addr === 'object' && addr ? addr.port : port);
        });
      });
    },
    async close() {
      await ws.close();
      // Apollo's drain plugin closes the HTTP server and waits for requests in flight.
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
