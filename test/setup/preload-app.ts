// The Worker loads its app on the first request its edge cache does not answer
// (worker/index.ts). Under Vitest every module comes through Vite's module runner, whose fetch
// of a module belongs to the request that started it: a second request awaiting the same
// import (a page render started in an earlier request's waitUntil, say) hangs once that
// request has ended. A deployed isolate's modules are all in its bundle, with no such fetch;
// here they are loaded before any request, outside every request.
await import("../../worker/app");
await import("virtual:react-router/server-build");

export {};
