import { AppError } from "../../../errors";
import type { SessionUser } from "../../identity/session-user";
import { createFetcher } from "../../outside/safe-fetch";
import type { WorkerDeps } from "../../platform/deps";
import { ownSitemapUrl } from "./report";
import { type CrawlEvent, type CrawlOptions, finishSiteCrawl, startSiteCrawl } from "./run";

type StreamEvent = CrawlEvent | { type: "error"; error: string; code: string };

/**
 * `POST /api/seo/crawls`: starts a crawl of `sitemapUrl` (this site's by default) and answers
 * its events as NDJSON, one line each, in order as they happen. The crawl goes on (and is kept
 * in D1) if the browser goes away; a failure before it starts throws (4xx, or 409
 * CRAWL_RUNNING with the running crawl's `runId`) instead of streaming. The stream is closed
 * inside `waitUntil`, so the request ends once the body has.
 */
export async function streamSiteCrawl(
  deps: WorkerDeps,
  input: { sitemapUrl?: string; onlyChanged?: boolean },
  actor: SessionUser,
): Promise<ReadableStream<Uint8Array>> {
  const options: CrawlOptions = {
    sitemapUrl: input.sitemapUrl ?? (await ownSitemapUrl(deps)),
    onlyChanged: input.onlyChanged,
    fetcher: await createFetcher(deps),
    actor,
  };
  const started = await startSiteCrawl(deps, options);
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  let open = true;
  let writes: Promise<void> = Promise.resolve();
  const send = (event: StreamEvent) => {
    writes = writes.then(async () => {
      if (!open) return;
      try {
        await writer.write(encoder.encode(`${JSON.stringify(event)}\n`));
      } catch {
        open = false;
      }
    });
  };
  const crawl = finishSiteCrawl(deps, started, { ...options, onEvent: send })
    .then(
      () => undefined,
      (error: unknown) => {
        const message =
          error instanceof AppError ? error.message : "The crawl stopped because of a server error";
        send({ type: "error", error: message, code: "CRAWL_FAILED" });
      },
    )
    .then(async () => {
      await writes;
      if (open) await writer.close().catch(() => {});
    });
  deps.waitUntil(crawl);
  return readable;
}
