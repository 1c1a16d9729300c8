import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorText } from "~/lib/api";

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
