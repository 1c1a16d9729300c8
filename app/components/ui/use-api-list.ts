import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorText } from "~/lib/api";

interface ApiListOptions {
  /** false: a 401/403 is shown where the list goes instead of signing out (an editor's bar). */
  redirectOnAuthError?: boolean;
  /** What a failed read says when the API gave no message of its own. */
  failure?: string;
}

/**
 * One list read from the API, read again when `path` or `changes` (a count the screen raises
 * after each write, or any key that moves with what the list depends on) moves, or on `retry`; `path` null reads nothing. What was shown stays until
 * the new answer arrives, so a search or a reload does not blank the list; a late answer to an
 * older read is dropped.
 *
 * @example const { data, error, loading, retry } = useApiList<{ redirects: Redirect[] }>("/api/redirects", changes);
 */
export function useApiList<T>(
  path: string | null,
  changes: number | string,
  { redirectOnAuthError = true, failure = "Failed to fetch data" }: ApiListOptions = {},
) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // Retry reads the same list again.
    void changes; // So does a write anywhere on the screen.
    if (path === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    apiRequest<T>(path, { signal: controller.signal, redirectOnAuthError })
      .then((body) => {
        if (!controller.signal.aborted) setData(body);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError(errorText(caught, failure));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, changes, attempt, redirectOnAuthError, failure]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, setData, error, loading, retry };
}
