import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { AUXILIARY_WORKERS } from "./scripts/auxiliary-workers.mjs";

/**
 * The slowest files, longest first (seconds each on this 2-core machine: fuzz 153, inline
 * content 143, redirects and links 94, social images ~50 (every sitemap page's image drawn),
 * the two access suites ~35, blog pages and page settings ~33). They start first, so the two
 * workers end together instead of one running fuzz.test.ts alone for minutes at the end. A
 * clean clone has no timings cache (Vitest's own order is then by file size), so the list is
 * kept here.
 */
const SLOWEST_FIRST = [
  "test/platform/fuzz-writes-1.test.ts",
  "test/platform/fuzz-writes-2.test.ts",
  "test/platform/fuzz-writes-3.test.ts",
  "test/content/inline-content.test.ts",
  "test/platform/redirects-and-links.test.ts",
  "test/media/social-images.test.ts",
  "test/identity/access.test.ts",
  "test/content/blog-pages.test.ts",
  "test/content/page-settings.test.ts",
  "test/identity/sessions-access.test.ts",
  "test/platform/fuzz-reads.test.ts",
];

/** Vitest's order (failed first, then slowest by its cache, else largest), SLOWEST_FIRST ahead. */
class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    return sorted
      .map((spec, order) => ({ spec, order, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

/**
 * Builds an auxiliary Worker (scripts/auxiliary-workers.mjs) with Vite, as every other run of it
 * is built, so the page Worker's service bindings reach the real Workers in tests: its name
 * and modules, for the pool's `workers`.
 */
function buildAuxiliaryWorker({
  name,
  dir,
  miniflare = {},
}: {
  name: string;
  dir: string;
  miniflare?: Record<string, unknown>;
}) {
  const outDir = `.wrangler/aux-build/${dir}`;
  const vite = join(
    dirname(createRequire(import.meta.url).resolve("vite/package.json")),
    "bin/vite.js",
  );
  execFileSync(
    process.execPath,
    [vite, "build", "-c", "vite.auxiliary.config.ts", "--logLevel", "error"],
    { stdio: "inherit", env: { ...process.env, AUX_WORKER: dir, AUX_OUT_DIR: outDir } },
  );
  const root = fileURLToPath(new URL(`./${outDir}/`, import.meta.url));
  // The entry, its chunks and the WebAssembly modules they import (compiled when loaded).
  const files = readdirSync(root, { recursive: true, encoding: "utf8" });
  return {
    name,
    modulesRoot: root,
    modules: [
      { type: "ESModule" as const, path: join(root, "index.js") },
      ...files
        .filter((file) => file !== "index.js" && /\.m?js$/.test(file))
        .map((file) => ({ type: "ESModule" as const, path: join(root, file) })),
      ...files
        .filter((file) => file.endsWith(".wasm"))
        .map((file) => ({ type: "CompiledWasm" as const, path: join(root, file) })),
    ],
    compatibilityDate: "2026-10-12",
    compatibilityFlags: ["nodejs_compat"],
    ...miniflare,
  };
}

// Tests run inside workerd with real D1, KV, R2 and HTMLRewriter; each test file gets its
// own isolated storage, with the migrations applied by test/setup/apply-migrations.ts. The
// auxiliary Workers (social images, WebAuthn) run beside it, behind its service bindings.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(
    fileURLToPath(new URL("./migrations", import.meta.url)),
  );
  const auxiliaryWorkers = AUXILIARY_WORKERS.map(buildAuxiliaryWorker);
  return {
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ENVIRONMENT: "test",
            SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789",
            ENCRYPTION_KEY: "dGVzdC1vbmx5LWVuY3J5cHRpb24ta2V5LTMyLWJ5dGU=",
            ADMIN_PASSWORD: "test-admin-password",
            FUZZ_FULL: process.env.FUZZ_FULL ?? "",
          },
          workers: auxiliaryWorkers,
        },
      }),
      reactRouter(),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
      setupFiles: ["./test/setup/apply-migrations.ts", "./test/setup/preload-app.ts"],
      // At least two files at a time: Vitest's default (cores - 1) runs one at a time on the
      // 2-core machines here, leaving a core idle while a file's workerd runs its tests.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      sequence: { sequencer: SlowestFirstSequencer },
      // lucide-react is a barrel of ~4,800 icon modules: unbundled, every test file's first
      // render fetched and ran them all. Pre-bundled once, a file that renders pages runs ~30%
      // faster (4 page-rendering files: 58 s → 40 s wall on this machine).
      deps: { optimizer: { ssr: { enabled: true, include: ["lucide-react"] } } },
      // The first page render of a file loads the whole server build (lucide's icon barrel
      // alone takes seconds on a busy 2-core machine), and two files share the two cores;
      // assertions never depend on time (the site crawl took 13 s alone, 34 s beside another
      // file on a machine loaded by others).
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
