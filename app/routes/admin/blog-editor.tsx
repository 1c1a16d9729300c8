import {
  BlogEditor,
  type BlogForm,
  type EditorStart,
  formFromPost,
} from "~/components/blog-editor";
import { Toaster } from "~/components/ui/toaster";
import { appContext } from "~/context";
import { requireStaff } from "~/lib/admin-session.server";
import {
  blogTemplateContent,
  DEFAULT_CATEGORY,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_READ_TIME,
  TEMPLATE_CATEGORY,
  TEMPLATE_READ_TIME,
} from "~/schemas/blog";
import type { Route } from "./+types/blog-editor";

// The blog editor: `/blog/:slug/admin` for a post (a slug with no post opens a new post from
// the blog template, spec §2) and `/admin/blog/new` for a blank one. Hydrated.

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
  const { services, user: sessionUser } = context.get(appContext);
  const { settings } = await services.siteSettings.get();
  const slug = params.slug;
  const post = slug && sessionUser ? await services.blogs.getForEditor(slug, sessionUser) : null;
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
    fromTemplate: Boolean(slug && !post),
  };
  return { start };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.start.post
      ? `Edit: ${loaderData.start.post.title} | Blog editor`
      : "New blog post | Blog editor",
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function BlogEditorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <BlogEditor key={loaderData.start.post?.id ?? "new"} start={loaderData.start} />
      <Toaster />
    </div>
  );
}
