import type { AppError } from "../../errors";

// Slugs, usernames and page paths are checked before a write (for a clear answer) and held by a
// UNIQUE index (for two saves that passed that check at once): the index decides, and the loser
// gets the same 409 as a save that found the name taken.

/** Whether a failed write broke a UNIQUE index (D1 says so in the error, or in its cause). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? String(error.cause) : "";
  return `${String(error)} ${cause}`.includes("UNIQUE");
}

/**
 * Awaits a write that a UNIQUE index guards and throws `conflict` instead when the index
 * refuses it; any other failure is thrown as it is.
 *
 * @example await writeUnique(db.batch([insert, audit]), new AppError(409, "SLUG_TAKEN", SLUG_TAKEN_MESSAGE))
 */
export async function writeUnique<T>(write: Promise<T>, conflict: AppError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict;
    throw error;
  }
}
