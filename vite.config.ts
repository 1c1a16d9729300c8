import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { AUXILIARY_WORKERS } from "./scripts/auxiliary-workers.mjs";
import { packedContent } from "./scripts/packed-content.ts";
import { staticIcons } from "./scripts/static-icons.ts";

/**
 * Modules only the browser runs, kept out of the Worker's build: the markdown editor (loaded in
 * an effect) and the dashboard's tabs (ui/browser-only.tsx: the server sends the dashboard's
 * shell, and the browser loads the tab after hydration). In the Worker's build they resolve
 * to a stub that throws if ever loaded, so their code never ships in the Worker bundle.
 */
const BROWSER_ONLY = [
  /^@uiw\/react-md-editor(?:\/|$)/,
  /(?:^\.|\/components\/previews)\/share-preview-dialog(?:\.tsx)?$/,
  /(?:^\.|\/components\/reviews)\/review-decision-dialog(?:\.tsx)?$/,
  /(?:^\.|\/components\/comments)\/(?:comments-panel|comment-thread|comment-composer|new-thread)(?:\.tsx)?$/,
  /(?:^\.|\/components\/blog)\/visual-editor(?:\.tsx)?$/,
  // Live editing (issue 36): Yjs and the room's client, loaded by the editors in an effect.
  /^yjs$/,
  /(?:^~|\/app)\/lib\/live-(?:client|post-binding)(?:\.ts)?$/,
  /(?:^\.|\/components\/blog)\/(?:remote-carets|pending-changes-notice)(?:\.tsx)?$/,
  /(?:^\.\.|\/components)\/live\/presence-avatars(?:\.tsx)?$/,
  // A post's review shows what the browser reads after hydration: nothing to render before.
  /(?:^\.\.|\/components)\/reviews\/review-bar(?:\.tsx)?$/,
  /(?:^~|\/app)\/components\/(?:admin\/(?:content-tab|create-tab|github-tab|settings-tab)|leads\/leads-tab|ai-seo\/ai-seo-tab|analytics\/analytics-tab|redirects\/redirects-tab|reviews\/reviews-tab|media\/media-tab|identity\/users-tab|seo\/(?:nuxt-seo-tab|otto-seo-tab|seo-analyzer-tab|seo-apis-tab))(?:\.tsx)?$/,
];
/**
 * Toasts answer what staff do in the browser, and ui/toaster.tsx renders none before
 * hydration, so the Worker's build gets sonner as a stub that shows nothing; passkeys, likewise,
 * only ever start in the browser.
 */
const SERVER_STUBS: Record<string, string> = {
  // Passkeys are the browser's (app/lib/passkeys.ts asks only where `window` exists).
  "@simplewebauthn/browser": [
    "const browserOnly = () => { throw new Error('passkeys run in the browser only'); };",
    "export const browserSupportsWebAuthn = () => false;",
    "export const browserSupportsWebAuthnAutofill = async () => false;",
    "export const startAuthentication = browserOnly;",
    "export const startRegistration = browserOnly;",
    "export const WebAuthnAbortService = { cancelCeremony() {} };",
  ].join("\n"),
  sonner: [
    "const ignore = () => {};",
    "export const toast = Object.assign(ignore, { success: ignore, error: ignore, info: ignore, dismiss: ignore });",
    "export function Toaster() { return null; }",
  ].join("\n"),
};
const STUB_PREFIX = "\0browser-only:";

function browserOnlyModules(): Plugin {
  return {
    name: "browser-only-modules",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(id) {
      const stubbed = id in SERVER_STUBS || BROWSER_ONLY.some((pattern) => pattern.test(id));
      return stubbed ? `${STUB_PREFIX}${id}` : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const name = id.slice(STUB_PREFIX.length);
      return (
        SERVER_STUBS[name] ??
        `throw new Error(${JSON.stringify(name)} + " runs in the browser only");`
      );
    },
  };
}

/**
 * React's HTML renderers in the Worker's production build. `react-dom/server` resolves (the
 * workerd condition) to `server.edge.js`, CommonJS that loads the edge stream renderer, which
 * turns every piece of markup into its own Uint8Array through TextEncoder.encode. This loads
 * React's Node stream renderer instead (the same Fizz code and bytes, written as strings into
 * 4 KB buffers: React's part of a signed-in render went from 2.6 to 2.1 ms of CPU here), for
 * the hydrated staff pages, and React's string renderer (`renderToString`), for public pages,
 * which are not hydrated and are rendered to one string (app/entry.server.tsx). The Node
 * renderer's built-ins (util, crypto, async_hooks, stream, Buffer, setImmediate) come with
 * `nodejs_compat`. Development and Vitest keep the package's own resolution (the same renderers).
 */
function nodeReactDomServer(): Plugin {
  const id = "\0react-dom-server";
  const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  const renderer = join(reactDom, "cjs/react-dom-server.node.production.js");
  // Public pages render to one string (app/entry.server.tsx): React's string renderer.
  const stringRenderer = join(reactDom, "cjs/react-dom-server-legacy.browser.production.js");
  return {
    name: "node-react-dom-server",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (source) => (source === "react-dom/server" ? id : null),
    load(loaded) {
      if (loaded !== id) return null;
      return [
        `export { renderToReadableStream, resume, version } from ${JSON.stringify(renderer)};`,
        `export { renderToString } from ${JSON.stringify(stringRenderer)};`,
      ].join("\n");
    },
  };
}

export default defineConfig({
  plugins: [
    browserOnlyModules(),
    nodeReactDomServer(),
    packedContent(fileURLToPath(new URL("./app/content/pages", import.meta.url))),
    staticIcons(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The social-image Worker (workers/social-image/): served beside the page Worker in dev
      // and built next to it (build/msp_site_social_image/), behind the SOCIAL_IMAGES binding.
      auxiliaryWorkers: AUXILIARY_WORKERS.map(({ config }) => ({ configPath: config })),
    }),
    tailwindcss(),
    reactRouter(),
  ],
  // The Worker's build is minified: 3.1 MB of JavaScript became 1.8 MB to load and compile
  // at start-up. Class names are kept (a few KB), so logged errors still name their class
  // (jose's errors take theirs from the constructor). Function names are not.
  environments: {
    // Next to the page Worker's build, so the servers, the bench and `npm run deploy` find them.
    ...Object.fromEntries(
      AUXILIARY_WORKERS.map(({ environment, dir }) => [
        environment,
        { build: { outDir: `${process.env.BUILD_DIR ?? "build"}/${dir}` } },
      ]),
    ),
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
