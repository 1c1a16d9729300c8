import type { SessionUser } from "../../identity/session-user";
import { createFetcher } from "../../outside/safe-fetch";
import type { WorkerDeps } from "../../platform/deps";
import { ownSitemapUrl } from "./report";
import { type CrawlEvent, runSiteCrawl } from "./run";

type StreamEvent = CrawlEvent | { type: "error"; error: string; code: string };

/**
 * `POST /api/seo/crawls`: starts a crawl of `sitemapUrl` (this site's by default) and answers
 * its events as NDJSON, one line each, in order as they happen. The crawl goes on (and is kept
 * in D1) if the browser goes away; a failure before it starts throws (4xx) instead of
 * streaming. The stream is closed inside `waitUntil`, so the request ends once the body has.
 */
export async function streamSiteCrawl(
  deps: WorkerDeps,
  input: { sitemapUrl?: string; onlyChanged?: boolean },
  actor: SessionUser,
): Promise<ReadableStream<Uint8Array>> {
  const sitemapUrl = input.sitemapUrl ?? (await ownSitemapUrl(deps));
  const fetcher = await createFetcher(deps);
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  let open = true;
  let isStarted = false;
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
  let started: (value: true | unknown) => void = () => {};
  const firstEvent = new Promise<true | unknown>((resolve) => {
    started = resolve;
  });
  const crawl = runSiteCrawl(deps, {
    sitemapUrl,
    onlyChanged: input.onlyChanged,
    fetcher,
    actor,
    onEvent: (event) => {
      if (event.type === "start") {
        isStarted = true;
        started(true);
      }
      send(event);
    },
  })
    .then(
      () => undefined,
      (error: unknown) => {
        started(error);
        if (!isStarted) return;
        const message = error instanceof Error ? error.message : "Crawl failed";
        send({ type: "error", error: message, code: "CRAWL_FAILED" });
      },
    )
    .then(async () => {
      if (!isStarted) return;
      await writes;
      if (open) await writer.close().catch(() => {});
    });
  deps.waitUntil(crawl);
  const first = await firstEvent;
  if (first !== true) throw first;
  return readable;
}
