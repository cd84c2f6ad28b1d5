import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../src/db/migrations';
import { type TestApp, createTestApp, describeApp, emptyMysql } from './helpers/app';
import { MYSQL_URL, USE_MYSQL } from './helpers/services';

describeApp('instances started together on an empty database', () => {
  let apps: TestApp[] = [];
  let dataDir: string;
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrate one after the other: all three come up ready and each migration ran once', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-migrate-'));
    if (USE_MYSQL) await emptyMysql(MYSQL_URL);
    const started = await Promise.allSettled([1, 2, 3].map(() => createTestApp({ sameDatabaseAs: { dataDir } })));
    apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(started.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([]);
    for (const app of apps) expect((await app.agent().get('/readyz')).status).toBe(200);
    const rows: { name: string }[] = await apps[0].services.db.query('SELECT name FROM migrations');
    expect(rows.map((r) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort());
  });
});
