// Cloudflare's module rules: a `.wasm?module` import is a WebAssembly module that workerd
// compiled when it loaded the Worker (Workers may not compile WebAssembly at run time).
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}

// React Router's assets manifest (its build's version and each route's files), the module the
// server build itself imports: the edge cache reads the version without loading the build.
declare module "virtual:react-router/server-manifest" {
  const manifest: { version: string };
  export default manifest;
}
