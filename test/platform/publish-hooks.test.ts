import { afterEach, describe, expect, it, vi } from "vitest";
import type { Deps } from "../../worker/services/platform/deps";
import {
  type AfterPublishHook,
  announceChange,
} from "../../worker/services/platform/publish-hooks";
import { pageCacheKey } from "../../worker/services/platform/purge-tokens";
import { testDeps } from "../factories/deps";
import { ORIGIN } from "../factories/users";

// Publishing announces a change through deps.afterPublish (the list worker/after-publish.ts
// wires): each hook runs in order, and one that fails is logged without failing the change or
// stopping the hooks after it.

afterEach(() => {
  vi.restoreAllMocks();
});

function recording(ran: string[], name: string, fails = false): AfterPublishHook {
  return {
    name,
    run: async () => {
      ran.push(name);
      if (fails) throw new Error(`${name} broke`);
    },
  };
}

/** The edge-cache key a visitor's GET of `path` is stored under now. */
async function cacheKey(deps: Deps, path: string): Promise<string | undefined> {
  return (await pageCacheKey(deps, new URL(path, ORIGIN), path, "test"))?.url;
}

describe("announcing a change", () => {
  it("runs every hook in order; one that throws is logged and the rest still run", async () => {
    const ran: string[] = [];
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const deps = {
      ...testDeps(),
      afterPublish: [
        recording(ran, "first"),
        recording(ran, "broken", true),
        recording(ran, "last"),
      ],
    };
    await expect(announceChange(deps, { paths: ["/x"], trigger: null })).resolves.toBeUndefined();
    expect(ran).toEqual(["first", "broken", "last"]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      event: "after_publish.broken_failed",
      paths: ["/x"],
      error: "Error: broken broke",
    });
  });

  it("runs nothing for deps without hooks", async () => {
    const { afterPublish: _hooks, ...bare } = testDeps();
    const before = await cacheKey(bare, "/it-security");
    await announceChange(bare, { paths: ["/it-security"], trigger: null });
    expect(await cacheKey(bare, "/it-security")).toBe(before);
  });

  it("purges the changed pages only, or every page with purgeAll (the Worker's list)", async () => {
    const deps = testDeps();
    const before = {
      changed: await cacheKey(deps, "/it-security"),
      other: await cacheKey(deps, "/voip-solutions"),
    };
    await announceChange(deps, { paths: ["/it-security"], trigger: null });
    const afterOne = {
      changed: await cacheKey(deps, "/it-security"),
      other: await cacheKey(deps, "/voip-solutions"),
    };
    expect(afterOne.changed).not.toBe(before.changed);
    expect(afterOne.other).toBe(before.other);

    await announceChange(deps, { paths: [], purgeAll: true, trigger: null });
    expect(await cacheKey(deps, "/voip-solutions")).not.toBe(afterOne.other);
    expect(await cacheKey(deps, "/it-security")).not.toBe(afterOne.changed);
  });
});
