// CPU readings for `npm run bench`: the Worker's own CPU per request from a V8 CPU profile taken
// over wrangler dev's inspector, and the CPU of the bench server's own workerd processes.
//
// Why a profile: `wrangler dev` runs two workerd processes. One is wrangler's proxy in front of
// the Worker; the other runs the Worker on ONE thread together with the local D1, KV and Cache
// API simulators and the static-asset router. None of those is the Worker's CPU in production,
// and /proc cannot split one thread. V8's sampler only records a sample while the Worker's
// isolate is in use (entered), so the count of samples times the sampling period is the time
// the isolate ran: its JavaScript, the runtime's native calls made from it (TextEncoder, D1
// bindings' serialisation, HTMLRewriter, Response bodies) and its garbage collection, and not
// what the simulators do meanwhile. Checked on this machine with a request that burns a known
// amount of CPU: the estimate read 4.7 ms for what took 5.1 ms of process CPU (the rest is
// request plumbing outside the isolate), and ~0 for an empty handler. It can miss native work
// that workerd does for the request without entering the isolate (moving body bytes between
// streams, probably part of HTMLRewriter's parsing): 50 inline edits add ~0.3 ms here and
// ~0.6-1.4 ms to the process. The /proc readings include that, with the simulators.
import { readdirSync, readFileSync } from "node:fs";

/** V8's sampling interval (µs). 100-1000 gave the same per-request figure; 200 costs little. */
const SAMPLING_INTERVAL_US = 200;

/** A minimal Chrome DevTools Protocol client over wrangler dev's inspector proxy. */
export async function connectInspector(port) {
  // The inspector proxy wants an Origin on the upgrade; Node's WebSocket takes it as a header.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
    headers: { origin: "http://127.0.0.1" },
  });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`inspector on port ${port} did not open`));
  });
  let lastId = 0;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    const settle = pending.get(message.id);
    if (!settle) return;
    pending.delete(message.id);
    settle(message);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) =>
        message.error
          ? reject(new Error(`${method}: ${message.error.message}`))
          : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
  return {
    /** Runs `work` under the profiler and returns its CPU profile. */
    async profile(work) {
      await send("Profiler.start");
      try {
        await work();
      } catch (error) {
        await send("Profiler.stop");
        throw error;
      }
      return (await send("Profiler.stop")).profile;
    },
    close: () => socket.close(),
  };
}

/**
 * The isolate's CPU time in a profile (ms): busy samples times the sampling period. The period
 * is the median gap between consecutive samples while the isolate runs without a break (gaps
 * longer than that are time the isolate was not in use, so they are not counted).
 */
export function isolateCpuMs(profile) {
  const gaps = profile.timeDeltas.slice(1).filter((gap) => gap <= 2 * SAMPLING_INTERVAL_US + 200);
  gaps.sort((x, y) => x - y);
  const periodMs = (gaps.length ? gaps[Math.floor(gaps.length / 2)] : SAMPLING_INTERVAL_US) / 1000;
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id),
  );
  const busy = profile.samples.filter((id) => !idle.has(id)).length;
  return { ms: busy * periodMs, periodMs };
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * A source map's mappings, decoded: per generated line, its segments as [column, source,
 * original line, original column, name] (the last three or four may be missing).
 */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let line = 0;
  let column = 0;
  let name = 0;
  for (const text of mappings.split(";")) {
    const segments = [];
    let generated = 0;
    for (const segment of text ? text.split(",") : []) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      generated += values[0];
      if (values.length < 4) {
        segments.push([generated]);
        continue;
      }
      source += values[1];
      line += values[2];
      column += values[3];
      if (values.length > 4) name += values[4];
      segments.push(
        values.length > 4
          ? [generated, source, line, column, name]
          : [generated, source, line, column],
      );
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * Names profile frames of the minified server build in `serverDir` by its source maps: the
 * original function name, file and line ("writeChunk (react-dom-server.node.production.js:58)")
 * instead of the minifier's ("F (server-build-….js:15)"). Frames without a map keep theirs.
 */
export function sourceMapNamer(serverDir) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      let map = null;
      for (const path of [`${serverDir}/${file}.map`, `${serverDir}/assets/${file}.map`]) {
        try {
          const json = JSON.parse(readFileSync(path, "utf8"));
          map = { sources: json.sources, names: json.names, lines: decodeMappings(json.mappings) };
          break;
        } catch {} // no map there
      }
      maps.set(file, map);
    }
    return maps.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const file = url.split("/").pop();
    const map = file?.endsWith(".js") ? mapOf(file) : null;
    const segments = map?.lines[lineNumber];
    if (!segments) return null;
    // V8 places a function at its parameter list; the map names it at its identifier, just
    // before (`function writeChunk(`, `writeChunk = (`).
    const near = segments.filter((s) => s.length > 4 && Math.abs(s[0] - columnNumber) <= 40);
    const named = near.findLast((s) => s[0] <= columnNumber) ?? near[0];
    const at = named ?? segments.findLast((s) => s.length > 3 && s[0] <= columnNumber);
    if (!at) return null;
    const source = map.sources[at[1]].split("/").pop();
    return `${named ? map.names[at[4]] : functionName || "(anonymous)"} (${source}:${at[2] + 1})`;
  };
}

/**
 * Self time (ms) by function over several profiles, largest first: "name (file:line)", named
 * by `namer` where it knows the frame.
 */
export function selfTimes(profiles, namer = () => null) {
  const byFunction = new Map();
  for (const profile of profiles) {
    const { periodMs } = isolateCpuMs(profile);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const id of profile.samples) {
      const frame = nodes.get(id).callFrame;
      const { functionName, url, lineNumber } = frame;
      if (functionName === "(idle)") continue;
      const file = url.split("/").pop();
      const name =
        namer(frame) ??
        `${functionName || "(anonymous)"}${file ? ` (${file}:${lineNumber + 1})` : ""}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + periodMs);
    }
  }
  return [...byFunction].sort((x, y) => y[1] - x[1]);
}

/**
 * CPU time (user + system, ms) so far of the workerd processes in process group `pgid` (the
 * bench's own server: other workerd processes on this machine, such as another engineer's
 * tests, are not counted): `worker` is the process that runs the Worker and the local
 * simulators, `proxy` is wrangler's proxy in front of it. NaN where /proc cannot be read.
 */
export function workerdCpuMs(pgid) {
  const total = { worker: 0, proxy: 0 };
  try {
    const tick = 1000 / 100; // USER_HZ is 100 on Linux
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        if (Number(fields[2]) !== pgid) continue;
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        if (!cmdline.includes("workerd")) continue;
        // wrangler's proxy listens on the bench port; the Worker's process on a random one.
        const role = cmdline.includes("entry=127.0.0.1:0") ? "worker" : "proxy";
        total[role] += (Number(fields[11]) + Number(fields[12])) * tick;
      } catch {} // the process ended meanwhile
    }
    return total;
  } catch {
    return { worker: Number.NaN, proxy: Number.NaN };
  }
}
