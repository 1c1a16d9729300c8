/** One issue of a validation failure, as the API reports it. */
export interface ErrorIssue {
  path: string;
  message: string;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429;

/**
 * An expected failure with a user-facing message. Services throw it; the error handler turns
 * it into `{ error, code, issues?, ...fields }` with its status.
 *
 * @example throw new AppError(409, "SLUG_TAKEN", "A blog with this slug already exists")
 */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
    /** More fields for the answer's JSON (e.g. the running crawl's `runId` of a 409). */
    readonly fields?: Record<string, string | number>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const forbidden = (message = "Forbidden") => new AppError(403, "FORBIDDEN", message);
export const unauthorized = (message = "Authentication required") =>
  new AppError(401, "UNAUTHORIZED", message);
