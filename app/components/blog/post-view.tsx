import {
  ArrowLeft,
  CalendarDays,
  Clock,
  EyeOff,
  Mail,
  PencilLine,
  Share2,
  UserRound,
} from "lucide-react";
import { addBlockEids, renderMarkdown } from "~/lib/markdown";
import { BLOG_EIDS } from "~/lib/post-edits";
import { postReadTime } from "~/lib/read-time";
import type { BlogPost } from "~/schemas/blog";
import { altOfImage, type ImageFacts, mediaKeyOf } from "~/schemas/media";
import { StaffNoticeBar } from "../public/staff-notice-bar";
import { CategoryBadge, FeaturedBadge, formatBlogDate, PROSE } from "./parts";

/** What the post view needs: the public post, or the editor's unsaved form. */
export type BlogViewPost = Pick<
  BlogPost,
  | "slug"
  | "title"
  | "excerpt"
  | "content"
  | "author"
  | "category"
  | "categoryColor"
  | "readTime"
  | "featured"
  | "image"
  | "createdAt"
  | "updatedAt"
> & {
  /** The featured image's alt text; "" (or absent) renders it as decorative. */
  imageAlt?: string;
};

/** What the library knows of the images a post shows, by media key (a loader's JSON). */
export type PostImageFacts = Readonly<Record<string, ImageFacts>>;

/**
 * The featured image: above the fold, so loaded first; its own pixel size when the library
 * knows it, else the 1200×630 frame every cover is cropped to.
 */
