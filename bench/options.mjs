// The command line of `npm run bench` (--help prints it): what to seed, which databases, how long
// and how hard to measure. The smoke run replaces the sizes and durations with tiny ones.
import { parseArgs } from 'node:util';

const USAGE = `npm run bench -- [options]
  --size 10k|100k|1M|<n>   products to seed (default 100k)
  --db mariadb|sqlite|both  (default both)
  --duration <s>            seconds a measured run (default 10)
  --warmup <s>              seconds of unmeasured load before each run (default 2)
  --rounds <n>              rounds, app and baseline interleaved (default 3)
  --connections <n>         concurrent connections (default 32)
  --pool <n>                DB_POOL_SIZE of the app and the baseline (default 10, the app's default)
  --datadir <dir>           keep the seeded databases here and reuse them (keyed by size)
  --only <a,b>              only these scenarios (home, category, search (rare), search (common),
                            deep page, detail, wishlist, cached home, page: home, page: detail,
                            cached page: home, cached page: detail)
  --no-single               skip the single-client runs
  --smoke                   tiny and quick (300 products, 1 round, 1 s runs); fails on a wrong answer or a disagreement`;

export const { values: opt } = parseArgs({
  options: {
    size: { type: 'string', default: '100k' },
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    pool: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    datadir: { type: 'string' },
    only: { type: 'string' },
    'no-single': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opt.help) {
  console.log(USAGE);
  process.exit(0);
}

function parseSize(s) {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`--size: expected 10k, 100k, 1M or a number (got "${s}")`);
  return Math.round(Number(m[1]) * { '': 1, k: 1e3, m: 1e6 }[m[2].toLowerCase()]);
}
/** 10000 → "10k", 1000000 → "1M". */
export const sizeLabel = (n) =>
  n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n >= 1e3 && n % 1e3 === 0 ? `${n / 1e3}k` : String(n);

export const options = opt.smoke
  ? { size: 300, dbs: ['mariadb', 'sqlite'], duration: 1, rounds: 1, warmup: 0, connections: 32 }
  : {
      size: parseSize(opt.size),
      dbs: opt.db === 'both' ? ['mariadb', 'sqlite'] : [opt.db],
      duration: Number(opt.duration),
      rounds: Number(opt.rounds),
      warmup: Number(opt.warmup),
      connections: Number(opt.connections),
    };
options.pool = Number(opt.pool);
options.single = !opt['no-single'];
options.only = opt.only ? opt.only.split(',').map((s) => s.trim()) : null;
for (const d of options.dbs)
  if (!['mariadb', 'sqlite'].includes(d)) throw new Error(`--db: mariadb, sqlite or both (got "${d}")`);
