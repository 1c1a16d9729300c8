import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * In the page Worker's production build, lucide-react's `Icon` is scripts/lucide/static-icon.mjs
 * (each icon's markup worked out once and reused; the original stays for anything unusual, as
 * `./lucide-icon-original.mjs`). Development, Vitest and the browser's bundles keep lucide's own.
 */
export function staticIcons(): Plugin {
  const ORIGINAL = "lucide-icon-original.mjs";
  const isLucide = (id: string, file: string) =>
    id.replaceAll("\\", "/").endsWith(`/lucide-react/dist/esm/${file}`);
  const source = fileURLToPath(new URL("./lucide/static-icon.mjs", import.meta.url));
  return {
    name: "static-icons",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(id, importer) {
      if (id !== `./${ORIGINAL}` || !importer || !isLucide(importer, "Icon.mjs")) return null;
      // lucide's own Icon, beside ours under another name.
      return `${importer.slice(0, -"Icon.mjs".length)}${ORIGINAL}`;
    },
    load(id) {
      if (isLucide(id, "Icon.mjs")) return readFileSync(source, "utf8");
      if (isLucide(id, ORIGINAL)) {
        return readFileSync(`${id.slice(0, -ORIGINAL.length)}Icon.mjs`, "utf8");
      }
      return null;
    },
  };
}
