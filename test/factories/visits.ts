import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../worker/index";

/**
 * One request through the Worker's front door (edge cache and all) as a visitor's browser
 * sends it, with the work it handed to `waitUntil` (the page-view count) finished; the body is
 * read, so the answer is whole.
 */
export async function sendThroughWorker(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const incoming = request as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(incoming, env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}
