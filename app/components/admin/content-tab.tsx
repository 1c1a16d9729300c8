import { ExternalLink, FilePlus2, FileText, Pencil, Search, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { type BlogPost, categoryLabel, DELETE_BLOG_CONFIRMATION } from "~/schemas/blog";
import { scheduleText } from "~/schemas/publish-schedule";
import { type CurrentUser, roleAtLeast } from "~/schemas/user";
import { CategoryBadge, formatBlogDate } from "../blog/parts";
import { ReplacementField } from "../redirects/replacement-field";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, CountedTitle, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { Field, Input, Select } from "../ui/field";
import { toast } from "../ui/toaster";
import { type CataloguePage, WebsitePagesCard } from "./page-list";

type StatusFilter = "all" | "published" | "draft";
type SortKey = "date" | "title" | "status";
type SortDir = "desc" | "asc";

const blogDate = (post: BlogPost) => post.updatedAt || post.createdAt;

/** Filters and sorts posts as the spec's content filters say (§5). */
export function filterBlogs(
  posts: readonly BlogPost[],
  options: { query: string; status: StatusFilter; category: string; sort: SortKey; dir: SortDir },
): BlogPost[] {
  const q = options.query.trim().toLowerCase();
  const list = posts.filter((post) => {
    if (q && ![post.title, post.excerpt, post.author].some((f) => f.toLowerCase().includes(q))) {
      return false;
    }
    if (options.status === "published" && !post.published) return false;
    if (options.status === "draft" && post.published) return false;
    if (options.category !== "all" && post.category !== options.category) return false;
    return true;
  });
  const sign = options.dir === "asc" ? 1 : -1;
  return list.sort((a, b) => {
    let c = 0;
    if (options.sort === "title") c = a.title.localeCompare(b.title);
    else if (options.sort === "status") c = Number(a.published) - Number(b.published);
    else c = blogDate(a).localeCompare(blogDate(b));
    return c === 0 ? blogDate(b).localeCompare(blogDate(a)) : c * sign;
  });
}

function filterPages(
  pages: readonly CataloguePage[],
  options: { query: string; sort: SortKey; dir: SortDir },
): CataloguePage[] {
  const q = options.query.trim().toLowerCase();
  const list = pages.filter(
    (page) =>
      !q || [page.title, page.path, page.description].some((f) => f.toLowerCase().includes(q)),
  );
  const sign = options.dir === "asc" ? 1 : -1;
  return list.sort((a, b) => {
    let c = 0;
    if (options.sort === "title") c = a.title.localeCompare(b.title);
    else if (options.sort === "status") c = Number(a.isActive) - Number(b.isActive);
    else c = a.lastModified.localeCompare(b.lastModified);
    return c === 0 ? a.path.localeCompare(b.path) : c * sign;
  });
}

/**
 * The dashboard's Content tab: Blog Posts and Website Pages with counts, a free-text filter,
 * status and category filters and sorting; the 'Create Test Data' banner when there are no
 * posts. Authors see their own posts only and no pages.
 */
export function AdminContentTab({
  user,
  onBlogCountChange,
}: {
  user: CurrentUser;
  /** Lets the dashboard keep the tab's count in step after a delete or test data. */
  onBlogCountChange?: (count: number) => void;
}) {
  const canSeePages = roleAtLeast(user.role, "editor");
  const [blogs, setBlogs] = useState<BlogPost[] | null>(null);
  const [pages, setPages] = useState<CataloguePage[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [category, setCategory] = useState("all");
  const [sort, setSort] = useState<SortKey>("date");
  const [dir, setDir] = useState<SortDir>("desc");
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);
  const [replacement, setReplacement] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [creatingTestData, setCreatingTestData] = useState(false);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const [blogList, pageList] = await Promise.all([
        apiRequest<BlogPost[]>("/api/blogs"),
        canSeePages
          ? apiRequest<{ pages: CataloguePage[] }>("/api/pages").then((r) => r.pages)
          : Promise.resolve([]),
      ]);
      setBlogs(blogList);
      setPages(pageList);
      onBlogCountChange?.(blogList.length);
    } catch {
      setLoadError("Failed to fetch data");
      setBlogs((current) => current ?? []);
      setPages((current) => current ?? []);
    }
  }, [canSeePages, onBlogCountChange]);

  useEffect(() => {
    void load();
  }, [load]);

  const categories = useMemo(
    () => [...new Set((blogs ?? []).map((b) => b.category))].sort(),
    [blogs],
  );
  const shownBlogs = useMemo(
    () => filterBlogs(blogs ?? [], { query, status, category, sort, dir }),
    [blogs, query, status, category, sort, dir],
  );
  const shownPages = useMemo(
    () => filterPages(pages ?? [], { query, sort, dir }),
    [pages, query, sort, dir],
  );

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await apiRequest(`/api/blogs/${toDelete.id}`, {
        method: "DELETE",
        body: replacement ? { replacement } : {},
      });
      toast.success(
        replacement
          ? `Blog deleted successfully: its address now redirects to ${replacement}`
          : "Blog deleted successfully",
      );
      setToDelete(null);
      await load();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 404
          ? "Failed to delete blog: it no longer exists"
          : error instanceof ApiError && error.status === 400
            ? `Failed to delete blog: ${error.message}`
            : "Failed to delete blog",
      );
    } finally {
      setDeleting(false);
    }
  }

  async function createTestData() {
    setCreatingTestData(true);
    try {
      await apiRequest("/api/create-test-data", { method: "POST" });
      toast.success("Test data created successfully");
      await load();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 409
          ? `Failed to create test data: ${error.message}`
          : "Failed to create test data",
      );
      await load();
    } finally {
      setCreatingTestData(false);
    }
  }

  const filters = (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 lg:grid-cols-6">
      <div className="lg:col-span-2">
        <Field label="Search">
          {(p) => (
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                {...p}
                type="search"
                className="pl-9"
                placeholder="Title, excerpt, author, path…"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          )}
        </Field>
      </div>
      <Field label="Status">
        {(p) => (
          <Select {...p} value={status} onChange={(e) => setStatus(parseStatus(e.target.value))}>
            <option value="all">All</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </Select>
        )}
      </Field>
      <Field label="Category">
        {(p) => (
          <Select {...p} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="all">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-2">
        <Field label="Sort by">
          {(p) => (
            <Select {...p} value={sort} onChange={(e) => setSort(parseSort(e.target.value))}>
              <option value="date">Date</option>
              <option value="title">Title</option>
              <option value="status">Status</option>
            </Select>
          )}
        </Field>
        <Field label="Order">
          {(p) => (
            <Select
              {...p}
              value={dir}
              onChange={(e) => setDir(e.target.value === "asc" ? "asc" : "desc")}
            >
              <option value="desc">Descending</option>
              <option value="asc">Ascending</option>
            </Select>
          )}
        </Field>
      </div>
    </Card>
  );

  return (
    <div className="space-y-6">
      {loadError && <Alert>{loadError}</Alert>}
      {canSeePages && blogs !== null && blogs.length === 0 && !loadError && (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-blue-200 bg-blue-50 px-5 py-4">
          <div>
            <p className="font-medium text-navy-900">No blog posts yet</p>
            <p className="text-sm text-slate-600">
              Add a few sample drafts to see how the blog looks; nothing is published.
            </p>
          </div>
          <Button onClick={createTestData} loading={creatingTestData}>
            <FilePlus2 aria-hidden className="size-4" /> Create Test Data
          </Button>
        </div>
      )}
      {filters}
      <Card>
        <CardHeader
          title={
            <CountedTitle
              label="Blog Posts"
              shown={shownBlogs.length}
              total={blogs?.length ?? null}
              testId="blog-count"
            />
          }
          description={user.role === "author" ? "Your posts" : "All posts, drafts included"}
          actions={
            <a
              href="/admin/blog/new"
              className="inline-flex h-8 items-center gap-2 rounded-md bg-accent-700 px-3 text-sm font-medium text-white hover:bg-accent-600"
            >
              New post
            </a>
          }
        />
        <div className="p-5">
          {blogs === null ? (
            <LoadingRows label="Loading blog posts" />
          ) : shownBlogs.length === 0 ? (
            <EmptyState
              title={blogs.length === 0 ? "No blog posts yet" : "No posts match these filters"}
            />
          ) : (
            <ul className="space-y-3">
              {shownBlogs.map((post) => (
                <li
                  key={post.id}
                  data-testid="blog-row"
                  className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-4"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <CategoryBadge category={post.category} color={post.categoryColor} />
                      {post.published ? (
                        <Badge tone="success">Published</Badge>
                      ) : post.schedule?.status === "refused" ? (
                        <Badge tone="danger">Schedule refused</Badge>
                      ) : post.publishAt ? (
                        <Badge tone="accent">Scheduled</Badge>
                      ) : (
                        <Badge tone="warning">Draft</Badge>
                      )}
                      {post.pendingChanges && <Badge tone="warning">Unpublished changes</Badge>}
                      {post.featured && <Badge>Featured</Badge>}
                    </div>
                    <h3
                      className="mt-2 wrap-anywhere font-semibold text-navy-900"
                      data-testid="blog-title"
                    >
                      {post.title}
                    </h3>
                    {post.excerpt && (
                      <p className="mt-1 line-clamp-2 wrap-anywhere text-sm text-slate-600">
                        {post.excerpt}
                      </p>
                    )}
                    <p className="mt-1 wrap-anywhere text-xs text-slate-500">
                      {post.author} · /blog/{post.slug} · updated {formatBlogDate(blogDate(post))}
                    </p>
                    {post.schedule && (
                      <p
                        data-testid="blog-schedule"
                        className={`mt-1 text-xs ${post.schedule.status === "refused" ? "text-danger-700" : "text-slate-600"}`}
                      >
                        {scheduleText(post.schedule)}
                      </p>
                    )}
                  </div>
                  <div className="flex min-w-0 flex-wrap gap-2">
                    <a
                      href={`/blog/${post.slug}`}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`${post.published ? "View" : "Preview draft"} ${post.title}`}
                      className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    >
                      <ExternalLink aria-hidden className="size-4" />{" "}
                      {post.published ? "View" : "Preview"}
                    </a>
                    <a
                      href={`/blog/${post.slug}/admin`}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Edit ${post.title}`}
                      className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    >
                      <Pencil aria-hidden className="size-4" /> Edit
                    </a>
                    <a
                      href={`/admin/blog/${post.slug}`}
                      aria-label={`Open ${post.title} in the blog editor`}
                      className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    >
                      <FileText aria-hidden className="size-4" /> Editor
                    </a>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${post.title}`}
                      onClick={() => {
                        setReplacement("");
                        setToDelete(post);
                      }}
                      className="text-danger-700"
                    >
                      <Trash2 aria-hidden className="size-4" /> Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      {canSeePages && (
        <WebsitePagesCard
          pages={pages}
          shown={shownPages}
          searching={query.trim() !== ""}
          onChanged={load}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete blog post"
        description={DELETE_BLOG_CONFIRMATION}
        onConfirm={confirmDelete}
        busy={deleting}
      >
        {toDelete?.published && (
          <ReplacementField
            address={`/blog/${toDelete.slug}`}
            value={replacement}
            onChange={setReplacement}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}

function parseStatus(value: string): StatusFilter {
  return value === "published" || value === "draft" ? value : "all";
}

function parseSort(value: string): SortKey {
  return value === "title" || value === "status" ? value : "date";
}