function FeaturedImage({ src, alt, facts }: { src: string; alt: string; facts?: ImageFacts }) {
  const sized = facts?.width && facts.height ? facts : null;
  return (
    <img
      src={src}
      alt={alt}
      width={sized?.width ?? 1200}
      height={sized?.height ?? 630}
      fetchPriority="high"
      className={`mt-8 w-full rounded-xl bg-slate-100 ${sized ? "h-auto" : "aspect-[1200/630] object-cover"}`}
    />
  );
}

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: Share2,
    },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}`, icon: Share2 },
    { label: "Email", href: `mailto:?subject=${t}&body=${u}`, icon: Mail },
  ];
}

/**
 * The public post page's body (spec §2, Public blog post view). The editor's Preview tab
 * renders this same component, so the preview is what visitors will see. The title, lede,
 * body blocks and the call to action carry `data-eid`s: staff edit them inline at
 * `/blog/{slug}/admin` and visitors get the published edits applied at the edge.
 */
export function BlogPostView({
  post,
  url,
  images = {},
  as: Wrapper = "main",
  shareable = true,
}: {
  post: BlogViewPost;
  url: string;
  /** Pixel size and library alt of the post's images (width/height, no layout shift). */
  images?: PostImageFacts;
  /** "div" inside the editor, which has its own <main>. */
  as?: "main" | "div";
  /** The Share links (a preview of a draft has none: its address shows nothing yet). */
  shareable?: boolean;
}) {
  const html = addBlockEids(
    renderMarkdown(post.content, { images: new Map(Object.entries(images)) }),
  );
  const coverKey = post.image ? mediaKeyOf(post.image) : null;
  return (
    <Wrapper id={Wrapper === "main" ? "main" : undefined} className="bg-white">
      <article>
        {/* A div, not <header>: inline editing leaves header, nav and footer alone (spec §5). */}
        <div className="border-b border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={post.category} color={post.categoryColor} />
              {post.featured && <FeaturedBadge />}
            </div>
            <h1
              className="mt-4 text-3xl font-semibold tracking-tight text-navy-900 sm:text-4xl"
              data-eid={BLOG_EIDS.title}
            >
              {post.title}
            </h1>
            <dl className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
              <div className="flex items-center gap-1.5">
                <dt className="flex items-center">
                  <CalendarDays aria-hidden className="size-4" />
                  <span className="sr-only">Published</span>
                </dt>
                <dd>
                  <time dateTime={post.createdAt}>{formatBlogDate(post.createdAt)}</time>
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="flex items-center">
                  <Clock aria-hidden className="size-4" />
                  <span className="sr-only">Read time</span>
                </dt>
                <dd>{postReadTime(post)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="flex items-center">
                  <UserRound aria-hidden className="size-4" />
                  <span className="sr-only">Author</span>
                </dt>
                <dd>{post.author}</dd>
              </div>
            </dl>
            {shareable && (
              <nav aria-label="Share" className="mt-6 flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-slate-700">Share:</span>
                {shareLinks(url, post.title).map(({ label, href, icon: Icon }) => (
                  <a
                    key={label}
                    href={href}
                    rel="noopener noreferrer"
                    target={label === "Email" ? undefined : "_blank"}
                    className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-accent-600 hover:text-accent-700"
                  >
                    <Icon aria-hidden className="size-4" />
                    <span>
                      {label}
                      <span className="sr-only"> (share this post)</span>
                    </span>
                  </a>
                ))}
              </nav>
            )}
          </div>
        </div>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {post.excerpt && (
            <p
              className="text-xl leading-8 text-slate-600"
              data-testid="blog-excerpt"
              data-eid={BLOG_EIDS.excerpt}
            >
              {post.excerpt}
            </p>
          )}
          {post.image && (
            <FeaturedImage
              src={post.image}
              alt={altOfImage(
                post.imageAlt ?? "",
                coverKey ? images[coverKey] : undefined,
                "featured",
              )}
              facts={coverKey ? images[coverKey] : undefined}
            />
          )}
          <div
            className={`mt-4 ${PROSE}`}
            data-testid="blog-content"
            // Sanitised by renderMarkdown (allowlist; see app/lib/markdown.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
            <p>
              Published by <span className="font-medium text-navy-900">{post.author}</span> on{" "}
              <time dateTime={post.createdAt}>{formatBlogDate(post.createdAt)}</time>
            </p>
            <p className="mt-1">
              Updated <time dateTime={post.updatedAt}>{formatBlogDate(post.updatedAt)}</time>
            </p>
          </footer>
          <p className="mt-6">
            {/* No icon inside: the call to action is edited inline as a button (text + styles). */}
            <a
              href="/blog"
              className="inline-flex items-center gap-2 rounded-md bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-600"
              data-eid={BLOG_EIDS.back}
            >
              Back to Blog
            </a>
          </p>
        </div>
      </article>
    </Wrapper>
  );
}

/** The bar over a staff preview of a draft: what it is, and the way to the editor. */
export function DraftPreviewBar({ slug }: { slug: string }) {
  return (
    <StaffNoticeBar
      label="Draft preview"
      testId="draft-preview-bar"
      icon={EyeOff}
      action={
        <a
          href={`/admin/blog/${slug}`}
          className="inline-flex min-h-11 items-center gap-1.5 font-medium underline-offset-2 hover:underline"
        >
          <PencilLine aria-hidden="true" className="size-4" /> Edit this draft
        </a>
      }
    >
      <strong>Draft preview.</strong> Only signed-in staff see this post; visitors get &ldquo;Blog
      Post Not Found&rdquo; until it is published.
    </StaffNoticeBar>
  );
}

/**
 * 'Blog Post Not Found' with Go Back and Back to Blog. Go Back leads to the blog unless the
 * Worker points it at the page the visitor came from (worker/html/go-back.ts: the page is
 * cached for every visitor, the referrer is each one's own).
 */
export function BlogNotFoundView() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-24 text-center"
    >
      <h1 className="text-4xl font-semibold tracking-tight text-navy-900">Blog Post Not Found</h1>
      <p className="text-lg text-slate-600">
        The post you are looking for does not exist or is not published.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href="/blog"
          data-go-back=""
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          <ArrowLeft aria-hidden className="size-4" /> Go Back
        </a>
        <a
          href="/blog"
          className="inline-flex items-center gap-2 rounded-md bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-600"
        >
          Back to Blog
        </a>
      </div>
    </main>
  );
}
