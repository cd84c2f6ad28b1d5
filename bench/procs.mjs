// The processes the bench starts (mariadbd, app instances, baselines), tracked by pid so that an
// error, Ctrl-C or the end of the run stops exactly these and nothing else.
import { killAllSync as killSync, stopChild, watchExit } from '../scripts/lib/processes.mjs';

export { freePort, sleep, stopChild } from '../scripts/lib/processes.mjs';

const children = new Set();

/** Registers a spawned child; it leaves the registry when it exits. */
export function track(child, label) {
  watchExit(child, label);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Stops every tracked process, the database last (apps close their pools first). */
export async function stopAll() {
  const list = [...children];
  await Promise.all(list.filter((c) => c.label !== 'mariadbd').map((c) => stopChild(c)));
  await Promise.all(list.filter((c) => c.label === 'mariadbd').map((c) => stopChild(c, { graceMs: 60_000 })));
}

/** Last resort on process exit: SIGKILL whatever still runs (synchronous). */
export const killAllSync = () => killSync(children);
