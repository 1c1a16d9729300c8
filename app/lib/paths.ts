/** "/", "/blog/x" … : no trailing slash, no query, lower-case. The key of per-page data. */
export function normalizePagePath(pathname: string): string {
  const trimmed = pathname.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
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
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(next, base.origin);
  } catch {
    return "/admin";
  }
  if (target.origin !== base.origin) return "/admin";
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : "/admin";
}
