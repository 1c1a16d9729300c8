import { AppError } from "../../errors";

// Request bodies read whole (sign-in, the contact form, uploads) are bounded: a body larger
// than its route can use is refused before it is held in memory.

/**
 * The body of `request`, at most `maxBytes` of it: 413 with `message` (code TOO_LARGE) when its
 * Content-Length says more, or, for a body sent without a length, as soon as more arrives
 * (the rest is not read). A request without a body gives no bytes.
 *
 * @example const bytes = await readBodyWithin(request, 64 * 1024, "Your message is too large to send.");
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
  message: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new AppError(413, "TOO_LARGE", message);
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
