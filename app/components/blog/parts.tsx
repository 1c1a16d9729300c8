import { Star } from "lucide-react";
import { categoryLabel } from "~/schemas/blog";

// Small pieces shared by the blog index, the post view and the editor's preview.

/** "November 22, 2026", the same on the server and in every browser (UTC, en-US). */
export function formatBlogDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The text colour that reads best on a category colour: white or black, whichever has the
 * higher contrast (for any colour one of them reaches at least 4.58:1, so WCAG AA holds).
 */
export function textOn(hex: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return "#ffffff";
  const l = luminance(hex);
  const white = 1.05 / (l + 0.05);
  const black = (l + 0.05) / 0.05;
  return white >= black ? "#ffffff" : "#000000";
}

/** The category badge in the post's colour. */
export function CategoryBadge({ category, color }: { category: string; color: string }) {
  const background = /^#[0-9a-fA-F]{6}$/.test(color) ? color : "#3B82F6";
  return (
    <span
      className="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: background, color: textOn(background) }}
    >
      {categoryLabel(category)}
    </span>
  );
}

export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      <Star aria-hidden className="size-3" /> Featured
    </span>
  );
}

/** Typography for rendered markdown (no plugin: arbitrary variants on the container). */
export const PROSE =
  "text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a:hover]:text-accent-600 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:bg-slate-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm [&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:text-navy-900 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-navy-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900 [&_h4]:mt-6 [&_h4]:font-semibold [&_hr]:my-10 [&_hr]:border-slate-200 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-navy-950 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:text-slate-100 [&_strong]:font-semibold [&_strong]:text-navy-900 [&_table]:my-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";
