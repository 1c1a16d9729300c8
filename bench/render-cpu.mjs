// Rows (h) and (i) of `npm run bench` (bench/run.mjs): the Worker's CPU per uncached render,
// from V8 profiles over the inspector and from /proc, the first render of a fresh isolate, and
// the Worker's start-up from `wrangler check startup`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { localEnv } from "../scripts/local-server.mjs";
import {
  connectInspector,
  isolateCpuMs,
  selfTimes,
  sourceMapNamer,
  workerdCpuMs,
} from "./worker-cpu.mjs";

/** The middle value (the mean of the middle two of an even count). */
export function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The middle value of a list, and the list, each to two decimals, for a report line. */
function medianOf(values) {
  return `${median(values).toFixed(2)} ms (rounds ${values.map((v) => v.toFixed(2)).join(" ")})`;
}

/** The landing page the render row measures besides the service page. */
const LANDING = "/ultimate-connectwise-msp-landing";

/**
 * (h) The Worker's CPU per uncached render of `path` (and of the landing page): an anonymous MISS (the bench's cache
 * bypass header, `bench.uncached`) and the render for a signed-in user, one request at a time, from V8 profiles
 * (the isolate's CPU) and, without the profiler, from /proc (the bench server's processes).
 */
export async function benchRenderCpu(bench, path, signedInHeaders) {
  const { origin, inspectorPort, rounds, requests, uncached } = bench;
  const cases = [
    {
      name: "anonymous MISS",
      shown: `${path} (cache bypassed)`,
      url: () => `${origin}${path}`,
      headers: uncached,
    },
    { name: "signed in", shown: path, url: () => `${origin}${path}`, headers: signedInHeaders },
    // The landing page of sections (issue #32): its hero form, proof, plans and FAQ.
    {
      name: "landing MISS",
      shown: `${LANDING} (cache bypassed)`,
      url: () => `${origin}${LANDING}`,
      headers: uncached,
    },
  ];
  const run = async (c, states) => {
    for (let i = 0; i < requests; i += 1) {
      const response = await fetch(c.url(), { headers: c.headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`render CPU: ${c.url()} answered ${response.status}`);
      const state = response.headers.get("x-edge-cache") ?? "none";
      // A copy from the cache would measure no render at all.
      if (state === "HIT") throw new Error(`render CPU: ${c.name} was answered from the cache`);
      states.add(state);
    }
  };
  for (const c of cases) {
    Object.assign(c, { isolate: [], worker: [], proxy: [], profiles: [], states: new Set() });
    await run(c, new Set()); // warm-up, discarded
  }
  const inspector = await connectInspector(inspectorPort);
  try {
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? cases : [...cases].reverse();
      for (const c of order) {
        const profile = await inspector.profile(() => run(c, c.states));
        c.profiles.push(profile);
        c.isolate.push(isolateCpuMs(profile).ms / requests);
        const before = workerdCpuMs(bench.serverPid());
        await run(c, c.states);
        const after = workerdCpuMs(bench.serverPid());
        c.worker.push((after.worker - before.worker) / requests);
        c.proxy.push((after.proxy - before.proxy) / requests);
      }
    }
  } finally {
    inspector.close();
  }
  return cases;
}

/** The report lines of (h): the isolate's CPU, the processes' CPU, the most self time. */
export function renderCpuLines(bench, cases, cold, goalMs) {
  const { rounds, requests } = bench;
  const lines = [];
  const print = (line) => lines.push(line);
  print(
    `render CPU, the Worker's isolate (V8 profile, median of ${rounds} rounds of ${requests} sequential requests; goal <= ${goalMs} ms):`,
  );
  for (const c of cases) {
    print(`  ${`${c.name} ${c.shown}`.padEnd(44)} ${medianOf(c.isolate)} [${[...c.states]}]`);
  }
  print(
    cold.failed
      ? `  cold: not measured (${cold.failed})`
      : `  cold: the isolate's first render (anonymous MISS ${cold.path}) ${cold.ms.toFixed(2)} ms (one reading)`,
  );
  print("render CPU, the bench server's workerd processes from /proc, same requests, no profiler:");
  for (const c of cases) {
    print(
      `  ${c.name.padEnd(16)} Worker process (with local D1/KV/Cache simulation) ${median(c.worker).toFixed(2)} ms, wrangler's proxy ${median(c.proxy).toFixed(2)} ms`,
    );
  }
  const namer = sourceMapNamer(`${bench.buildDir}/server`);
  for (const c of cases) {
    print(`most self time per render, ${c.name} (ms; names from the build's source maps):`);
    const total = c.profiles.length * requests;
    for (const [name, ms] of selfTimes(c.profiles, namer).slice(0, 10)) {
      print(`  ${(ms / total).toFixed(3).padStart(6)}  ${name}`);
    }
  }
  return lines;
}

/** (h) The CPU of the isolate's first page render (an anonymous MISS of `path`), from a profile. */
export async function benchColdRender({ origin, inspectorPort, uncached }, path) {
  const inspector = await connectInspector(inspectorPort);
  try {
    const profile = await inspector.profile(async () => {
      const response = await fetch(`${origin}${path}`, { headers: uncached });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    });
    return { path, ms: isolateCpuMs(profile).ms };
  } finally {
    inspector.close();
  }
}

/**
 * (i) `wrangler check startup` on the build of `worker` ("server", the page Worker, or
 * "social-image"), `times` times: the median of its "Active" CPU time, or why it failed. A run
 * that reads 0 ms caught no sample of a start-up this short (it happens about one run in three
 * for the page Worker's ~14 ms): it is shown but not counted (0 when no run caught one).
 */
export function workerStartup(buildDir, times = 5, worker = "server") {
  const runs = [];
  // `wrangler check startup` refuses a service binding it cannot reproduce (SOCIAL_IMAGES), and
  // a binding plays no part in loading the modules: the same config without them.
  const config = `${buildDir}/${worker}/wrangler.startup.json`;
  const built = JSON.parse(readFileSync(`${buildDir}/${worker}/wrangler.json`, "utf8"));
  writeFileSync(config, JSON.stringify({ ...built, services: [] }));
  try {
    for (let i = 0; i < times; i += 1) {
      const output = execFileSync(
        "npx",
        [
          "wrangler",
          "check",
          "startup",
          "--config",
          config,
          // It builds with `wrangler deploy --dry-run`, which without this reads the build
          // that .wrangler/deploy/config.json names: the project's last build, not this one.
          `--args=--config=${config}`,
          "--outfile",
          `.wrangler/bench-startup-${worker}.cpuprofile`,
        ],
        { env: localEnv(buildDir), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      const active = /Active: ([\d.]+) ms/.exec(output);
      if (!active) throw new Error(`no "Active:" line in: ${output.slice(-300)}`);
      runs.push(Number(active[1]));
    }
    const read = runs.filter((ms) => ms > 0);
    return { runs, activeMs: read.length > 0 ? median(read) : 0 };
  } catch (error) {
    return { failed: String(error).slice(0, 300) };
  }
}
