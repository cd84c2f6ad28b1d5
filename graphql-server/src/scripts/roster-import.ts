import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../cli';

const USAGE = 'usage: npm run roster:import -- FILE.csv   (lines: collegeId,name; a header line is allowed)';

runCli(USAGE, async (services, [file]) => {
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  // npm runs workspace scripts in graphql-server/; a relative path means the caller's directory.
  const base = process.env.INIT_CWD ?? process.cwd();
  const full = path.resolve(base, file);
  const result = await services.roster.importCsv(fs.readFileSync(full, 'utf8'));
  console.log(
    `roster import from ${full}: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged, ${result.rejected.length} rejected`,
  );
  for (const line of result.rejected) console.log(`  ${line}`);
  return result.rejected.length ? 1 : 0;
});
