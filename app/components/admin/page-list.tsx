import { ChevronRight, Copy, ExternalLink, EyeOff, Pencil, Send, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { ApiError, apiRequest, REVIEW_REQUIRED_CODE } from "~/lib/api";
import { editModeUrl } from "~/lib/paths";
import { type PublishScheduleView, scheduleText } from "~/schemas/publish-schedule";
import { formatBlogDate } from "../blog/parts";
import { ReplacementField } from "../redirects/replacement-field";
import { Button } from "../ui/button";
import { Badge, Card, CardHeader, CountedTitle, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toaster";
import { DuplicatePageDialog } from "./duplicate-page-dialog";

/** A page of the catalogue as `GET /api/pages` lists it. */
export interface CataloguePage {
  id: string;
  path: string;
  title: string;
  description: string;
  component: string;
  source?: "code" | "d1";
  isActive: boolean;
  lastModified: string;
  /** The inline draft's version (0 without a draft): what a publish from here reviewed. */
  draftVersion?: number;
  /** The pending schedule of its inline edits, or the last one the cron refused. */
  schedule?: PublishScheduleView | null;
}

export const PAGE_FAMILIES = [
  ["core", "Core"],
  ["services", "Services"],
  ["india", "India outsourcing"],
  ["msp", "MSP"],
  ["connectwise", "ConnectWise"],
  ["regional", "Regional"],
  ["created", "Created"],
] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number][0];

const REGIONAL =
  /^\/(helpdesk-services|it-support|managed-services|msp-outsourcing|technical-support)-(california|florida|illinois|new-york|texas|karnataka-india|maharashtra-india|tamil-nadu-india)$/;
const CORE_PATHS = new Set([
  "/",
  "/blog",
  "/privacy-policy",
  "/terms-of-service",
  "/seo-analysis",
  "/projects",
]);

/** The family a page belongs to in the spec's list of slugs (§2). */
export function pageFamily(page: Pick<CataloguePage, "path" | "source" | "component">): PageFamily {
  if (page.source === "d1") return "created";
  if (REGIONAL.test(page.path)) return "regional";
  if (page.path.includes("connectwise")) return "connectwise";
  if (page.path.startsWith("/msp-")) return "msp";
  if (
    page.path.endsWith("-india") ||
    page.path === "/offshore-msp-services" ||
    page.path === "/outsourcing-to-india"
  ) {
    return "india";
  }
  if (CORE_PATHS.has(page.path) || ["home", "legal", "blog-index"].includes(page.component)) {
    return "core";
  }
  return "services";
}

/** The catalogue's components of pages made of sections: the ones "Duplicate" copies. */
const SECTION_COMPONENTS = new Set(["service", "regional", "landing", "service-page"]);

const LINK =
  "inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50";

/**
 * The Content tab's Website Pages: grouped by family with counts, collapsed by default; a
 * search opens the groups that hold matches. Pages created in the admin can be published,
 * unpublished and deleted here.
 */
export function WebsitePagesCard({
  pages,
  shown,
  searching,
  onChanged,
}: {
  pages: CataloguePage[] | null;
  shown: CataloguePage[];
  searching: boolean;
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CataloguePage | null>(null);
  const [toDuplicate, setToDuplicate] = useState<CataloguePage | null>(null);
  const [replacement, setReplacement] = useState("");
  const groups = useMemo(() => {
    const byFamily = new Map<PageFamily, CataloguePage[]>();
    for (const page of shown) {
      const family = pageFamily(page);
      byFamily.set(family, [...(byFamily.get(family) ?? []), page]);
    }
    return PAGE_FAMILIES.map(([family, label]) => ({
      family,
      label,
      pages: byFamily.get(family) ?? [],
    })).filter((group) => group.pages.length > 0);
  }, [shown]);

  const setStatus = async (page: CataloguePage, action: "publish" | "unpublish") => {
    setBusy(page.id);
    try {
      await apiRequest("/api/inline-content/publish", {
        method: "POST",
        // A refusal (a review needed first) is said here, not answered by signing out.
        redirectOnAuthError: false,
        body: {
          pagePath: page.path,
          pageType: "page",
          action,
          ...(action === "publish" ? { baseVersion: page.draftVersion ?? 0 } : {}),
        },
      });
      toast.success(action === "publish" ? "Published Successfully" : "Page unpublished");
      await onChanged();
    } catch (error) {
      // A change that needs a review first: the server's words say what to do, as they are.
      toast.error(
        error instanceof ApiError
          ? error.code === REVIEW_REQUIRED_CODE
            ? error.message
            : `Publish failed: ${error.message}`
          : "Failed to publish. Please try again.",
      );
      // A 409: the draft changed since this list was loaded; show the page as it is now.
      if (error instanceof ApiError && error.status === 409) await onChanged();
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusy(toDelete.id);
    try {
      await apiRequest("/api/inline-content/delete", {
        method: "DELETE",
        body: {
          pagePath: toDelete.path,
          pageType: "page",
          action: "delete",
          ...(replacement ? { replacement } : {}),
        },
      });
      toast.success(
        replacement ? `Page deleted: its address now redirects to ${replacement}` : "Page deleted",
      );
      setToDelete(null);
      await onChanged();
    } catch (error) {
      toast.error(
        error instanceof ApiError
          ? `Delete failed: ${error.message}`
          : "Failed to delete. Please try again.",
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader
        title={
          <CountedTitle
            label="Website Pages"
            shown={shown.length}
            total={pages?.length ?? null}
            testId="page-count"
          />
        }
        description="Every public page by family, from code or created in the admin"
      />
      <div className="p-5">
        {pages === null ? (
          <LoadingRows label="Loading pages" />
        ) : shown.length === 0 ? (
          <EmptyState title="No pages match this search" />
        ) : (
          <div className="space-y-2">
            {groups.map((group) => {
              const isOpen = searching || open[group.family] === true;
              return (
                <section
                  key={group.family}
                  data-testid="page-family"
                  className="rounded-md border border-slate-200"
                >
                  <h3>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      onClick={() => setOpen((o) => ({ ...o, [group.family]: !isOpen }))}
                      className="flex w-full items-center justify-between gap-2 px-3 py-2.5 text-left text-sm font-semibold text-navy-900 hover:bg-slate-50"
                    >
                      <span className="flex items-center gap-2">
                        <ChevronRight
                          aria-hidden
                          className={`size-4 transition-transform ${isOpen ? "rotate-90" : ""}`}
                        />
                        {group.label}
                      </span>
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {group.pages.length}
                      </span>
                    </button>
                  </h3>
                  {isOpen && (
                    <ul className="divide-y divide-slate-100 border-t border-slate-100 px-3">
                      {group.pages.map((page) => (
                        <li
                          key={page.id}
                          data-testid="page-row"
                          className="flex flex-wrap items-center justify-between gap-3 py-3"
                        >
                          <div className="min-w-0 flex-1">
                            <p className="flex flex-wrap items-center gap-2">
                              <span className="min-w-0 wrap-anywhere font-medium text-navy-900">
                                {page.title}
                              </span>
                              <Badge tone={page.isActive ? "success" : "neutral"}>
                                {page.isActive ? "Active" : "Inactive"}
                              </Badge>
                            </p>
                            <p className="truncate text-xs text-slate-500">
                              {page.path} · {page.component} · {formatBlogDate(page.lastModified)}
                            </p>
                            {page.schedule && (
                              <p
                                data-testid="page-schedule"
                                className={`text-xs ${page.schedule.status === "refused" ? "text-danger-700" : "text-slate-600"}`}
                              >
                                {scheduleText(page.schedule)}
                              </p>
                            )}
                          </div>
                          <div className="flex flex-wrap gap-2">
                            <a
                              href={page.path}
                              target="_blank"
                              rel="noreferrer"
                              aria-label={`Visit ${page.path}`}
                              className={LINK}
                            >
                              <ExternalLink aria-hidden className="size-4" /> Visit
                            </a>
                            <a
                              href={editModeUrl(page.path)}
                              target="_blank"
                              rel="noreferrer"
                              aria-label={`Edit ${page.path}`}
                              className={LINK}
                            >
                              <Pencil aria-hidden className="size-4" /> Edit
                            </a>
                            {SECTION_COMPONENTS.has(page.component) && (
                              <Button
                                size="sm"
                                variant="secondary"
                                onClick={() => setToDuplicate(page)}
                                aria-label={`Duplicate ${page.path}`}
                              >
                                <Copy aria-hidden className="size-4" /> Duplicate
                              </Button>
                            )}
                            {page.source === "d1" && (
                              <>
                                {page.isActive ? (
                                  <Button
                                    size="sm"
                                    variant="secondary"
                                    loading={busy === page.id}
                                    onClick={() => setStatus(page, "unpublish")}
                                    aria-label={`Unpublish ${page.path}`}
                                  >
                                    <EyeOff aria-hidden className="size-4" /> Unpublish
                                  </Button>
                                ) : (
                                  <Button
                                    size="sm"
                                    loading={busy === page.id}
                                    onClick={() => setStatus(page, "publish")}
                                    aria-label={`Publish ${page.path}`}
                                  >
                                    <Send aria-hidden className="size-4" /> Publish
                                  </Button>
                                )}
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  className="text-danger-700"
                                  disabled={busy === page.id}
                                  onClick={() => {
                                    setReplacement("");
                                    setToDelete(page);
                                  }}
                                  aria-label={`Delete ${page.path}`}
                                >
                                  <Trash2 aria-hidden className="size-4" /> Delete
                                </Button>
                              </>
                            )}
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </div>
      <DuplicatePageDialog source={toDuplicate} onClose={() => setToDuplicate(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title="Delete page"
        description={`Are you sure you want to delete ${toDelete?.path ?? "this page"}? It leaves the site and the sitemap. This action cannot be undone.`}
        onConfirm={remove}
        busy={busy !== null}
      >
        {toDelete?.isActive && (
          <ReplacementField address={toDelete.path} value={replacement} onChange={setReplacement} />
        )}
      </ConfirmDialog>
    </Card>
  );
}
