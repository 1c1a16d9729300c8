import { readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * The page copy typed in `app/content/pages/*.ts` (about 580 KB of minified JavaScript, most
 * of the page Worker) goes into the Worker's production build as one Brotli-packed JSON blob
 * (about 170 KB as base64), unpacked once when the isolate starts (`node:zlib`, native in
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
  }).toString("base64");
  return [
    `import { Buffer } from "node:buffer";`,
    `import { brotliDecompressSync } from "node:zlib";`,
    `export const PACKED = JSON.parse(brotliDecompressSync(Buffer.from(${JSON.stringify(packed)}, "base64")).toString("utf8"));`,
  ].join("\n");
}
