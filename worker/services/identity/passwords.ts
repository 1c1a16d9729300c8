import { base64ToBytes, bytesToBase64Url, randomBytes, timingSafeEqual } from "../platform/crypto";

/**
 * Production Workers refuse WebCrypto PBKDF2 above 100,000 iterations (local workerd has no
 * cap), so this is both our cost and the ceiling; test/identity/passwords.test.ts holds it.
 */
export const PBKDF2_MAX_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFKC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** "pbkdf2-sha256$<iterations>$<salt>$<hash>": the parameters travel with the hash. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS) {
  if (iterations > PBKDF2_MAX_ITERATIONS) {
    throw new Error(`PBKDF2 iterations above ${PBKDF2_MAX_ITERATIONS} fail on Workers`);
  }
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${bytesToBase64Url(salt)}$${bytesToBase64Url(hash)}`;
}

export function parsePasswordHash(stored: string) {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== "pbkdf2-sha256" || !iterations || !salt || !hash) return null;
  return { iterations: Number(iterations), salt: base64ToBytes(salt), hash: base64ToBytes(hash) };
}

/** Whether `password` matches a stored hash; a malformed or over-costly hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || parsed.iterations > PBKDF2_MAX_ITERATIONS) return false;
  const hash = await derive(password, parsed.salt, parsed.iterations);
  return timingSafeEqual(hash, parsed.hash);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  return (parsePasswordHash(stored)?.iterations ?? 0) < PBKDF2_ITERATIONS;
}

/** A hash to verify against when the user does not exist, so timing does not tell. */
export const DUMMY_PASSWORD_HASH =
  "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
