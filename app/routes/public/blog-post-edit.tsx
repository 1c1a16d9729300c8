import { Info } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { BlogNotFoundView, BlogPostView } from "~/components/blog/post-view";
import {
  DEV_PREAMBLE,
  EDITOR_SRC,
  type EditorBoot,
  EditorBootScript,
} from "~/components/inline-editor/boot";
import { PublicErrorView } from "~/components/public/error";
import { StaffNoticeBar } from "~/components/public/staff-notice-bar";
import { appContext } from "~/context";
import { STATIC_PAGE } from "~/lib/route-handle";
import { absoluteUrl } from "~/lib/seo";
import { BLOG_NOT_FOUND_MESSAGE, type BlogPost } from "~/schemas/blog";
import type { Route } from "./+types/blog-post-edit";

// `/blog/{slug}/admin`: inline edit mode of a post's page, like `/{slug}/admin` for pages. The
// post is served as visitors get it (not hydrated; the Worker applies the draft map with
// HTMLRewriter) plus ONE editor script. Not signed in: the published post with the editor's
// login overlay. Editors and admins: the post (a draft too) with its draft map. Authors may not
// use the inline API: they get the post and a notice, with a link to the blog editor for their
// own post, and no script. An unknown slug is a 404 (blogs have no template). The markdown
// record is edited at `/admin/blog/{slug}`. Never cached (isAdminPath), never indexed.

export const handle = STATIC_PAGE;

type Mode =
  | { kind: "editor"; boot: EditorBoot }
  | { kind: "author"; editorHref: string | null }
  | { kind: "visitor"; boot: EditorBoot };

function notFound(): never {
  throw data({ message: BLOG_NOT_FOUND_MESSAGE, back: "/blog" }, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { deps, services, user, cspNonce } = context.get(appContext);
  const slug = params.slug;
  const pagePath = `/blog/${slug}`;
  const [{ settings }, published] = await Promise.all([
    services.settings.getSiteSettings(deps),
    services.blogs.getPublishedBlog(deps, slug),
  ]);
  const found = user ? await services.blogs.getBlogForEditor(deps, slug, user) : null;
  const own = found?.status === "editable" ? found.post : null;
  // Staff who may edit a draft see it; anyone else only a published post.
  const post: BlogPost | null = own ?? published;
  if (!post) notFound();
  const editorHref = `/admin/blog/${post.slug}`;
  const canEdit = user !== null && user.role !== "author";
  const boot: EditorBoot = {
    pagePath,
    pageType: "blog",
    user: user ? { username: user.username, role: user.role } : null,
    canEdit,
    state: canEdit
      ? await services.inlineContent.getInlineContentState(deps, { pagePath, pageType: "blog" })
      : null,
    isTemplate: false,
    pageStatus: "code",
    blog: { editorHref, published: post.published, id: post.id },
  };
  const mode: Mode = canEdit
    ? { kind: "editor", boot }
    : user
      ? { kind: "author", editorHref: own ? editorHref : null }
      : { kind: "visitor", boot };
  // The same image facts as the public page, so the edited page is the page visitors get.
  const facts = await services.media.imageFactsOfPost(deps, post);
  return {
    post,
    images: Object.fromEntries(facts),
    url: absoluteUrl(settings, pagePath),
    mode,
    editorSrc: EDITOR_SRC,
    cspNonce,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) {
    return [{ title: BLOG_NOT_FOUND_MESSAGE }, { name: "robots", content: "noindex, nofollow" }];
  }
  return [
    { title: `Edit: ${loaderData.post.title}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** An author here: what they may do instead (the inline API is for editors and admins). */
function AuthorNotice({ editorHref }: { editorHref: string | null }) {
  return (
    <StaffNoticeBar
      label="Inline editing"
      testId="author-inline-notice"
      icon={Info}
      action={
        <a
          href={editorHref ?? "/admin?tab=content"}
          className="inline-flex min-h-11 items-center font-medium underline underline-offset-2"
        >
          {editorHref ? "Open the blog editor" : "Back to the dashboard"}
        </a>
      }
    >
      Inline editing needs the editor or admin role.{" "}
      {editorHref
        ? "You can change this post in the blog editor."
        : "Ask an editor or an admin to change this post."}
    </StaffNoticeBar>
  );
}

export default function BlogPostEditMode({ loaderData }: Route.ComponentProps) {
  const { post, images, url, mode, editorSrc, cspNonce } = loaderData;
  return (
    <>
      {mode.kind === "author" && <AuthorNotice editorHref={mode.editorHref} />}
      <BlogPostView post={post} images={images} url={url} />
      {mode.kind !== "author" && (
        <>
          <EditorBootScript boot={mode.boot} />
          {DEV_PREAMBLE && <script type="module" src={DEV_PREAMBLE} nonce={cspNonce} />}
          <script type="module" src={editorSrc} nonce={cspNonce} />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <BlogNotFoundView />;
  }
  return <PublicErrorView error={error} />;
}
