import { useCallback, useEffect, useRef, useState } from "react";
import { errorText } from "~/lib/api";
import type { MediaItem } from "~/schemas/media";
import { listMediaPage } from "./media-api";

const LOAD_FAILED = "The media library could not be loaded. Please try again.";

/**
 * The media library as the Media tab and the picker show it: the first page on mount (when
 * `enabled`), `loadMore()` for the next, `reload()` from the start, and local edits of the
 * images shown (`replace`, `remove`). `items` is null until the first page arrives.
 *
 * @example const library = useMediaPages(); … {library.nextCursor && <LoadMore … />}
 */
export function useMediaPages(enabled = true) {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [total, setTotal] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  // A reload started after a "load more" wins: the older answer is dropped.
  const generation = useRef(0);

  const reload = useCallback(async (signal?: AbortSignal) => {
    const mine = ++generation.current;
    setLoadError(null);
    try {
      const page = await listMediaPage(undefined, signal);
      if (mine !== generation.current) return;
      setItems(page.items);
      setNextCursor(page.nextCursor);
      setTotal(page.total);
    } catch (error) {
      if (signal?.aborted || mine !== generation.current) return;
      setLoadError(errorText(error, LOAD_FAILED));
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [enabled, reload]);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    setLoadError(null);
    try {
      const page = await listMediaPage(nextCursor);
      if (mine !== generation.current) return;
      setItems((shown) => {
        const known = new Set((shown ?? []).map((item) => item.key));
        return [...(shown ?? []), ...page.items.filter((item) => !known.has(item.key))];
      });
      setNextCursor(page.nextCursor);
      setTotal(page.total);
    } catch (error) {
      if (mine === generation.current) setLoadError(errorText(error, LOAD_FAILED));
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor]);

  const replace = useCallback((saved: MediaItem) => {
    setItems((shown) => shown?.map((item) => (item.key === saved.key ? saved : item)) ?? null);
  }, []);
  const remove = useCallback((key: string) => {
    setItems((shown) => shown?.filter((item) => item.key !== key) ?? null);
    setTotal((count) => Math.max(0, count - 1));
  }, []);

  return { items, total, nextCursor, loadingMore, loadError, reload, loadMore, replace, remove };
}
