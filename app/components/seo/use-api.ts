import { useCallback, useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";

/** The message of a failed request: the API's own text, else `fallback`. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The message of a refused request (400: what was sent is wrong, worth showing), else `fallback`. */
export const badRequestText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 400 ? error.message : fallback;

/**
 * Loads one API answer when mounted, again when `path` or `refreshKey` changes and on
 * `reload`; a failure keeps the last answer and says why in `error`.
 *
 * @example const { data, error, reload } = useApi<SeoHealth>("/api/seo/health");
 */
export function useApi<T>(path: string | null, refreshKey = 0) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!path) return;
      setLoading(true);
      setError(null);
      try {
        setData(await apiRequest<T>(path, { signal }));
      } catch (failure) {
        if (signal?.aborted) return;
        setError(errorText(failure, "Failed to fetch data"));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [path],
  );
  useEffect(() => {
    void refreshKey;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, refreshKey]);
  return { data, error, loading, reload: () => load() };
}
