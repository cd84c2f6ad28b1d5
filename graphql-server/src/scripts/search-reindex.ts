import { withoutStatementLimit } from '../db/work-context';
import { rebuildSearchIndex } from '../modules/search';
import { runCli } from '../cli';

const USAGE =
  "usage: npm run search:reindex (rebuilds MySQL/MariaDB's search table from products, e.g. after a bulk load)";

runCli(USAGE, async (services) => {
  const started = Date.now();
  // Rebuilding a million rows takes about a minute, far past a request's statement time limit.
  const n = await withoutStatementLimit(() => rebuildSearchIndex(services.db));
  console.log(
    services.db.options.type === 'mysql'
      ? `Indexed ${n} approved products in ${Date.now() - started} ms.`
      : 'SQLite: the search index follows products by itself; nothing to do.',
  );
  return 0;
});
