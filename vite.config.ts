import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Modules only the browser runs (the blog editor loads the markdown editor in an effect). In
 * the Worker's build they resolve to a stub that throws if ever loaded, so their ~1 MB never
 * ships in the Worker bundle.
 */
const BROWSER_ONLY = [/^@uiw\/react-md-editor(?:\/|$)/];
const STUB_PREFIX = "\0browser-only:";

function browserOnlyModules(): Plugin {
  return {
    name: "browser-only-modules",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(id) {
      return BROWSER_ONLY.some((pattern) => pattern.test(id)) ? `${STUB_PREFIX}${id}` : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const name = JSON.stringify(id.slice(STUB_PREFIX.length));
      return `throw new Error(${name} + " runs in the browser only");`;
    },
  };
}

export default defineConfig({
  plugins: [
    browserOnlyModules(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
  ],
  // The Worker's build is minified: 3.1 MB of JavaScript became 1.8 MB to load and compile
  // at start-up. Class names are kept (a few KB), so logged errors still name their class
  // (jose's errors take theirs from the constructor). Function names are not.
  environments: {
    ssr: {
      build: {
        minify: true,
        rolldownOptions: {
          output: {
            minify: {
              compress: { keepNames: { function: false, class: true } },
              mangle: { keepNames: { function: false, class: true } },
            },
          },
        },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: 5173, strictPort: true, host: "localhost" },
});
