#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile profile, the default) on the home, category, search
// and product pages of the built app, started here on a free port with a fresh SQLite database and
// the demo seed. Prints performance and accessibility per page and writes them to
// the Lighthouse section of docs/performance.md (the rest of that file belongs to `npm run bench`).
// Uses the system Chromium (CHROME_PATH, else /usr/bin/chromium); never downloads a browser.
// Fails when a page's accessibility is below 100. Each page's full report is kept as JSON in
// test-artifacts/lighthouse/ (what Lighthouse blames: LCP element, layout shifts, unused JS).
// While working on one page: `npm run lighthouse -- --only=home,search --dry` (--dry: no docs).
// Each page is measured three times in a row (`--runs=N` to change): the line and the table give
// the median run, and every run's score beside it (the goal is a score held over three runs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const server = join(root, 'graphql-server', 'dist', 'main.js');
const reportDir = join(root, 'test-artifacts', 'lighthouse');
const docFile = join(root, 'docs', 'performance.md');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const dry = args.includes('--dry');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs=N takes a whole number of runs, 1 or more');

/** docs/performance.md with its "## Lighthouse" section (up to the next "## ") replaced by `section`. */
function withLighthouseSection(section) {
  const doc = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '# Performance\n';
  const start = doc.search(/^## Lighthouse$/m);
  if (start < 0) return `${doc.trimEnd()}\n\n${section}`;
  const rest = doc.slice(start + 1).search(/^## /m);
  return doc.slice(0, start) + section + (rest < 0 ? '' : `\n${doc.slice(start + 1 + rest)}`);
}

async function waitReady(url, app) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with ${app.exitCode} during start`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The app did not become ready at ${url}`);
}

