import { useCallback } from "react";
import { apiRequest } from "~/lib/api";
import type {
  LinkFix,
  LinkFixResult,
  NotFoundEntry,
  Redirect,
  RedirectImportResult,
  RedirectInput,
} from "~/schemas/redirects";
import { useApiList } from "../ui/use-api-list";

/** The redirects matching `q` (all of them for ""), sorted by source. */
export function useRedirectList(q: string, changes: number) {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : "";
  const { data, error, loading, retry } = useApiList<{ redirects: Redirect[] }>(
    `/api/redirects${query}`,
    changes,
  );
  return { redirects: data?.redirects ?? null, error, loading, retry };
}

/** The addresses visitors asked for and did not find. */
export function useNotFoundList(changes: number) {
  const { data, setData, error, loading, retry } = useApiList<{ notFound: NotFoundEntry[] }>(
    "/api/not-found",
    changes,
  );
  /** Takes an entry off the list shown (after it was dismissed). */
  const drop = useCallback(
    (id: string) =>
      setData((current) =>
        current ? { notFound: current.notFound.filter((entry) => entry.id !== id) } : current,
      ),
    [setData],
  );
  return { entries: data?.notFound ?? null, error, loading, retry, drop };
}

const redirectUrl = (redirect: Pick<Redirect, "id">) =>
  `/api/redirects/${encodeURIComponent(redirect.id)}`;

/** Adds a redirect, or changes `existing` as the user last saw it (its version). */
export async function saveRedirect(input: RedirectInput, existing?: Redirect): Promise<Redirect> {
  const body = existing
    ? await apiRequest<{ redirect: Redirect }>(redirectUrl(existing), {
        method: "PUT",
        body: { ...input, version: existing.version },
      })
    : await apiRequest<{ redirect: Redirect }>("/api/redirects", { method: "POST", body: input });
  return body.redirect;
}

/** Removes a redirect as the user last saw it (a 409 when someone changed it since). */
export async function removeRedirect(redirect: Redirect): Promise<void> {
  await apiRequest(`${redirectUrl(redirect)}?version=${redirect.version}`, { method: "DELETE" });
}

/** Checks (dryRun) or imports a CSV of redirects. */
export function importRedirectsCsv(csv: string, dryRun: boolean): Promise<RedirectImportResult> {
  return apiRequest<RedirectImportResult>("/api/redirects/import", {
    method: "POST",
    body: { csv, dryRun },
  });
}

/** Takes a missing address off the 404 monitor for good. */
export async function dismissNotFound(entry: NotFoundEntry): Promise<void> {
  await apiRequest(`/api/not-found/${encodeURIComponent(entry.id)}/dismiss`, { method: "POST" });
}

/** The CSV download of every redirect (the session cookie authenticates it). */
export const EXPORT_URL = "/api/redirects/export.csv";

/** The links staff wrote that point at a redirected address. */
export function useLinkFixes(changes: number) {
  const { data, error, loading, retry } = useApiList<{ fixes: LinkFix[] }>(
    "/api/redirects/link-fixes",
    changes,
  );
  return { fixes: data?.fixes ?? null, error, loading, retry };
}

/** Rewrites the chosen links, each as listed (a 409 when any changed since: nothing written). */
export function rewriteLinks(fixes: readonly LinkFix[]): Promise<LinkFixResult> {
  return apiRequest<LinkFixResult>("/api/redirects/link-fixes", {
    method: "POST",
    body: { fixes: fixes.map(({ id, version }) => ({ id, version })) },
  });
}
