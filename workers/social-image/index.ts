import { SocialImageFactsSchema } from "../../app/schemas/social-image";
import { drawSocialImage } from "./draw";

// The social-image Worker: turns a page's facts (title, family, brand) into its 1200 × 630 PNG.
// It is a Worker of its own so that satori, resvg's WebAssembly and the Inter font (about
// 3.5 MB) load here, once per isolate, and never with the page Worker, which every visitor's
// request starts. Only the page Worker reaches it, through the SOCIAL_IMAGES service binding
// (it has no route); the page Worker decides what may be drawn and stores the result in R2.

const json = (status: number, error: string) =>
  Response.json({ error, code: status === 405 ? "METHOD_NOT_ALLOWED" : "BAD_REQUEST" }, { status });

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== "POST") {
      await request.body?.cancel();
      return json(405, "POST the facts to draw");
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json(400, "The body must be JSON");
    }
    const facts = SocialImageFactsSchema.safeParse(body);
    if (!facts.success) return json(400, facts.error.issues[0]?.message ?? "Bad facts");
    const png = await drawSocialImage(facts.data);
    return new Response(png, { headers: { "content-type": "image/png" } });
  },
} satisfies ExportedHandler;
