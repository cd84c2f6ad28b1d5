// Waiting for a service the cluster started: polls a check until it holds, failing early when the
// service's process has exited (its log then says why).
import { sleep } from '../lib/processes.mjs';

/** Resolves once `check()` holds within `ms` (a throw counts as not yet); `proc` is the service's process. */
export async function waitFor(what, check, ms, proc) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    if (proc && proc.exitCode !== null)
      throw new Error(`${what}: the process exited (code ${proc.exitCode}); see ${proc.logFile}`);
    try {
      if (await check()) return;
    } catch (err) {
      last = err;
    }
    await sleep(200);
  }
  throw new Error(
    `${what} did not come up within ${ms / 1000} s${last ? ` (${last.message})` : ''}${proc ? `; see ${proc.logFile}` : ''}`,
  );
}

/** A check for waitFor: `url` answers 2xx. */
export const httpOk = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
