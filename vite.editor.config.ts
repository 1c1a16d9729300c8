import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The inline editor's browser bundle (edit mode's one script), built after `react-router
// build` into the client folder that Workers Static Assets serves, at /inline-editor/editor.js.
// Public pages are not hydrated, so this bundle attaches to the served DOM instead.
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  build: {
    outDir: `${buildDir}/client/inline-editor`,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: fileURLToPath(new URL("./app/components/inline-editor/entry.tsx", import.meta.url)),
      output: {
        entryFileNames: "editor.js",
        chunkFileNames: "editor-[hash].js",
        assetFileNames: "editor-[hash][extname]",
      },
    },
  },
});