if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH`);
if (!existsSync(server) || !existsSync(join(root, 'web', 'dist', 'index.html'))) {
  console.log('Building the app first (npm run build)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'campus-lighthouse-'));
const app = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    NODE_ENV: 'production', // what students get: production headers, no dev-only work
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '', // SQLite in DATA_DIR
    REDIS_URL: '',
    SEED_DEMO: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopApp = () => {
  if (app.exitCode === null) app.kill('SIGTERM');
};
process.on('exit', () => {
  stopApp();
  rmSync(dataDir, { recursive: true, force: true });
});

let chrome;
try {
  await waitReady(`${base}/readyz`, app);
  // The pages: a real product of the seed for the detail page, its category, a word of its title.
  const list = await (await fetch(`${base}/api/v1/product/all-products-for-homepage?first=1`)).json();
  const product = list.products?.[0];
  if (!product) throw new Error('The demo seed has no approved product');
  const word = product.title.split(/\s+/).find((w) => w.length > 3) ?? product.title;
  const allPages = [
    { name: 'home', url: `${base}/` },
    { name: 'category', url: `${base}/category/${encodeURIComponent(product.category)}` },
    { name: 'search', url: `${base}/search?query=${encodeURIComponent(word)}` },
    { name: 'detail', url: `${base}/product/${product._id}` },
  ];
  const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages;
  mkdirSync(reportDir, { recursive: true });

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  /** One Lighthouse run of a page: its scores and timings, and the report kept for reading. */
  const measure = async (page) => {
    const load = loadavg()[0];
    // Lighthouse sometimes fails to record the page's trace (NO_NAVSTART: "Please run Lighthouse
    // again"); its scores are then null, which is no measurement, not a score of 0.
    let run;
    for (let attempt = 1; ; attempt++) {
      run = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const error = run.lhr.runtimeError;
      if (!error) break;
      if (attempt === 3) throw new Error(`Lighthouse could not measure ${page.name} (${error.code}): ${error.message}`);
      console.log(`${page.name.padEnd(9)} ${error.code}: measuring again`);
    }
    const { categories, audits } = run.lhr;
    const score = (c) => Math.round((c?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          run.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      .map(
        (a) =>
          `${a.id} [${(a.details?.items ?? [])
            .map((i) => i.node?.selector ?? '')
            .filter(Boolean)
            .slice(0, 3)
            .join('; ')}]`,
      );
    return {
      ...page,
      report: run.report,
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      lcp: audits['largest-contentful-paint']?.displayValue ?? '',
      tbt: audits['total-blocking-time']?.displayValue ?? '',
      cls: audits['cumulative-layout-shift']?.displayValue ?? '',
      load: load.toFixed(2),
      failing,
    };
  };

  const results = [];
  for (const page of pages) {
    const measured = [];
    for (let i = 0; i < runs; i++) measured.push(await measure(page));
    // The median run by performance; the lowest accessibility of all (it must hold on every run).
    const median = [...measured].sort((a, b) => a.performance - b.performance)[(runs - 1) >> 1];
    const worst = measured.reduce((a, b) => (b.accessibility < a.accessibility ? b : a));
    writeFileSync(join(reportDir, `${page.name}.json`), median.report);
    results.push({
      ...median,
      accessibility: worst.accessibility,
      failing: worst.failing,
      scores: measured.map((m) => m.performance),
    });
    const r = results.at(-1);
    console.log(
      `${page.name.padEnd(9)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  (load ${r.load}; runs ${r.scores.join(' ')})${r.failing.length ? `  a11y audits failing: ${r.failing.join(', ')}` : ''}`,
    );
  }

  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const lines = [
    '## Lighthouse',
    '',
    'Written by `npm run lighthouse` (Lighthouse 12, mobile profile with its simulated slow 4G and',
    '4x CPU slowdown) against the built app in production mode on a fresh SQLite database with the',
    'demo seed, served by the Node server itself (no CDN, no HTTP/2). Run it again after a change;',
    `the numbers below are the last run: each page measured ${runs} times in a row, the median run shown`,
    "with every run's performance score beside it.",
    '',
    `Last run: ${when}, ${cpus().length} CPU cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} at the end`,
    '(a shared machine: performance moves with its load; accessibility does not).',
    '',
    '| Page | Path | Performance | Runs | Accessibility | LCP | TBT | CLS | Load (1 min) |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | \`${new URL(r.url).pathname}${new URL(r.url).search}\` | ${r.performance} | ${r.scores.join(', ')} | ${r.accessibility} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.load} |`,
    ),
    '',
    'Targets: accessibility 100 on every page and run (the script fails below it); performance 95 or',
    'more in three runs in a row, LCP 1.8 s or less, CLS 0.02 or less (issue 22).',
    "Lighthouse times the page's tasks by the clock and multiplies them by 4, so on a loaded machine",
    'Total Blocking Time, and with it the score, comes out worse than on an idle one. The same build',
    "moves by up to 10 points from run to run on an idle machine too: its largest paint (a card's",
    'picture, in the HTML) comes at 1.0 to 2.9 s depending on whether the observed page painted it',
    "before or after the app's code ran (the code is asked for once the picture has arrived, but its",
    "first paint can still follow), since the model then counts that code's work, times 4, ahead of it.",
    '',
    'What keeps the pages fast: they arrive server-rendered (docs/architecture.md#server-rendered-landing-pages),',
    'so the first screen, its cards and their pictures paint from the HTML before any script runs; the',
    "page's largest picture is preloaded first in the head (`fetchpriority=high`), and the app's code is",
    'asked for, at low priority, once that picture has loaded (`web/index.html`), so it does not share',
    "the link with it; the page's own code comes with the entry's and is loaded before hydrating (no",
    'markup thrown away and drawn again) and hydrates as a transition, which React splits into short tasks, with nothing',
    "changing the theme or the clock under it, and moves to the browser's clock in another; forms and",
    "dialogs load when opened; the code the entry imports comes in one file, each landing page's code",
    'in one more (`web/scripts/landingChunks.ts`: over HTTP/1.1 every wave of six requests costs a round',
    "trip), the two at most 200 KiB gzip on the home page (`web/e2e/budget.spec.ts`), with the app's own",
    'router rather than a library (`web/src/lib/router/`); the side menu, tooltips and toasts',
    'load once the page is idle; card pictures have their frame before they arrive (no layout shift).',
    '',
  ];
  if (!dry && !only) {
    mkdirSync(dirname(docFile), { recursive: true });
    writeFileSync(docFile, withLighthouseSection(lines.join('\n')));
    console.log('Written to the Lighthouse section of docs/performance.md');
  }
  process.exitCode = results.every((r) => r.accessibility === 100) ? 0 : 1;
} finally {
  await chrome?.kill();
  stopApp();
}
