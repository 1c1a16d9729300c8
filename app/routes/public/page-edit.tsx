import { Eye, LayoutDashboard, PencilLine } from "lucide-react";
import { PublicErrorView, publicErrorMeta } from "~/components/public-error";
import { PublicPageView } from "~/components/public-page-view";
import { requireStaff } from "~/lib/admin-session.server";
import { loadPublicPage } from "~/lib/public-page.server";
import { STATIC_PAGE } from "~/lib/route-handle";
import type { Route } from "./+types/page-edit";

// `/{slug}/admin`: edit mode for a page. Staff only (others go to the login page); never
// cached and never indexed. It shows the page exactly as visitors get it under a staff bar.
// Inline editing of its text and buttons attaches to this DOM in a later release.

export const handle = STATIC_PAGE;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const staff = requireStaff(context, request);
  const loaded = await loadPublicPage(params.slug, context);
  return { ...loaded, slug: params.slug, staff };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData || error) return publicErrorMeta(matches);
  const title = loaderData.meta.find((tag) => "title" in tag);
  return [
    { title: `Edit: ${title && "title" in title ? title.title : loaderData.slug}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function PageEditMode({ loaderData }: Route.ComponentProps) {
  const { slug, view, settings, staff } = loaderData;
  return (
    <>
      <aside
        aria-label="Edit mode"
        className="border-b border-amber-200 bg-amber-50 text-sm text-amber-900"
        data-testid="edit-mode-bar"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:pr-8 lg:pl-20">
          <p className="flex items-center gap-2">
            <PencilLine aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <strong>Edit mode</strong> for /{slug}, signed in as {staff.username}. This is the
              page exactly as visitors see it; inline editing of its text and buttons is not
              available yet.
            </span>
          </p>
          <span className="flex items-center gap-4 font-medium">
            <a href={`/${slug}`} className="inline-flex items-center gap-1.5 hover:underline">
              <Eye aria-hidden="true" className="size-4" /> View live page
            </a>
            <a
              href="/admin?tab=content"
              className="inline-flex items-center gap-1.5 hover:underline"
            >
              <LayoutDashboard aria-hidden="true" className="size-4" /> Dashboard
            </a>
          </span>
        </div>
      </aside>
      <PublicPageView view={view} settings={settings} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicErrorView error={error} />;
}
