// Row (n) of `npm run bench`: what stored redirects cost a visitor's page that has none
// (issue 34). 500 rules are imported over the API, then a cached page is measured in paired
// interleaved rounds: looked up among the 500 rules, and not looked up at all (the bench's own
// Worker skips the lookup for a request sending `x-bench-no-redirects`).

const NO_REDIRECTS = { "x-bench-no-redirects": "1" };
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Imports `count` rules (`/bench-old/page-N` → /it-security) and checks one answers. */
async function storeRules(origin, token, count) {
  const csv = ["source,target,status"];
  for (let n = 0; n < count; n += 1) csv.push(`/bench-old/page-${n},/it-security,301`);
  const response = await fetch(`${origin}/api/redirects/import`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ csv: csv.join("\n"), dryRun: false }),
  });
  const result = await response.json();
  if (!response.ok || result.added?.length !== count) {
    throw new Error(
      `import of ${count} rules answered ${response.status}: ${JSON.stringify(result).slice(0, 200)}`,
    );
  }
  const probe = await fetch(`${origin}/bench-old/page-7`, { redirect: "manual" });
  if (probe.status !== 301) throw new Error(`a stored rule answered ${probe.status}`);
}

export async function benchRedirects({
  origin,
  token,
  path,
  measure,
  rules,
  rounds,
  roundSeconds,
}) {
  await storeRules(origin, token, rules);
  await measure(path, NO_REDIRECTS, 1); // warm-up, discarded
  await measure(path, {}, 1);
  const ratios = [];
  const on = [];
  const off = [];
  for (let round = 0; round < rounds; round += 1) {
    const without = await measure(path, NO_REDIRECTS, roundSeconds);
    const withRules = await measure(path, {}, roundSeconds);
    off.push(without);
    on.push(withRules);
    ratios.push(withRules.requests.average / without.requests.average);
  }
  const average = (runs) => runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
  return {
    rules,
    rps: average(on),
    noneRps: average(off),
    ratio: median(ratios),
    ratios,
    errors: [...on, ...off].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

export function redirectsLine(row, { rounds, roundSeconds, goal }) {
  return `redirects: cached service page with ${row.rules} redirect rules stored vs none looked up, ${rounds} paired rounds of ${roundSeconds} s: ${row.rps.toFixed(0)} vs ${row.noneRps.toFixed(0)} req/s, ratio ${row.ratio.toFixed(2)} (median of ${row.ratios.map((r) => r.toFixed(2)).join(" ")}) (goal >= ${goal})`;
}
