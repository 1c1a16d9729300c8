import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Tests run inside workerd with real D1, KV, R2 and HTMLRewriter; each test file gets its
// own isolated storage, with the migrations applied by test/setup/apply-migrations.ts.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(
    fileURLToPath(new URL("./migrations", import.meta.url)),
  );
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
        },
      }),
      reactRouter(),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
      setupFiles: ["./test/setup/apply-migrations.ts"],
      // lucide-react is a barrel of ~4,800 icon modules: unbundled, every test file's first
      // render fetched and ran them all. Pre-bundled once, a file that renders pages runs ~30%
      // faster (4 page-rendering files: 58 s → 40 s wall on this machine).
      deps: { optimizer: { ssr: { enabled: true, include: ["lucide-react"] } } },
      // The first page render of a file loads the whole server build (lucide's icon barrel
      // alone takes seconds on a busy 2-core machine); assertions never depend on time.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
