import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LAUNCH_POSTS } from "../../app/content/blog";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { createDb } from "../../worker/db/client";
import { blogs, loginAttempts } from "../../worker/db/schema";
import worker from "../../worker/index";
import { absoluteUrl } from "../../worker/services/content/feeds";
import { codeRows } from "../../worker/services/content/pages";
import {
  type CronJobName,
  type CronJobReport,
  runCronJob,
} from "../../worker/services/platform/cron-jobs";
import type { SeoHealth } from "../../worker/services/seo/health";
import { createPost } from "../factories/blogs";
import { api, signedIn } from "../factories/users";

// The cron's jobs stand on their own: a job that throws (made to fail here through real data,
// a D1 trigger) is logged once and recorded for site health, the others and the feed rebuild
// still run, and the next run retries it.

const SITE = DEFAULT_SITE_SETTINGS.siteUrl;
const db = createDb(env.DB);
let editor = "";

beforeAll(async () => {
  ({ token: editor } = await signedIn("editor"));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One cron run (not the 03:00 one), waited for; returns the JSON lines it logged as errors. */
async function runCron(): Promise<Record<string, unknown>[]> {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({
      cron: "*/15 * * * *",
      scheduledTime: Date.parse("2026-11-23T10:15:00Z"),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const lines = logged.mock.calls.map((call) => JSON.parse(String(call[0])));
  logged.mockRestore();
  return lines;
}

async function health(): Promise<SeoHealth> {
  const response = await api("/api/seo/health", { token: editor });
  expect(response.status).toBe(200);
  return response.json<SeoHealth>();
}

function job(report: SeoHealth, name: CronJobName): CronJobReport {
  const found = report.jobs.find((j) => j.name === name);
  if (!found) throw new Error(`${name} is not in site health`);
  return found;
}

const contentVersion = () =>
  env.DB.prepare("SELECT value FROM settings WHERE key = 'site.content-version'").first();
const storedSitemap = async () => (await env.KV.get("feeds:sitemap.xml")) ?? "";
const launchUrls = () => LAUNCH_POSTS.map((post) => absoluteUrl(SITE, `/blog/${post.slug}`));

describe("a cron run where one job fails", () => {
  it("runs the others, rebuilds the feeds, logs the failure once, shows it in site health, and the next run retries and clears it", async () => {
    await env.DB.exec(
      "CREATE TRIGGER launch_posts_locked BEFORE INSERT ON blogs WHEN NEW.id LIKE 'launch:%' BEGIN SELECT RAISE(ABORT, 'launch posts are locked'); END",
    );
    let lines: Record<string, unknown>[];
    try {
      lines = await runCron();
    } finally {
      await env.DB.exec("DROP TRIGGER launch_posts_locked");
    }

    const failures = lines.filter((line) => line.event === "cron.job_failed");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: "error", job: "launch_posts" });
    expect(String(failures[0]?.error)).toContain("launch posts are locked");
    expect(
      lines.filter((line) => JSON.stringify(line).includes("launch posts are locked")),
    ).toHaveLength(1);
    // The feeds were rebuilt after the failure, from the synced catalogue.
    const sitemap = await storedSitemap();
    for (const row of codeRows())
      expect(sitemap).toContain(`<loc>${absoluteUrl(SITE, row.path)}</loc>`);
    for (const url of launchUrls()) expect(sitemap).not.toContain(url);

    // The content is incomplete, so no content version is recorded: a read will check it.
    expect(await contentVersion()).toBeNull();

    const failed = await health();
    expect(failed.status).toBe("issues");
    expect(job(failed, "launch_posts")).toMatchObject({
      label: "Launch posts",
      status: "failed",
      lastSuccessAt: null,
    });
    expect(job(failed, "launch_posts").lastError).toContain("launch posts are locked");
    const failedAt = job(failed, "launch_posts").lastFailureAt;
    expect(Number.isNaN(Date.parse(failedAt ?? ""))).toBe(false);
    for (const name of [
      "code_pages",
      "scheduled_posts",
      "scheduled_inline",
      "feeds",
      "housekeeping",
      "seo_housekeeping",
    ] as const) {
      expect(job(failed, name).status, name).toBe("ok");
    }
    expect(job(failed, "site_check").status).toBe("never");

    const retried = await runCron();

    expect(retried.filter((line) => line.event === "cron.job_failed")).toEqual([]);
    const seeded = await storedSitemap();
    for (const url of launchUrls()) expect(seeded).toContain(`<loc>${url}</loc>`);
    // Code pages and launch posts are complete: recorded, so no visitor's read writes it.
    expect(await contentVersion()).not.toBeNull();
    const cleared = await health();
    expect(cleared.status).toBe("healthy");
    expect(cleared.jobs.filter((j) => j.status === "failed")).toEqual([]);
    expect(job(cleared, "launch_posts")).toMatchObject({ status: "ok", lastFailureAt: failedAt });
    expect(job(cleared, "launch_posts").lastSuccessAt).not.toBeNull();
  }, 240_000);

  it("publishes scheduled posts and rebuilds the feeds while housekeeping fails, and retries housekeeping", async () => {
    // Scheduled as staff schedule it (a frozen snapshot), then made due.
    const { blog: post } = await createPost(editor, {
      published: true,
      publishAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    expect(post.published).toBe(false);
    await env.DB.prepare(
      "UPDATE publish_schedules SET publish_at = '2026-01-01T00:00:00.000Z' WHERE target = ?",
    )
      .bind(post.id)
      .run();
    await db.insert(loginAttempts).values({
      username: "old",
      ip: "192.0.2.1",
      success: false,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    await env.DB.exec(
      "CREATE TRIGGER attempts_locked BEFORE DELETE ON login_attempts BEGIN SELECT RAISE(ABORT, 'login attempts are locked'); END",
    );
    let lines: Record<string, unknown>[];
    try {
      lines = await runCron();
    } finally {
      await env.DB.exec("DROP TRIGGER attempts_locked");
    }

    const failures = lines.filter((line) => line.event === "cron.job_failed");
    expect(failures.map((line) => line.job)).toEqual(["housekeeping"]);
    const row = await db.select().from(blogs).where(eq(blogs.id, post.id)).get();
    expect(row?.published).toBe(true);
    expect(await storedSitemap()).toContain(
      `<loc>${absoluteUrl(SITE, `/blog/${post.slug}`)}</loc>`,
    );
    expect(job(await health(), "housekeeping")).toMatchObject({ status: "failed" });

    await runCron();

    expect(
      await db.select().from(loginAttempts).where(eq(loginAttempts.username, "old")).all(),
    ).toEqual([]);
    expect(job(await health(), "housekeeping").status).toBe("ok");
  }, 240_000);
});

describe("runCronJob", () => {
  it("never throws, and an older run that ends later does not overwrite a newer run's record", async () => {
    let release = () => {};
    const older = runCronJob({ db, env }, "scheduled_inline", async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      throw new Error("the older run failed");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.select().from(blogs).limit(1).all();
    expect(await runCronJob({ db, env }, "scheduled_inline", async () => {})).toBe(true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    release();
    expect(await older).toBe(false);

    const report = job(await health(), "scheduled_inline");
    expect(report.status).toBe("ok");
    expect(report.lastError).not.toBe("the older run failed");
  });
});
