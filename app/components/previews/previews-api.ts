import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import {
  type PreviewCreated,
  type PreviewLink,
  type PreviewTarget,
  previewTargetQuery,
} from "~/schemas/previews";

// A refusal here ("Authors may share only their own posts") is shown in the dialog, not
// answered by signing out: both editors that open it may hold unsaved work.
const IN_PLACE = { redirectOnAuthError: false } as const;

/**
 * The links shared for `target`, newest first, read when the dialog opens and again on
 * `retry`. `put` shows a link just made or revoked without reading the list again.
 */
export function usePreviewLinks(target: PreviewTarget) {
  const query = previewTargetQuery(target);
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // Retry reads the same list again.
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    apiRequest<{ previews: PreviewLink[] }>(
      `/api/previews?${new URLSearchParams({ target: query })}`,
      { ...IN_PLACE, signal: controller.signal },
    )
      .then((body) => {
        if (!controller.signal.aborted) setLinks(body.previews);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) {
          setError(errorText(caught, "Failed to load the links shared so far"));
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Puts `link` in place of the one with its id, or first (the newest) when it is new. */
  const put = useCallback(
    (link: PreviewLink) =>
      setLinks((current) => {
        const list = current ?? [];
        return list.some((each) => each.id === link.id)
          ? list.map((each) => (each.id === link.id ? link : each))
          : [link, ...list];
      }),
    [],
  );
  return { links, error, loading, retry, put };
}

/** Makes a link to `target` that works for `expiresIn` seconds; its url is answered only now. */
export function createPreview(target: PreviewTarget, expiresIn: number): Promise<PreviewCreated> {
  return apiRequest<PreviewCreated>("/api/previews", {
    ...IN_PLACE,
    method: "POST",
    body: { target, expiresIn },
  });
}

/** Turns a link off for good; answers the link as it is now (revoked). */
export async function revokePreview(link: Pick<PreviewLink, "id">): Promise<PreviewLink> {
  const body = await apiRequest<{ preview: PreviewLink }>(
    `/api/previews/${encodeURIComponent(link.id)}`,
    { ...IN_PLACE, method: "DELETE" },
  );
  return body.preview;
}
