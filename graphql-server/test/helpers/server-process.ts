import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from './ws';

const SERVER_DIR = path.join(__dirname, '..', '..');

const SOURCES = path.join(SERVER_DIR, 'src');
const STAMP = path.join(SERVER_DIR, 'dist', '.built-from-sources');

/** The newest modification time under `dir`, in ms. */
function newestChange(dir: string): number {
  let newest = fs.statSync(dir).mtimeMs; // a deleted file changes its folder
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(file) : fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/ from the sources, so a test of the real process never runs a stale build. A build
 * newer than every source is kept: four test files need one, and each build costs 15 s or more.
 * `npm run build` leaves the stamp, dated when it started: a source saved during a build is newer.
 */
export function buildServer(): void {
  const stamp = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  if (stamp > newestChange(SOURCES)) return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process ended. */
  at: number;
}

/**
 * The real server (`node dist/main.js`) as a deployment runs it: its own process, settings from
 * the environment, stopped by signals. Its output is kept line by line.
 */
export class ServerProcess {
  readonly output: string[] = [];
  readonly exited: Promise<Exit>;
  port = 0;

  private constructor(
    private readonly child: ChildProcess,
    readonly dataDir: string,
  ) {
    let partial = '';
    const collect = (chunk: Buffer) => {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      this.output.push(...lines);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
  }

  /** Starts it on a free port in a new DATA_DIR and resolves once it listens. */
  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-process-'));
    const inherited = { ...process.env };
    // Only what this test says: never the test runner's database, Redis, log level or NODE_ENV=test.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL', 'NODE_ENV', 'SEED_DEMO', 'PORT', 'DATA_DIR'])
      delete inherited[name];
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: SERVER_DIR,
      env: { ...inherited, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, dataDir);
    let exited = false;
    void server.exited.then(() => (exited = true));
    // About 1.5 s idle; a loaded machine (load 15 on 2 cores) can take ten times that.
    await until(() => exited || server.output.some((l) => /listening on http:\/\/localhost:\d+/.test(l)), 60_000);
    const line = server.output.find((l) => /listening on http:\/\/localhost:\d+/.test(l));
    if (!line) throw new Error(`the server did not start:\n${server.output.join('\n')}`);
    server.port = Number(/listening on http:\/\/localhost:(\d+)/.exec(line)![1]);
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Resolves once a line of its output matches. */
  async waitForLine(pattern: RegExp): Promise<void> {
    await until(() => this.output.some((l) => pattern.test(l)), 30_000);
  }

  /** Ends it if a test left it running, and removes its DATA_DIR. */
  async cleanUp(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
