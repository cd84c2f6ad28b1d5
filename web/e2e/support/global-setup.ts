import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { SMTPServer } from 'smtp-server';
import { artifacts, e2ePort, mailDir, repoRoot, skipReason } from './env';

// Starts a real SMTP receiver (each mail saved as a file the specs read) and the built app on a
// fresh database. The function it returns is the teardown: it stops both.
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (skipReason) {
    if (process.env.REQUIRE_ALL === '1')
      throw new Error(`REQUIRE_ALL=1 but the browser journeys cannot run: ${skipReason}`);
    console.warn(`Skipping browser journeys: ${skipReason}`);
    return;
  }
  const server = join(repoRoot, 'graphql-server', 'dist', 'main.js');
  if (!existsSync(server) || !existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it for you).');
  }
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });

  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          join(mailDir, `${Date.now()}-${String(++n).padStart(4, '0')}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const dataDir = join(tmpdir(), `campus-e2e-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The specs read the seeded demo accounts' passwords from there (workers inherit this env).
  process.env.E2E_DATA_DIR = dataDir;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(e2ePort),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SEED_DEMO: 'true', // the roster sample drives the sign-up auto-fill
    // The webhooks journey's receiver listens on loopback.
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    // The server in UTC, as most hosts are, and the browsers of the time-zone journey in India's
    // zone: an absolute time drawn in either machine's own zone would differ at hydration.
    TZ: 'UTC',
    // A render past the deadline answers the plain page (the server suite tests that); the journeys
    // test what a rendered page does, and CI's three lines of tests at once made one take over 1 s.
    SSR_TIMEOUT_MS: process.env.SSR_TIMEOUT_MS ?? '10000',
  };
  if (process.env.DB === 'mysql') {
    env.DATABASE_URL = await freshMysqlDatabase('campus_e2e');
  }
  mkdirSync(artifacts, { recursive: true });
  const log = openSync(join(artifacts, 'e2e-server.log'), 'w');
  const app = spawn(process.execPath, ['--enable-source-maps', server], { env, stdio: ['ignore', log, log] });
  await waitFor(`http://127.0.0.1:${e2ePort}/readyz`, app);
  return async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
    }
    await new Promise<void>((r) => smtp.close(() => r()));
  };
}

async function freshMysqlDatabase(name: string): Promise<string> {
  const base = process.env.E2E_MYSQL_URL ?? 'mysql://campus:campus@127.0.0.1:3306';
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(base);
  await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return `${base}/${name}`;
}

async function waitFor(url: string, app: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  // Set by the exit handler, which TypeScript's narrowing does not see.
  let exited = null as number | null;
  app.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null)
      throw new Error(`The app exited with ${exited} during start; see test-artifacts/e2e-server.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become ready at ${url} within 60 s; see test-artifacts/e2e-server.log`);
}
