// The cluster test's runner: each check is named, timed and recorded as passed or failed; a failed
// check prints its error and the run goes on to the next one.
export const results = [];

export async function check(name, run) {
  const t = Date.now();
  try {
    await run();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  } catch (err) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)\n      ${String(err?.stack ?? err)
        .split('\n')
        .slice(0, 6)
        .join('\n      ')}`,
    );
  }
}
