import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config';
import { createDataSource } from '../../src/app/database';
import { type AppServer, createAppServer } from '../../src/http/app';
import { ManualClock } from '../../src/lib/clock';
import type { Limits } from '../../src/core/limits';
import { type Logger, silentLogger } from '../../src/lib/logger';
import { type Services, createServices } from '../../src/services';
import { Mailbox } from './mailbox';
import { MYSQL_URL, REDIS_URL, REQUIRE_ALL, USE_MYSQL } from './services';
import { AnswerChecker } from './openapi-answers';

export interface TestApp {
  services: Services;
  server: AppServer;
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  clock: ManualClock;
  mailbox: Mailbox;
  dataDir: string;
  /** A browser: keeps its cookies between requests. */
  agent(): supertest.Agent;
  /** Checks every REST answer against the OpenAPI document; close() fails on any mismatch. */
  answers: AnswerChecker;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  limits?: Partial<Limits>;
  /** Keep counters and events in Redis (REDIS_URL of the test environment unless env says otherwise). */
  redis?: boolean;
  logger?: Logger;
  /** A second server instance on the same database (for cross-instance tests); not emptied first. */
  sameDatabaseAs?: Pick<TestApp, 'dataDir'>;
  /**
   * Start the background jobs, as the server does, and wait for the search backfill's start check
   * (default true), so that searches read the tables a started server reads.
   */
  startJobs?: boolean;
}

/** Drops every table of the MySQL test database, so each test file starts from the migrations. */
export async function emptyMysql(url: string): Promise<void> {
  const ds = new DataSource({ type: 'mysql', url, timezone: 'Z' });
  await ds.initialize();
  try {
    const rows: { name: string }[] = await ds.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    await ds.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name } of rows) await ds.query(`DROP TABLE IF EXISTS \`${name}\``);
    await ds.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await ds.destroy();
  }
}

/**
 * The whole server on a random port against a fresh database (a temporary SQLite file, or the
 * emptied MySQL/MariaDB test database with DB=mysql), with real SMTP into `mailbox` and a clock the
 * test can move. Scrypt runs at a cheap cost.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared ? shared.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'cm-test-'));
  const mailbox = new Mailbox();
  const smtpUrl = await mailbox.start();
  if (USE_MYSQL && !shared) await emptyMysql(MYSQL_URL);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://localhost:4000',
    SMTP_URL: smtpUrl,
    SCRYPT_LOG_N: '10',
    SEED_DEMO: 'false',
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    ...(USE_MYSQL ? { DATABASE_URL: MYSQL_URL } : {}),
    ...(options.redis ? { REDIS_URL } : {}),
    ...options.env,
  });
  const clock = new ManualClock();
  let services: Services | undefined;
  let server: AppServer | undefined;
  const answers = new AnswerChecker();
  let port: number;
  try {
    services = await createServices(config, {
      clock,
      logger: options.logger ?? silentLogger,
      // Files register many accounts from one address; the register throttle has its own test.
      limits: { registerPerIp: { limit: 10_000, windowMs: 60_000 }, ...options.limits },
      dataSource: createDataSource(config),
    });
    if (options.startJobs ?? true) {
      await services.startBackgroundJobs();
      await services.searchBackfill.checked;
    }
    server = await createAppServer(services, { observeRestAnswer: answers.observe });
    port = await server.listen(0, '127.0.0.1');
    answers.load(
      (await (await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`)).json()) as Record<string, unknown>,
    );
  } catch (err) {
    await server?.close().catch(() => {});
    await services?.close().catch(() => {});
    await mailbox.stop();
    throw err;
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    services: services,
    server: server,
    url,
    port,
    clock,
    mailbox,
    dataDir,
    agent: () => supertest.agent(url),
    answers,
    async close() {
      await server.close();
      await services.close();
      await mailbox.stop();
      if (!shared) fs.rmSync(dataDir, { recursive: true, force: true });
      if (answers.violations.length)
        throw new Error(`REST answers that do not match the OpenAPI document:\n${answers.violations.join('\n')}`);
    },
  };
}

/**
 * Runs a describe block against the test database. test/global-setup.ts probed the services before
 * collection: a missing one skips the block with its reason logged, or, under REQUIRE_ALL=1, turns
 * it into one failing test naming what is missing.
 */
export function describeApp(name: string, body: () => void): void {
  describeNeeding(USE_MYSQL ? ['mysql'] : [], name, body);
}

/** Like describeApp, and Redis must answer too. */
export function describeWithRedis(name: string, body: () => void): void {
  describeNeeding(USE_MYSQL ? ['mysql', 'redis'] : ['redis'], name, body);
}

const LABELS: Record<string, string> = { mysql: `MariaDB/MySQL at ${MYSQL_URL}`, redis: `Redis at ${REDIS_URL}` };

function describeNeeding(needs: string[], name: string, body: () => void): void {
  const missing = needs.filter((n) => process.env[`CM_${n.toUpperCase()}_UP`] !== '1').map((n) => LABELS[n]);
  if (!missing.length) return describe(name, body);
  const reason = `${missing.join(' and ')} not reachable`;
  if (REQUIRE_ALL) {
    describe(name, () => {
      it(`needs ${missing.join(' and ')}`, () => {
        throw new Error(`REQUIRE_ALL=1 but ${reason}`);
      });
    });
    return;
  }
  console.warn(`SKIPPED "${name}": ${reason}`);
  describe.skip(name, body);
}
