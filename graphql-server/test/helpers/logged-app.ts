import { createLogger } from '../../src/lib/logger';
import { type TestAppOptions, createTestApp } from './app';

/** A log line, as JSON. */
export interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

/** A test app whose logger is the real one (pino, JSON lines), writing into `lines`. */
export async function loggedApp(options: TestAppOptions = {}) {
  const raw: string[] = [];
  const logger = createLogger({
    level: 'info',
    format: 'json',
    destination: { write: (line: string) => raw.push(line) },
  });
  const app = await createTestApp({ ...options, logger });
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  return { app, raw, lines };
}

/** The request lines of one request id. */
export function requestLines(lines: LogLine[], reqId: string): LogLine[] {
  return lines.filter((l) => l.msg === 'request' && l.reqId === reqId);
}
