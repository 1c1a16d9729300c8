import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type ErrorIssue } from "../errors";
import { logError } from "../services/platform/log";

/** The one JSON error shape of the API. */
export interface ErrorBody {
  error: string;
  code: string;
  issues?: ErrorIssue[];
  requestId?: string;
  /** An AppError's extra fields (e.g. `runId`). */
  [field: string]: unknown;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE",
  429: "RATE_LIMITED",
};

export function errorJson(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/**
 * What may be logged of an unexpected error: drizzle puts a failed query's bound values (which
 * can be password hashes or secrets) after "params:", so those never reach a log line.
 */
export function describeForLog(err: unknown): { error: string; stack?: string } {
  const redact = (text: string) => text.replace(/params:[\s\S]*/i, "params: [redacted]");
  if (!(err instanceof Error)) return { error: redact(String(err)) };
  const cause = err.cause instanceof Error ? ` (cause: ${redact(err.cause.message)})` : "";
  return {
    error: `${err.name}: ${redact(err.message)}${cause}`,
    stack: err.stack ? redact(err.stack) : undefined,
  };
}

/**
 * Turns AppError, HTTPException and anything unexpected into `{ error, code, issues? }`.
 * Unexpected errors are logged once with the request id and answered as a bare 500.
 *
 * @example app.onError(handleError)
 */
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return errorJson(c, err.status, {
      ...err.fields,
      error: err.message,
      code: err.code,
      ...(err.issues ? { issues: err.issues } : {}),
    });
  }
  if (err instanceof HTTPException && err.status < 500) {
    const status = err.status as ContentfulStatusCode;
    const message = err.message || "Bad request";
    return errorJson(c, status, { error: message, code: CODE_BY_STATUS[status] ?? "BAD_REQUEST" });
  }
  const requestId = c.get("requestId") as string | undefined;
  logError("request.failed", {
    requestId,
    method: c.req.method,
    path: c.req.path,
    ...describeForLog(err),
  });
  return errorJson(c, 500, {
    error: "Server error. Please contact support.",
    code: "INTERNAL",
    ...(requestId ? { requestId } : {}),
  });
};

/** Unknown `/api` paths answer 404 in the error shape. */
export const handleApiNotFound: NotFoundHandler = (c) =>
  errorJson(c, 404, { error: `No API route for ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" });
