import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger';
import type { Metrics } from '../lib/metrics';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * GET /metrics on the main port. Not public: without METRICS_TOKEN it answers 404 (as if it were
 * not there; the web app's client-side routes must not swallow it either), and with it only a
 * request carrying `Authorization: Bearer <METRICS_TOKEN>` gets the metrics (else 401).
 */
export function metricsOnMainPort(metrics: Metrics, token: string | null): RequestHandler {
  const expected = token ? digest(token) : null;
  return async (req, res, next) => {
    if (!expected) {
      res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    // Compared as digests: constant time whatever the length of what was sent.
    if (!match || !timingSafeEqual(digest(match[1]), expected)) {
      res
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .status(401)
        .json({ message: 'Unauthorized', error: 'UNAUTHORIZED' });
      return;
    }
    try {
      const { contentType, body } = await metrics.render();
      res.set('Cache-Control', 'no-store').type(contentType).send(body);
    } catch (err) {
      next(err);
    }
  };
}

/**
 * METRICS_PORT: a listener of its own that answers GET /metrics and nothing else, without a token:
 * it is kept private by where it listens (METRICS_HOST, 127.0.0.1 unless set) and by the network.
 */
export function createMetricsServer(metrics: Metrics, logger: Logger): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: Error) => {
        logger.error(`metrics: ${err.stack ?? err}`);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
      },
    );
  });
}
