import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  PBKDF2_ITERATIONS,
  PBKDF2_MAX_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from "../../worker/services/identity/passwords";

describe("password hashing", () => {
  it("stays within the 100,000 PBKDF2 iterations production Workers accept", async () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const parsed = parsePasswordHash(await hashPassword("s3cret-pass"));
    expect(parsed?.iterations).toBeLessThanOrEqual(100_000);
    await expect(hashPassword("x", 100_001)).rejects.toThrow(/100000/);
  });

  it("keeps its parameters in the hash and verifies only the right password", async () => {
    const stored = await hashPassword("s3cret-pass");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("s3cret-pass", stored)).toBe(true);
    expect(await verifyPassword("s3cret-pasS", stored)).toBe(false);
    expect(stored).not.toBe(await hashPassword("s3cret-pass"));
  });

  it("verifies weaker stored hashes and flags them for rehashing", async () => {
    const weak = await hashPassword("old-password", 10_000);
    expect(await verifyPassword("old-password", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword("new-password"))).toBe(false);
  });

  it("refuses malformed hashes and hashes above the ceiling", async () => {
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$200000$AAAA$AAAA")).toBe(false);
  });
});
