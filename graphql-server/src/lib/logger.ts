import { format } from 'node:util';
import pino from 'pino';
import { currentRequest } from './request-scope';

/**
 * The server's logger as the code sees it: a message, and optionally a plain object of fields
 * (`logger.info('request', { status: 200 })`). Tests use `silentLogger`; the server uses
 * `createLogger`, JSON lines through pino.
 */
export interface Logger {
  info(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  level?: LogLevel;
  /** `json` (one JSON object a line); `pretty` (one readable line, for a developer's terminal). */
  format?: LogFormat;
  /** Where lines go (default stdout). Tests pass a collector. */
  destination?: { write(line: string): unknown };
}

/** `pretty` on a developer's terminal, `json` everywhere else (files, pipes, containers, production). */
export function defaultLogFormat(isProduction: boolean, stream: { isTTY?: boolean } = process.stdout): LogFormat {
  return !isProduction && stream.isTTY ? 'pretty' : 'json';
}

/**
 * JSON lines: `{"level":"info","time":"…","reqId":"…","msg":"…",…}`. A line written while a
 * request is being handled (a service warning, a database error) carries that request's id,
 * taken from the request scope (lib/request-scope.ts), so no call site passes it.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? 'info';
  const out = options.destination ?? pino.destination({ dest: 1, sync: true });
  const destination = options.format === 'pretty' ? prettyStream(out) : out;
  const log = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest();
        return request ? { reqId: request.id } : {};
      },
    },
    destination,
  );
  const write =
    (method: 'info' | 'warn' | 'error') =>
    (message: string, ...rest: unknown[]) => {
      if (!log.isLevelEnabled(method)) return;
      const fields: Record<string, unknown> = {};
      const extra: unknown[] = [];
      for (const value of rest) {
        if (value instanceof Error)
          fields.err = value; // pino's serializer: type, message, stack
        else if (isPlainObject(value)) Object.assign(fields, value);
        else extra.push(value);
      }
      log[method](fields, extra.length ? format(message, ...extra) : message);
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const PRETTY_SKIP = new Set(['level', 'time', 'pid', 'msg', 'reqId', 'err']);

/** One readable line per JSON line: `12:01:02 INFO  [reqId] message key=value …` (no extra dependency). */
function prettyStream(out: { write(line: string): unknown }) {
  return {
    write(line: string) {
      let obj: Record<string, unknown>;
      try {
        obj = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const time = typeof obj.time === 'string' ? obj.time.slice(11, 19) : '';
      const level = text(obj.level).toUpperCase().padEnd(5);
      const id = obj.reqId ? ` [${text(obj.reqId).slice(0, 8)}]` : '';
      const rest = Object.entries(obj)
        .filter(([k]) => !PRETTY_SKIP.has(k))
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' ');
      const err = obj.err as { stack?: unknown } | undefined;
      const stack = typeof err?.stack === 'string' ? `\n${err.stack}` : '';
      out.write(`${time} ${level}${id} ${text(obj.msg)}${rest ? ` ${rest}` : ''}${stack}\n`);
    },
  };
}

/** Standalone tools and code paths without a configured logger: info level, JSON unless on a terminal. */
export const consoleLogger: Logger = (() => {
  let logger: Logger | undefined; // made on first use: importing this module opens nothing
  const get = () => (logger ??= createLogger({ format: defaultLogFormat(process.env.NODE_ENV === 'production') }));
  return {
    info: (m, ...r) => get().info(m, ...r),
    warn: (m, ...r) => get().warn(m, ...r),
    error: (m, ...r) => get().error(m, ...r),
  };
})();

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** A log field as text: a string as is, nothing as empty, anything else as JSON. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
