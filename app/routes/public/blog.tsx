import { BlogIndexView } from "~/components/blog/index-view";
import { PublicErrorView } from "~/components/public/error";
import { appContext } from "~/context";
import { STATIC_PAGE } from "~/lib/route-handle";
import { absoluteUrl, breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { BLOG_SOCIAL_FAMILY } from "~/lib/social-image";
import { categoryLabel } from "~/schemas/blog";
import { mediaKeysIn } from "~/schemas/media";
import type { Route } from "./+types/blog";

// `/blog`: published posts, featured first then newest; ?category= and ?page= (links only).

export const handle = STATIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { deps, services } = context.get(appContext);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const [{ settings }, listing, entry] = await Promise.all([
    services.settings.getSiteSettings(deps),
    services.blogs.listPublishedBlogs(deps, {
      category: url.searchParams.get("category"),
      page: Number.isFinite(page) ? page : 1,
    }),
    services.pages.getCatalogueEntry(deps, "/blog"),
  ]);
  const facts = await services.media.imageFactsFor(
    deps,
    listing.posts.flatMap((post) => mediaKeysIn(post.image ?? "")),
  );
  const baseTitle = entry?.seoData.title || entry?.title || "Blog";
  const title = listing.category ? `${categoryLabel(listing.category)} articles` : baseTitle;
  const description =
    entry?.seoData.description ||
    entry?.description ||
    "Articles on managed IT, NOC and SOC operations, migrations and security.";
  const meta = buildMeta(settings, {
    title: listing.page > 1 ? `${title} (page ${listing.page})` : title,
    description,
    path: "/blog",
    keywords: entry?.seoData.keywords,
    // Every listing (a category, a later page) shares the blog's own image.
    family: BLOG_SOCIAL_FAMILY,
    socialTitle: baseTitle,
    jsonLd: [
      breadcrumbJsonLd(settings, [{ name: "Blog", path: "/blog" }]),
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `${settings.productName} Blog`,
        url: absoluteUrl(settings, "/blog"),
        blogPost: listing.posts.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: absoluteUrl(settings, `/blog/${post.slug}`),
          datePublished: post.createdAt,
        })),
      },
    ],
  });
  // Filtered and paged views point search engines at the plain list.
  if (listing.category || listing.page > 1)
    meta.push({ name: "robots", content: "noindex, follow" });
  return { listing: { ...listing, images: Object.fromEntries(facts) }, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: "Blog" }];

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return <BlogIndexView data={loaderData.listing} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicErrorView error={error} />;
}
