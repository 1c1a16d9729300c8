// Lighthouse (mobile, the default form factor) on the templates visitors land on: home, a
// service page, a regional page, the landing page, the blog index and a post. `npm run bench` calls
// `lighthouseScores` while its build is being served; alone:
//   node scripts/lighthouse.mjs http://127.0.0.1:8787
// Debian's Chromium here (CHROME_PATH, default /usr/bin/chromium), with the flags that keep
// it off the closed network (TOOLCHAIN.md).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

/** The five pages measured: fixed templates, and the newest post from the sitemap. */
export async function lighthousePages(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const post = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .find((path) => path.startsWith("/blog/"));
  return [
    { name: "home", path: "/" },
    { name: "service page", path: "/24-7-helpdesk" },
    { name: "regional page", path: "/managed-services-california" },
    { name: "landing page", path: "/ultimate-connectwise-msp-landing" },
    { name: "blog index", path: "/blog" },
    ...(post ? [{ name: "blog post", path: post }] : []),
  ];
}

/**
 * One Lighthouse run: its JSON report. Headless Chromium now and then fails to start on a busy
 * machine, so a failed run is tried once more; the error then names the run's last words.
 */
async function lighthouseReport(url, chromePath) {
  const args = [
    "lighthouse",
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  const options = {
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...(existsSync(chromePath) ? { CHROME_PATH: chromePath } : {}) },
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return JSON.parse((await run("npx", args, options)).stdout);
    } catch (error) {
      if (attempt < 2) continue;
      const said = String(error.stderr ?? error.message)
        .trim()
        .split("\n")
        .slice(-2)
        .join(" ");
      throw new Error(`lighthouse ${url} failed twice: ${said}`);
    }
  }
}

/** Scores 0-100 per category for each page, measured one page at a time. */
export async function lighthouseScores(origin) {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const rows = [];
  for (const page of await lighthousePages(origin)) {
    const report = await lighthouseReport(`${origin}${page.path}`, chromePath);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    );
    rows.push({ ...page, scores });
  }
  return rows;
}

/** Lines of a Markdown table of the scores. */
export function lighthouseTable(rows) {
  return [
    `| page | path | ${CATEGORIES.join(" | ")} |`,
    `|---|---|${CATEGORIES.map(() => "---:").join("|")}|`,
    ...rows.map(
      (r) => `| ${r.name} | \`${r.path}\` | ${CATEGORIES.map((id) => r.scores[id]).join(" | ")} |`,
    ),
  ];
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const origin = process.argv[2] ?? "http://127.0.0.1:8787";
  console.log(lighthouseTable(await lighthouseScores(origin)).join("\n"));
}
