import { data, isRouteErrorResponse } from "react-router";
import { BlogNotFoundView, BlogPostView, DraftPreviewBar } from "~/components/blog/post-view";
import { PublicErrorView } from "~/components/public/error";
import { appContext } from "~/context";
import { renderEditsOf } from "~/lib/page-edits.server";
import { applyPostEdits } from "~/lib/post-edits";
import { STATIC_PAGE } from "~/lib/route-handle";
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  buildMeta,
  drawnSocialImage,
  pageTitle,
} from "~/lib/seo";
import { postSocialFamily } from "~/lib/social-image";
import { BLOG_NOT_FOUND_MESSAGE, categoryLabel } from "~/schemas/blog";
import { altOfImage, mediaKeyOf } from "~/schemas/media";
import type { SiteSettings } from "~/schemas/site-settings";
import type { Route } from "./+types/blog-post";

// `/blog/:slug`: a published post (a draft or a missing post is a 404 'Blog Post Not Found').
// Signed-in staff who may edit a draft see it here as a marked, noindex, uncached preview.

export const handle = STATIC_PAGE;

/**
 * A draft the signed-in staff member may edit, for the preview at its public URL; null for
 * visitors and for anyone who may not open it (they get the same 404 as for no post).
 */
async function draftForStaff(context: Route.LoaderArgs["context"], slug: string) {
  const { deps, services, user } = context.get(appContext);
  if (!user) return null;
  const found = await services.blogs.getBlogForEditor(deps, slug, user);
  return found.status === "editable" && !found.post.published ? found.post : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { deps, services, preview } = context.get(appContext);
  const [{ settings }, published, shared] = await Promise.all([
    services.settings.getSiteSettings(deps),
    services.blogs.getPublishedBlog(deps, params.slug),
    // A share link shows its post in any state (the Worker set `preview`, never a request).
    preview?.postId ? services.blogs.getBlogForPreview(deps, preview.postId) : null,
  ]);
  const sharedHere = shared?.slug === params.slug ? shared : null;
  const draft = published || sharedHere ? null : await draftForStaff(context, params.slug);
  const stored = sharedHere ?? published ?? draft;
  if (!stored) {
    throw data({ message: BLOG_NOT_FOUND_MESSAGE }, { status: 404 });
  }
  const path = `/blog/${stored.slug}`;
  // The title and lede as visitors read them: with the post's published inline edits.
  const edits = await renderEditsOf(context, path);
  const post = edits ? applyPostEdits(stored, edits.map, edits.view) : stored;
  const url = absoluteUrl(settings, path);
  const description = post.seoData.description || post.excerpt || post.title;
  // The pixel size and library alt of every image the post shows, in one query.
  const facts = await services.media.imageFactsOfPost(deps, post);
  const images = Object.fromEntries(facts);
  const cover = post.image ? facts.get(mediaKeyOf(post.image) ?? "") : undefined;
  const imageFacts = post.image
    ? {
        alt: altOfImage(post.imageAlt, cover, "featured"),
        width: cover?.width ?? null,
        height: cover?.height ?? null,
      }
    : undefined;
  const title = post.seoData.title || post.title;
  const family = postSocialFamily(categoryLabel(post.category));
  // A featured image is the post's picture everywhere; else its drawn social image.
  const image =
    post.image && imageFacts
      ? { url: new URL(post.image, url).href, ...imageFacts }
      : (drawnSocialImage(settings, { title, path, family }) ?? undefined);
  const meta = buildMeta(settings, {
    title,
    description,
    path,
    keywords: post.seoData.keywords.length > 0 ? post.seoData.keywords : post.tags,
    image: post.image,
    imageFacts,
    family,
    jsonLd: [
      breadcrumbJsonLd(settings, [
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
      articleJsonLd(settings, {
        ...post,
        description,
        url: post.seoData.canonicalUrl || url,
        image,
      }),
    ],
  }).map((entry) => {
    if ("property" in entry && entry.property === "og:type")
      return { ...entry, content: "article" };
    if ("tagName" in entry && entry.tagName === "link" && post.seoData.canonicalUrl) {
      return { ...entry, href: post.seoData.canonicalUrl };
    }
    return entry;
  });
  if (draft || sharedHere) {
    // A staff or share-link preview: never indexed, never stored by a cache (signed-in
    // requests and /preview/ skip the edge cache as well).
    const previewMeta = [
      ...meta.filter((entry) => !("name" in entry && entry.name === "robots")),
      { name: "robots", content: "noindex, nofollow" },
    ];
    return data(
      // A share link's page has its own banner (the public layout's), not the staff one.
      // No Share links: they would spread an address that shows nothing yet.
      { post, images, url, meta: previewMeta, draftPreview: draft !== null, shareable: false },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  return { post, images, url, meta, draftPreview: false, shareable: true };
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

type LayoutData = { settings: SiteSettings } | undefined;

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (loaderData && !error) return loaderData.meta;
  const layout = matches.find((match) => match?.id === "routes/public/layout");
  const settings = (layout?.loaderData as LayoutData)?.settings;
  const title = settings
    ? pageTitle(BLOG_NOT_FOUND_MESSAGE, settings.productName)
    : BLOG_NOT_FOUND_MESSAGE;
  return [{ title }, { name: "robots", content: "noindex" }];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.draftPreview && <DraftPreviewBar slug={loaderData.post.slug} />}
      <BlogPostView
        post={loaderData.post}
        images={loaderData.images}
        url={loaderData.url}
        shareable={loaderData.shareable}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogNotFoundView />;
  return <PublicErrorView error={error} />;
}
