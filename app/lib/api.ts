// The admin's one way to call the API from the browser: same-origin cookie, JSON in and out,
// errors as ApiError with the server's message (the spec's texts) and field issues.

import { canAskForReauth, requestReauth } from "./step-up";

export const REAUTH_REQUIRED_MESSAGE = "Confirm it's you to continue";

/**
 * A 403 that refuses a publish or schedule until a review approves the change (issue 35): it
 * refuses the change, not the person, so it never signs out, whoever calls.
 */
export const REVIEW_REQUIRED_CODE = "REVIEW_REQUIRED";

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The first issue's message for a field, for showing it under that field. */
  fieldError(path: string): string | undefined {
    return this.issues.find((issue) => issue.path === path)?.message;
  }
}

export const API_TIMEOUT_MS = 30_000;

/** The message of a failed request: the API's own text (the spec's), else `fallback`. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message || fallback : fallback;

/** The message of a refused request (400: what was sent is wrong, worth showing), else `fallback`. */
export const badRequestText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 400 ? error.message : fallback;

/**
 * Where a 401/403 sends the browser (spec §6: the session is cleared, then login). Signing out
 * first means a 403 cannot bounce between the login page and the dashboard.
 */
export async function redirectToLogin() {
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
  } catch {
    // Offline or already signed out: the login page is the right place either way.
  }
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/admin/login?next=${encodeURIComponent(next)}`);
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** FormData or a Blob go as they are (uploads); anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401/403 is thrown to the caller instead of redirecting (the login form). */
  redirectOnAuthError?: boolean;
  /** false: a 403 REAUTH_REQUIRED is thrown instead of asking the user (the retry itself). */
  stepUp?: boolean;
}

/**
 * Calls `/api…` with the session cookie. Throws ApiError on a non-2xx answer; on 401/403 it
 * goes to the login page first (unless told not to; never for a 403 REVIEW_REQUIRED, a change
 * that needs a review first). A 403 REAUTH_REQUIRED opens the one "Confirm it's you" dialog
 * and retries once after it (Cancel: the ApiError "Confirm it's you to continue"); a 403
 * SECOND_FACTOR_REQUIRED goes to /admin, which shows the set-up screen.
 *
 * @example const users = await apiRequest<PublicUser[]>("/api/users");
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, redirectOnAuthError = true } = options;
  const isRaw = body instanceof FormData || body instanceof Blob;
  // A caller's signal (a closed view) and the time-out both end the request.
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined || isRaw ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError(
      0,
      timedOut
        ? "The server took too long to answer. Please try again."
        : "Network error. Please try again.",
    );
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { error?: string; code?: string; issues?: ApiIssue[] };
    if (response.status === 403 && payload.code === "REAUTH_REQUIRED") {
      if (options.stepUp !== false && canAskForReauth() && (await requestReauth())) {
        return apiRequest<T>(path, { ...options, stepUp: false });
      }
      throw new ApiError(403, REAUTH_REQUIRED_MESSAGE, payload.code);
    }
    if (response.status === 403 && payload.code === "SECOND_FACTOR_REQUIRED") {
      if (redirectOnAuthError) window.location.assign("/admin");
    } else if (
      (response.status === 401 || response.status === 403) &&
      redirectOnAuthError &&
      payload.code !== REVIEW_REQUIRED_CODE
    ) {
      void redirectToLogin();
    }
    throw new ApiError(
      response.status,
      payload.error ??
        (response.status >= 500
          ? "Server error. Please contact support."
          : `Request failed (${response.status})`),
      payload.code,
      payload.issues ?? [],
    );
  }
  return data as T;
}
