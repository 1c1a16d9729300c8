// Cloudflare's module rules: a `.wasm?module` import is a WebAssembly module that workerd
// compiled when it loaded the Worker (Workers may not compile WebAssembly at run time).
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}
