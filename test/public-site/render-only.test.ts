import { exports } from "cloudflare:workers";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import {
  RenderOnly,
  renderOnly,
  renderOnlyRoutes,
  unwrapRenderOnly,
} from "../../app/lib/render-only";
import { STATIC_PAGE } from "../../app/lib/route-handle";

// A public page's loader data is never encoded for a browser (it runs no script): the Worker
// wraps it (app/lib/render-only.ts) and the entry unwraps it before React renders.

const get = (path: string) => exports.default.fetch(`http://example.com${path}`);

describe("render-only loader data", () => {
  it("shows the encoder nothing to walk, and hands the render the value itself", () => {
    const value = { page: { title: "IT Security", sections: [{ type: "hero" }] } };
    const wrapped = renderOnly(value);
    expect(wrapped).toBeInstanceOf(RenderOnly);
    // React Router's encoder walks own enumerable keys (turbo-stream's class-instance fallback).
    expect(Object.entries(wrapped as object)).toEqual([]);
    expect(JSON.stringify(wrapped)).toBe("{}");
    const loaderData: Record<string, unknown> = { root: undefined, page: wrapped, admin: { a: 1 } };
    expect(unwrapRenderOnly(loaderData)).toBe(true);
    expect(loaderData.page).toBe(value);
    expect(loaderData.admin).toEqual({ a: 1 });
    expect(unwrapRenderOnly(loaderData)).toBe(false);
  });

  it("keeps a redirect as it is and data()'s status and headers", () => {
    const redirect = new Response(null, { status: 302, headers: { location: "/" } });
    expect(renderOnly(redirect)).toBe(redirect);
    const withStatus = data({ missing: true }, { status: 404, headers: { "x-a": "1" } });
    const wrapped = renderOnly(withStatus) as typeof withStatus;
    expect(wrapped.init?.status).toBe(404);
    expect(new Headers(wrapped.init?.headers).get("x-a")).toBe("1");
    expect(wrapped.data).toBeInstanceOf(RenderOnly);
    expect((wrapped.data as unknown as RenderOnly).value).toEqual({ missing: true });
  });

  it("wraps the loaders of static routes only", async () => {
    const loader = async () => ({ words: "hello" });
    const routes = renderOnlyRoutes({
      page: { id: "page", module: { handle: STATIC_PAGE, loader } },
      admin: { id: "admin", module: { loader } },
      layout: { id: "layout", module: { handle: STATIC_PAGE } },
    });
    const page: unknown = await routes.page?.module.loader?.();
    expect(page).toBeInstanceOf(RenderOnly);
    expect((page as RenderOnly).value).toEqual({ words: "hello" });
    expect(routes.admin?.module.loader).toBe(loader);
    expect(routes.layout?.module.loader).toBeUndefined();
  });

  it("renders every kind of public page whole, and a .data request still gets the data", async () => {
    for (const [path, words] of [
      ["/", "<h1"],
      ["/it-security", "IT Security"],
      ["/blog", "<h1"],
      ["/ultimate-connectwise-msp-landing", "<form"],
      ["/no-such-page", "Page Not Found"],
    ] as const) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(words);
      expect(html, path).toContain("</footer>");
    }
    const response = await get("/it-security.data");
    expect(response.status).toBe(200);
    const body = await response.text();
    // The page's own data, not the wrapper's empty object.
    expect(body).toContain("IT Security");
    expect(body).not.toContain("SingleFetchClassInstance");
  });
});
