import { ArrowLeft } from "lucide-react";
import { BlogEditor } from "~/components/blog/editor";
import { type BlogForm, type EditorStart, formFromPost } from "~/components/blog/editor-form";
import { Card } from "~/components/ui/card";
import { Toaster } from "~/components/ui/toaster";
import { appContext } from "~/context";
import { requireStaff } from "~/lib/admin-session.server";
import { needsReview } from "~/lib/review-format";
import {
  blogTemplateContent,
  DEFAULT_CATEGORY,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_READ_TIME,
  TEMPLATE_CATEGORY,
  TEMPLATE_READ_TIME,
} from "~/schemas/blog";
import type { Route } from "./+types/blog-editor";

// The blog editor of a post's record (markdown, SEO fields, publishing): `/admin/blog/:slug`
// (a slug with no post opens a new post from the blog template) and `/admin/blog/new` for a
// blank one. Hydrated. The post's page is edited inline at `/blog/:slug/admin`.

/** "cloud-cost-tips" → "Cloud Cost Tips" (spec §2: a template's title from its slug). */
function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const { deps, services, user: sessionUser } = context.get(appContext);
  const { settings } = await services.settings.getSiteSettings(deps);
  const slug = params.slug;
  const found =
    slug && sessionUser ? await services.blogs.getBlogForEditor(deps, slug, sessionUser) : null;
  // Another author's post: say so, instead of a new post from the template whose save could
  // only fail on the taken slug.
  if (found?.status === "not-yours") {
    return { start: null, notYours: { slug: slug ?? "", author: found.author } };
  }
  const post = found?.status === "editable" ? found.post : null;
  const blank: BlogForm = {
    slug: slug ?? "",
    title: slug ? titleFromSlug(slug) : "",
    excerpt: "",
    content: slug ? blogTemplateContent(titleFromSlug(slug)) : "",
    author: slug ? user.username : `${settings.productName} Team`,
    category: slug ? TEMPLATE_CATEGORY : DEFAULT_CATEGORY,
    categoryColor: DEFAULT_CATEGORY_COLOR,
    readTime: slug ? TEMPLATE_READ_TIME : DEFAULT_READ_TIME,
    featured: false,
    published: false,
    image: "",
    imageAlt: "",
    imageDecorative: false,
    tags: "",
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    canonicalUrl: "",
    publishAt: "",
  };
  const start: EditorStart = {
    post,
    form: post ? formFromPost(post) : blank,
    siteUrl: settings.siteUrl,
    isAdmin: user.role === "admin",
    fromTemplate: Boolean(slug && !post),
    needsReview: needsReview(settings.reviewPolicy, user.role),
  };
  return { start, notYours: null };
}

function pageTitle(loaderData: Route.ComponentProps["loaderData"] | undefined): string {
  if (loaderData?.notYours) return "Not your post | Blog editor";
  if (loaderData?.start?.post) return `Edit: ${loaderData.start.post.title} | Blog editor`;
  return "New blog post | Blog editor";
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData) },
  { name: "robots", content: "noindex, nofollow" },
];

/** An author at another author's post: they may not edit it; the way back is one click. */
function NotYourPost({ slug, author }: { slug: string; author: string }) {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl items-center px-4 py-16">
      <Card className="w-full p-8">
        <h1 className="text-2xl font-semibold text-navy-900">You cannot edit this post</h1>
        <p className="mt-3 text-slate-600" data-testid="not-your-post">
          The post at <code className="rounded bg-slate-100 px-1">/blog/{slug}</code> belongs to{" "}
          {author}. Authors can edit only their own posts; ask an editor or an admin to change it.
        </p>
        <a
          href="/admin?tab=content"
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the dashboard
        </a>
      </Card>
    </main>
  );
}

export default function BlogEditorPage({ loaderData }: Route.ComponentProps) {
  const { start, notYours } = loaderData;
  return (
    <div className="min-h-screen bg-slate-50">
      {notYours || !start ? (
        <NotYourPost slug={notYours?.slug ?? ""} author={notYours?.author ?? ""} />
      ) : (
        <BlogEditor key={start.post?.id ?? "new"} start={start} />
      )}
      <Toaster />
    </div>
  );
}
