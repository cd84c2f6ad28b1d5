/** A tiny logger: the tests silence it, production keeps it to one line per event. */
export interface Logger {
  info(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

export const consoleLogger: Logger = {
  info: (m, ...r) => console.log(m, ...r),
  warn: (m, ...r) => console.warn(m, ...r),
  error: (m, ...r) => console.error(m, ...r),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
