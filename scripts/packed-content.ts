import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * The page copy typed in `app/content/pages/*.ts` (about 580 KB of minified JavaScript, most
 * of the page Worker) goes into the Worker's production build as one Brotli-packed JSON blob
 * (about 165 KB, a Data module), unpacked once when the isolate starts (`node:zlib`, native in
 * workerd). The modules stay typed source: this plugin evaluates them at build time and
 * replaces each with the same named exports read from the blob. They export data only
 * (test/content/packed-content.test.ts holds that their JSON round trip is exact).
 * Development and Vitest import the source as it is.
 */
export function packedContent(pagesDir: string): Plugin {
  const PACK = "\0packed-content";
  const isPage = (id: string) =>
    id.startsWith(`${pagesDir}/`) &&
    id.endsWith(".ts") &&
    !id.slice(pagesDir.length + 1).includes("/");
  return {
    name: "packed-content",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (source) => (source === PACK ? PACK : null),
    async load(id) {
      if (id === PACK) return packModule(pagesDir);
      if (!isPage(id)) return null;
      const names = Object.keys(await evaluate(id));
      const file = JSON.stringify(id.slice(pagesDir.length + 1));
      return [
        `import { PACKED } from ${JSON.stringify(PACK)};`,
        ...names.map((name) => `export const ${name} = PACKED[${file}].${name};`),
      ].join("\n");
    },
  };
}

/** A module's exports, evaluated now (it and what it imports, bundled by esbuild). */
async function evaluate(path: string): Promise<Record<string, unknown>> {
  const bundled = await build({
    entryPoints: [path],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "error",
  });
  const code = bundled.outputFiles[0]?.text ?? "";
  return {
    ...(await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)),
  };
}

/** The module holding every page file's exports, packed, unpacked when it is first imported. */
async function packModule(pagesDir: string): Promise<string> {
  const all: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(pagesDir)
    .filter((name) => name.endsWith(".ts"))
    .sort()) {
    all[file] = await evaluate(join(pagesDir, file));
  }
  const json = JSON.stringify(all);
  const packed = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  // A Data module (`.bin` imports as an ArrayBuffer in Workers): the bytes as they are, a
  // third smaller than the same bytes as base64 in the JavaScript.
  const hash = createHash("sha256").update(packed).digest("hex").slice(0, 16);
  const file = join(pagesDir, "../../../node_modules/.cache/packed-content", `pages-${hash}.bin`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, packed);
  return [
    `import packed from ${JSON.stringify(file)};`,
    `import { brotliDecompressSync } from "node:zlib";`,
    `export const PACKED = JSON.parse(brotliDecompressSync(new Uint8Array(packed)).toString("utf8"));`,
  ].join("\n");
}
