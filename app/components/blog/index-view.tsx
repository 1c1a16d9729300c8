import { ArrowRight, CalendarDays, Clock } from "lucide-react";
import { postReadTime } from "~/lib/read-time";
import type { BlogPost } from "~/schemas/blog";
import { categoryLabel } from "~/schemas/blog";
import { altOfImage, type ImageFacts, mediaKeyOf } from "~/schemas/media";
import { CategoryBadge, FeaturedBadge, formatBlogDate } from "./parts";

export interface BlogIndexData {
  posts: BlogPost[];
  categories: { value: string; color: string; count: number }[];
  category: string | null;
  page: number;
  pageCount: number;
  total: number;
  /** Pixel size of the cards' images that the media library knows, by media key. */
  images?: Readonly<Record<string, ImageFacts>>;
}

function listHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** A card's image: the post's alt text, its own pixel size when known (cropped to 1200×630). */
function CardImage({ post, facts }: { post: BlogPost; facts?: ImageFacts }) {
  const sized = facts?.width && facts.height ? facts : null;
  return (
    <img
      src={post.image ?? ""}
      alt={altOfImage(post.imageAlt, facts, "featured")}
      width={sized?.width ?? 1200}
      height={sized?.height ?? 630}
      loading="lazy"
      decoding="async"
      className="aspect-[1200/630] w-full bg-slate-100 object-cover"
    />
  );
}

function PostCard({ post, images }: { post: BlogPost; images?: BlogIndexData["images"] }) {
  const key = post.image ? mediaKeyOf(post.image) : null;
  return (
    <article
      data-testid="blog-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition hover:border-accent-500 hover:shadow-md"
    >
      {post.image && <CardImage post={post} facts={key ? images?.[key] : undefined} />}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={post.category} color={post.categoryColor} />
          {post.featured && <FeaturedBadge />}
        </div>
        <h2 className="mt-4 text-xl font-semibold text-navy-900">
          <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </a>
        </h2>
        {post.excerpt && <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>}
        <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={post.createdAt}>{formatBlogDate(post.createdAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" />
            {postReadTime(post)}
          </span>
          <span>{post.author}</span>
        </p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-700">
          Read article <ArrowRight aria-hidden className="size-4" />
        </span>
      </div>
    </article>
  );
}

/** /blog: intro, category filter, the cards and pagination; links only, no JavaScript. */
export function BlogIndexView({ data }: { data: BlogIndexData }) {
  const { posts, categories, category, page, pageCount, total } = data;
  const chip = (active: boolean) =>
    `inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium ${
      active
        ? "border-navy-900 bg-navy-900 text-white"
        : "border-slate-300 bg-white text-slate-700 hover:border-accent-600 hover:text-accent-700"
    }`;
  return (
    <main id="main" className="bg-white">
      <section className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:pr-8 lg:pl-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Blog</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-navy-900">
            Managed IT and MSP insights
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            Field notes from our helpdesk, NOC, SOC and migration teams: what works, what breaks,
            and how to run IT with fewer surprises.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:pr-8 lg:pl-20">
        {categories.length > 0 && (
          <nav aria-label="Categories" className="flex flex-wrap gap-2">
            <a
              href={listHref(null)}
              className={chip(category === null)}
              aria-current={category === null ? "page" : undefined}
            >
              All posts
            </a>
            {categories.map((c) => (
              <a
                key={c.value}
                href={listHref(c.value)}
                className={chip(category === c.value)}
                aria-current={category === c.value ? "page" : undefined}
              >
                {categoryLabel(c.value)}
                <span className="ml-1.5 opacity-75">({c.count})</span>
              </a>
            ))}
          </nav>
        )}
        {posts.length === 0 ? (
          <div className="mt-10 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <h2 className="text-lg font-semibold text-navy-900">No posts here yet</h2>
            <p className="mt-2 text-slate-600">
              {category
                ? "Nothing in this category so far. "
                : "Our first articles are on the way. "}
              <a href="/blog" className="font-medium text-accent-700 underline">
                See all posts
              </a>
            </p>
          </div>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} images={data.images} />
            ))}
          </div>
        )}
        {pageCount > 1 && (
          <nav
            aria-label="Pagination"
            className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6"
          >
            <p className="text-sm text-slate-600">
              {`Page ${page} of ${pageCount} · ${total} posts`}
            </p>
            <ul className="flex flex-wrap gap-2">
              {page > 1 && (
                <li>
                  <a href={listHref(category, page - 1)} rel="prev" className={chip(false)}>
                    Previous
                  </a>
                </li>
              )}
              {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <a
                    href={listHref(category, n)}
                    className={chip(n === page)}
                    aria-current={n === page ? "page" : undefined}
                    aria-label={`Page ${n}`}
                  >
                    {n}
                  </a>
                </li>
              ))}
              {page < pageCount && (
                <li>
                  <a href={listHref(category, page + 1)} rel="next" className={chip(false)}>
                    Next
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </main>
  );
}
