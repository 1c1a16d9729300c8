/** "/", "/blog/x" … : no trailing slash, no query, lower-case. The key of per-page data. */
export function normalizePagePath(pathname: string): string {
  const trimmed = pathname.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** `/admin`, `/admin/…` and edit mode `/{path}/admin` are staff pages, never cached or overlaid. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/") || pathname.endsWith("/admin");
}

/** Only same-site paths may be a post-login destination. */
export function safeNextPath(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\")
    ? next
    : "/admin";
}
