import { checkSearchTables, checkReport } from '../modules/search';
import { runCliWithoutMigrating } from '../cli';

const USAGE =
  'usage: npm run search:check [-- --repair] [--range-size=N]  (compares the search tables with the products; --repair rebuilds the id ranges that differ)';

// Opened without migrating: it must work on a database restored from an older backup, before the app's next start.
runCliWithoutMigrating(USAGE, async (db, args) => {
  const repair = args.includes('--repair');
  const sized = args.find((a) => a.startsWith('--range-size='));
  const rangeSize = sized ? Number(sized.slice('--range-size='.length)) : undefined;
  const unknown = args.filter((a) => a !== '--repair' && a !== sized);
  if (unknown.length || (rangeSize !== undefined && !(Number.isInteger(rangeSize) && rangeSize > 0))) {
    console.error(USAGE);
    return 2;
  }
  const { lines, ok } = checkReport(await checkSearchTables(db, { repair, rangeSize }));
  for (const line of lines) console.log(line);
  return ok ? 0 : 1;
});
