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

/** `signal` (SIGTERM), then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopChild(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!child || !isRunning(child)) return;
  try {
    process.kill(child.pid, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {}
  }, graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Last resort on process exit: SIGKILL whatever of `children` still runs (synchronous). */
export function killAllSync(children) {
  for (const c of children) {
    if (isRunning(c)) {
      try {
        process.kill(c.pid, 'SIGKILL');
      } catch {}
    }
  }
}
