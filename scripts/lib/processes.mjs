// Process helpers shared by the scripts that start their own servers (the cluster, the bench,
// Lighthouse): free loopback ports, tracked children, and stopping exactly those children.
import net from 'node:net';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A loopback port nothing listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Labels a spawned child and gives it `exited`, a promise of its exit code and signal. */
export function watchExit(child, label) {
  child.label = label;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.on('error', () => {});
  return child;
}

export const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/**
 * SIGKILL for `child` and, when it leads a process group of its own (spawned `detached`), for
 * that group too, so that its workers (nginx's) do not outlive it.
 */
function killHard(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // No such group (the child was not spawned detached) or it is gone already.
  }
  try {
    process.kill(child.pid, 'SIGKILL');
  } catch {
    // Gone already (ESRCH): nothing left to kill.
  }
}

/** `signal` (SIGTERM), then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopChild(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!child || !isRunning(child)) return;
  try {
    process.kill(child.pid, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => killHard(child), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Last resort on process exit: SIGKILL whatever of `children` still runs (synchronous). */
export function killAllSync(children) {
  for (const c of children) if (isRunning(c)) killHard(c);
}

/**
 * On the first SIGINT or SIGTERM runs `stop(signal)` once, then exits with the code it returns
 * (default 130 for SIGINT, 143 for SIGTERM). The same signal again within 0.5 s is the same request
 * (under npm, Ctrl-C reaches this process from the terminal and again from npm); any later signal
 * exits at once, leaving the rest to the 'exit' handlers.
 */
export function onStopSignal(stop) {
  let first = null;
  const handle = async (signal) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (first) {
      if (first.signal === signal && Date.now() - first.at < 500) return;
      process.exit(code);
    }
    first = { signal, at: Date.now() };
    let exitCode = code;
    try {
      exitCode = (await stop(signal)) ?? code;
    } finally {
      process.exit(exitCode);
    }
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
