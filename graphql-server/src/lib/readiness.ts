/** /readyz answers within this (a load balancer's probe gives up after a few seconds; the issue asks for 2 s). */
export const READY_TIMEOUT_MS = 1500;

/**
 * A readiness check that always answers within `timeoutMs`: past it, "not ready". While a check
 * is still running (a frozen database does not answer), callers wait on that same check instead
 * of starting another, so probes never pile up connections on a database that is not answering.
 * A check still hanging after `staleMs` is left behind and a fresh one started, so one lost reply
 * cannot keep the instance "not ready" after the database came back.
 */
export function boundedProbe(
  check: () => Promise<unknown>,
  timeoutMs = READY_TIMEOUT_MS,
  staleMs = 20 * timeoutMs,
): () => Promise<boolean> {
  let running: { result: Promise<boolean>; startedAt: number } | null = null;
  return () => {
    if (!running || Date.now() - running.startedAt > staleMs) {
      const current = {
        result: check().then(
          () => true,
          () => false,
        ),
        startedAt: Date.now(),
      };
      running = current;
      void current.result.then(() => {
        if (running === current) running = null;
      });
    }
    const { result } = running;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      void result.then((ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
    });
  };
}
