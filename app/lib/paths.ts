import { parseUrl } from "./url";

/** "/", "/blog/x" … : no trailing slash, no query, lower-case. The key of per-page data. */
export function normalizePagePath(pathname: string): string {
  const trimmed = pathname.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/**
 * The one address of a page path as the site spells it: escapes of plain letters, digits and
 * `-._~` read as those characters (`%69t-security` is `it-security`), double slashes
 * collapsed, then `normalizePagePath` (no trailing slash, lower case). `/IT-Security/` and
 * `//it-security` are `/it-security`; the edge answers 301 from the others to this one.
 */
export function canonicalPath(pathname: string): string {
  const decoded = pathname.replace(/%([0-9a-f]{2})/gi, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escaped;
  });
  return normalizePagePath(decoded.replace(/\/{2,}/g, "/"));
}

/** `/admin`, `/admin/…` and edit mode `/{path}/admin` are staff pages, never cached or overlaid. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/") || pathname.endsWith("/admin");
}

/**
 * A post-login destination on this site, or "/admin". `next` is resolved against `origin` as a
 * browser would (which drops tabs and newlines and reads backslashes as slashes) and accepted
 * only when the origin is unchanged; the answer is the serialised path, so it carries no
 * control characters and cannot start with "//" (a protocol-relative link).
 *
 * @example safeNextPath(url.searchParams.get("next"), url.origin)
 */
export function safeNextPath(next: string | null, origin: string): string {
  if (!next) return "/admin";
  const base = parseUrl(origin);
  const target = base && parseUrl(next, base.origin);
  if (!base || !target) return "/admin";
  if (target.origin !== base.origin) return "/admin";
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : "/admin";
}

/**
 * The page path that an edit mode URL edits: `/{slug}/admin` edits `/{slug}` ("/" for
 * `/home/admin`), `/blog/{slug}/admin` edits the post page `/blog/{slug}`; otherwise null.
 */
export function editModePagePath(pathname: string): string | null {
  const blog = /^\/blog\/([a-z0-9][a-z0-9-]*)\/admin\/?$/.exec(pathname);
  if (blog?.[1]) return `/blog/${blog[1]}`;
  const match = /^\/([a-z0-9][a-z0-9-]*)\/admin\/?$/.exec(pathname);
  if (!match?.[1] || match[1] === "blog") return null;
  return match[1] === "home" ? "/" : `/${match[1]}`;
}

/** The edit mode URL of a page path: `/home/admin` for "/", else the path plus `/admin`. */
export function editModeUrl(pagePath: string): string {
  return `${pagePath === "/" ? "/home" : pagePath}/admin`;
}

/**
 * The query parameters each public page reads, by page path. The edge cache keys a page by its
 * path and these alone, and renders it from a URL holding only them, so a made-up parameter
 * neither skips the cache nor reaches the page.
 */
export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  "/blog": ["category", "page"],
};

/**
 * The query string a page is cached and rendered under: its own parameters (the first value of
 * each, in a fixed order) and nothing else; "" when it reads none.
 *
 * @example pageQueryOf("/blog", new URLSearchParams("utm_source=x&page=2")) // "?page=2"
 */
export function pageQueryOf(pagePath: string, params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS[pagePath] ?? []) {
    const value = params.get(name);
    if (value !== null && value !== "") kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
