// Row (m) of `npm run bench`: what counting page views costs a visitor (issue 33). A cached
// page, anonymous, answered with counting on and off in paired interleaved rounds (the bench's
// own Worker skips the count for a request sending `x-bench-no-count`), and the Worker's CPU per
// counted request from paired V8 profiles. In `wrangler dev` the counter's Durable Objects run
// in the Worker's isolate; in production they run apart. So the profile's samples are split:
// those under the counter's own code (services/analytics/counter.ts, named by the build's
// source maps) are the counter's, the rest is what the Worker adds to a visitor's request.
import { connectInspector, isolateCpuMs, sourceMapNamer } from "./worker-cpu.mjs";

/** What Cloudflare adds to every request in production (the counter reads the country here). */
const CLOUDFLARE = { "cf-ipcountry": "US" };
const NO_COUNT = { ...CLOUDFLARE, "x-bench-no-count": "1" };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The samples of a profile that ran the counter's code (any frame of the sample's stack in
 * counter.ts), as milliseconds.
 */
function counterMs(profile, namer) {
  const { periodMs } = isolateCpuMs(profile);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inCounter = new Map();
  const isCounter = (id) => {
    if (id === undefined) return false;
    if (inCounter.has(id)) return inCounter.get(id);
    const frame = nodes.get(id).callFrame;
    const own = (namer(frame) ?? "").includes("counter.ts");
    const value = own || isCounter(parent.get(id));
    inCounter.set(id, value);
    return value;
  };
  return profile.samples.filter((id) => isCounter(id)).length * periodMs;
}

/**
 * Paired rounds on `path` (a page the edge cache holds): throughput with counting off and on
 * (in alternating order), `rounds` times; then `cpuRounds` paired profiles of `cpuRequests` sequential requests.
 */
export async function benchCounting({
  path,
  measure,
  sequential,
  inspectorPort,
  serverDir,
  rounds,
  roundSeconds,
  cpuRounds,
  cpuRequests,
}) {
  await measure(path, NO_COUNT, 1); // warm-up, discarded
  await measure(path, CLOUDFLARE, 1);
  const on = [];
  const off = [];
  const ratios = [];
  for (let round = 0; round < rounds; round += 1) {
    // Which side goes first alternates, so a drift over the run (a GC, the other CPU's work)
    // does not always fall on the same side.
    const offFirst = round % 2 === 0;
    const first = await measure(path, offFirst ? NO_COUNT : CLOUDFLARE, roundSeconds);
    const second = await measure(path, offFirst ? CLOUDFLARE : NO_COUNT, roundSeconds);
    const [without, counted] = offFirst ? [first, second] : [second, first];
    off.push(without);
    on.push(counted);
    ratios.push(counted.requests.average / without.requests.average);
  }
  const inspector = await connectInspector(inspectorPort);
  const namer = sourceMapNamer(serverDir);
  const cpu = { off: [], worker: [], counter: [] };
  try {
    for (let round = 0; round < cpuRounds; round += 1) {
      for (const counting of [false, true]) {
        const headers = counting ? CLOUDFLARE : NO_COUNT;
        await sequential(path, headers, cpuRequests); // warm-up, discarded
        await sleep(300);
        const profile = await inspector.profile(async () => {
          await sequential(path, headers, cpuRequests);
          await sleep(300); // the last count's waitUntil work
        });
        const total = isolateCpuMs(profile).ms;
        if (!counting) cpu.off.push(total / cpuRequests);
        else {
          const counter = counterMs(profile, namer);
          cpu.worker.push((total - counter) / cpuRequests);
          cpu.counter.push(counter / cpuRequests);
        }
      }
    }
  } finally {
    inspector.close();
  }
  const average = (runs) => runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
  return {
    rps: average(on),
    offRps: average(off),
    ratio: median(ratios),
    ratios,
    errors: [...on, ...off].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    cpu: {
      off: median(cpu.off),
      worker: median(cpu.worker),
      counter: median(cpu.counter),
      added: median(cpu.worker) - median(cpu.off),
    },
  };
}

/** The row's lines for the report. */
export function countingLines(row, { rounds, roundSeconds, cpuRounds, cpuRequests, goals }) {
  return [
    `page-view counting: cached service page, anonymous, counting on vs off, ${rounds} paired rounds of ${roundSeconds} s: ${row.rps.toFixed(0)} vs ${row.offRps.toFixed(0)} req/s, ratio ${row.ratio.toFixed(2)} (median of ${row.ratios.map((r) => r.toFixed(2)).join(" ")}) (goal >= ${goals.countingRatio})`,
    `page-view counting, the Worker's CPU per request (V8 profile, median of ${cpuRounds} paired rounds of ${cpuRequests} sequential requests): ${row.cpu.worker.toFixed(3)} ms counted vs ${row.cpu.off.toFixed(3)} ms not, +${row.cpu.added.toFixed(3)} ms per counted request (goal <= ${goals.countingAddedMs} ms); the counter's Durable Object ${row.cpu.counter.toFixed(3)} ms per view (its own isolate in production)`,
  ];
}
