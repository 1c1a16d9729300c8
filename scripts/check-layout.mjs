// The project's own layout rule, beside ../shared/tools/layout-check (which finds circles and
// long files): service areas import downwards only. The order, bottom to top:
//
//   platform ← identity ← outside ← media ← leads ← analytics ← content ← seo
//
// A file under worker/services/<area>/ may import at run time (an `import type` is free) only
// from its own area or one below it, and never the Worker entry, the renderer, a router, a
// middleware or the Worker's wiring (worker/index.ts, app.ts, ssr.ts, after-publish.ts, api/,
// middleware/, and services/index.ts, the loaders' list of every area's modules). Publishing
// reaches upper areas through deps.afterPublish instead. A folder under worker/services/ that
// AREA_ORDER does not name is a finding too, so a new room takes its place in the order first.
//
// `node scripts/check-layout.mjs` checks this tree; `--self-test` checks the checker on a small
// tree it writes, with one import of each kind it must refuse. Exits 1 on any finding.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";

export const AREA_ORDER = [
  "platform",
  "identity",
  "outside",
  "media",
  "leads",
  "analytics",
  "content",
  "seo",
];
const FORBIDDEN = [
  /^worker\/index\.ts$/,
  /^worker\/app\.ts$/,
  /^worker\/ssr\.ts$/,
  /^worker\/after-publish\.ts$/,
  /^worker\/services\/index\.ts$/,
  /^worker\/api\//,
  /^worker\/middleware\//,
];
const IMPORT = /^\s*(import|export)\s+(?!type\b)([^;]*?)\s+from\s+["']([^"']+)["']/gm;
const BARE = /^\s*import\s+["']([^"']+)["']/gm;
const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts"];

/** Runtime import specifiers of a source text (type-only imports left out). */
function importsOf(text) {
  const found = [];
  for (const [, , names, spec] of text.matchAll(IMPORT)) {
    const list = names.trim();
    const typeOnly =
      list.startsWith("{") &&
      list
        .replace(/[{}\s]/g, " ")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => part.startsWith("type "));
    if (!typeOnly) found.push(spec);
  }
  for (const [, spec] of text.matchAll(BARE)) found.push(spec);
  for (const [, spec] of text.matchAll(DYNAMIC)) found.push(spec);
  return found;
}

function filesUnder(dir) {
  let out = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out = out.concat(filesUnder(path));
    else if (/\.(m?ts|tsx|m?js)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** The findings for the tree at `root`, one line each. */
export function checkLayout(root) {
  const findings = [];
  const servicesDir = join(root, "worker/services");
  for (const file of filesUnder(servicesDir)) {
    const rel = relative(root, file).replaceAll("\\", "/");
    const area = rel.split("/")[2];
    const level = AREA_ORDER.indexOf(area);
    for (const spec of importsOf(readFileSync(file, "utf8"))) {
      if (!spec.startsWith(".")) continue;
      const base = resolve(dirname(file), spec);
      const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (!target) continue;
      const targetRel = relative(root, target).replaceAll("\\", "/");
      if (FORBIDDEN.some((pattern) => pattern.test(targetRel))) {
        findings.push(
          `${rel} imports ${targetRel} (a service never imports the Worker's entry, wiring, routers or middleware)`,
        );
        continue;
      }
      const match = /^worker\/services\/([^/]+)\//.exec(targetRel);
      if (!match || level === -1) continue;
      const targetLevel = AREA_ORDER.indexOf(match[1]);
      if (targetLevel > level) {
        findings.push(
          `${rel} imports ${targetRel} (${area} may not import ${match[1]}, an area above it)`,
        );
      }
    }
  }
  const areas = readdirSync(servicesDir, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const entry of areas) {
    if (!AREA_ORDER.includes(entry.name)) {
      findings.push(
        `worker/services/${entry.name}/ has no place in AREA_ORDER (scripts/check-layout.mjs)`,
      );
    }
  }
  return findings;
}

function selfTest() {
  const root = mkdtempSync(join(tmpdir(), "check-layout-"));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  try {
    write("worker/index.ts", "export {};\n");
    write("worker/services/platform/a.ts", 'import { b } from "../seo/b";\nexport const a = b;\n');
    write("worker/services/seo/b.ts", 'import { c } from "../content/c";\nexport const b = c;\n');
    write(
      "worker/services/content/c.ts",
      'import type { B } from "../seo/b";\nexport const c = 1;\n',
    );
    write("worker/services/content/d.ts", 'export const d = () => import("../seo/b");\n');
    write("worker/services/identity/e.ts", 'import app from "../../index";\nexport default app;\n');
    write("worker/services/content/f.ts", 'import { type X, y } from "../seo/b";\nexport { y };\n');
    write("worker/services/index.ts", 'export * as c from "./content/c";\n');
    write("worker/services/platform/g.ts", 'export { services } from "..";\n');
    write("worker/app.ts", "export {};\n");
    write("worker/services/platform/h.ts", 'export { app } from "../../app";\n');
    // The leads and media rooms: content sits above both and may use them; media sits below
    // leads, so leads may use media and not the other way; neither may reach content.
    write("worker/services/media/i.ts", 'import { j } from "../leads/j";\nexport const i = j;\n');
    write("worker/services/leads/j.ts", 'import { k } from "../media/k";\nexport const j = k;\n');
    write("worker/services/media/k.ts", "export const k = 1;\n");
    write("worker/services/leads/l.ts", 'import { c } from "../content/c";\nexport const l = c;\n');
    write(
      "worker/services/content/m.ts",
      'import { j } from "../leads/j";\nimport { k } from "../media/k";\nexport const m = j + k;\n',
    );
    write("worker/services/rooms/n.ts", "export const n = 1;\n");
    const findings = checkLayout(root);
    const expected = [
      "worker/services/platform/a.ts imports worker/services/seo/b.ts",
      "worker/services/content/d.ts imports worker/services/seo/b.ts",
      "worker/services/identity/e.ts imports worker/index.ts",
      "worker/services/content/f.ts imports worker/services/seo/b.ts",
      "worker/services/platform/g.ts imports worker/services/index.ts",
      "worker/services/platform/h.ts imports worker/app.ts",
      "worker/services/media/i.ts imports worker/services/leads/j.ts",
      "worker/services/leads/l.ts imports worker/services/content/c.ts",
      "worker/services/rooms/ has no place in AREA_ORDER",
    ];
    const missed = expected.filter((line) => !findings.some((f) => f.startsWith(line)));
    const extra = findings.filter((f) => !expected.some((line) => f.startsWith(line)));
    if (missed.length || extra.length) {
      console.log("check-layout self-test failed", { missed, extra });
      process.exit(1);
    }
    console.log(
      `check-layout self-test: ${expected.length} violations found, type-only and downward imports allowed`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv.includes("--self-test")) selfTest();
  const findings = checkLayout(process.cwd());
  for (const line of findings) console.log(line);
  console.log(
    `check-layout: ${findings.length} finding(s) (service areas, bottom to top: ${AREA_ORDER.join(" ← ")})`,
  );
  process.exit(findings.length ? 1 : 0);
}
