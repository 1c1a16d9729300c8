import { data, isRouteErrorResponse } from "react-router";
import { BlogNotFoundView, BlogPostView } from "~/components/blog-post-view";
import { PublicErrorView } from "~/components/public-error";
import { appContext } from "~/context";
import { STATIC_PAGE } from "~/lib/route-handle";
import { absoluteUrl, breadcrumbJsonLd, buildMeta, pageTitle } from "~/lib/seo";
import { BLOG_NOT_FOUND_MESSAGE } from "~/schemas/blog";
import type { SiteSettings } from "~/schemas/site-settings";
import type { Route } from "./+types/blog-post";

// `/blog/:slug`: a published post (a draft or a missing post is a 404 'Blog Post Not Found').

export const handle = STATIC_PAGE;

/** Where "Go Back" leads without JavaScript: the same-site page the visitor came from. */
function backHref(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/blog";
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    return from.origin === here.origin && from.pathname !== here.pathname
      ? `${from.pathname}${from.search}`
      : "/blog";
  } catch {
    return "/blog";
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [{ settings }, post] = await Promise.all([
    services.siteSettings.get(),
    services.blogs.getPublished(params.slug),
  ]);
  if (!post) {
    throw data({ message: BLOG_NOT_FOUND_MESSAGE, back: backHref(request) }, { status: 404 });
  }
  const path = `/blog/${post.slug}`;
  const url = absoluteUrl(settings, path);
  const description = post.seoData.description || post.excerpt || post.title;
  const image = post.image ? new URL(post.image, url).href : undefined;
  const meta = buildMeta(settings, {
    title: post.seoData.title || post.title,
    description,
    path,
    keywords: post.seoData.keywords.length > 0 ? post.seoData.keywords : post.tags,
    jsonLd: [
      breadcrumbJsonLd(settings, [
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        description,
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: settings.companyName },
        datePublished: post.publishedAt ?? post.createdAt,
        dateCreated: post.createdAt,
        dateModified: post.updatedAt,
        mainEntityOfPage: post.seoData.canonicalUrl || url,
        articleSection: post.category,
        keywords: post.tags.join(", "),
        ...(image ? { image } : {}),
      },
    ],
  }).map((entry) => {
    if ("property" in entry && entry.property === "og:type")
      return { ...entry, content: "article" };
    if ("tagName" in entry && entry.tagName === "link" && post.seoData.canonicalUrl) {
      return { ...entry, href: post.seoData.canonicalUrl };
    }
    if (image && "property" in entry && entry.property === "og:image")
      return { ...entry, content: image };
    return entry;
  });
  return { post, url, meta };
}

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
  return <BlogPostView post={loaderData.post} url={loaderData.url} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const back =
      typeof error.data === "object" && error.data !== null && "back" in error.data
        ? String(error.data.back)
        : "/blog";
    return (
      <BlogNotFoundView
        backHref={back.startsWith("/") && !back.startsWith("//") ? back : "/blog"}
      />
    );
  }
  return <PublicErrorView error={error} />;
}
