// Test code only (test/migrations.crash.test.ts): runs the built app's migrations as a start does
// (dist/app/database.js, settings from the environment) and SIGKILLs its own process right after
// statement KILL_AFTER_STATEMENT has completed, so a start is cut short at an exact point. Without
// it, the run completes and prints each statement it ran, numbered, one a line (its first 120
// characters, blanks folded), so a test can choose where to cut.
require('reflect-metadata');
const path = require('node:path');

const dist = path.join(__dirname, '..', '..', 'dist');
const { loadConfig } = require(path.join(dist, 'config.js'));
const { createDataSource } = require(path.join(dist, 'app', 'database.js'));
const { openDatabase } = require(path.join(dist, 'db', 'data-source.js'));

const killAfter = Number(process.env.KILL_AFTER_STATEMENT || 0);
let statements = 0;
const ds = createDataSource(loadConfig());
const createQueryRunner = ds.createQueryRunner.bind(ds);
ds.createQueryRunner = (...args) => {
  const runner = createQueryRunner(...args);
  if (!runner.countedForKill) {
    runner.countedForKill = true;
    const query = runner.query.bind(runner);
    runner.query = async (...q) => {
      const result = await query(...q);
      if (++statements === killAfter) process.kill(process.pid, 'SIGKILL');
      if (!killAfter) process.stdout.write(`${statements}\t${String(q[0]).replace(/\s+/g, ' ').slice(0, 120)}\n`);
      return result;
    };
  }
  return runner;
};
openDatabase(ds).then(() => ds.destroy());
