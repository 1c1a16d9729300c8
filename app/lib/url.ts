/**
 * `value` parsed as a URL (resolved against `base` when given), or null where `new URL`
 * would throw ("http://[", a port past 65535, a bad host). The one place a URL from outside
 * is parsed: schemas refine with it (app/schemas/text.ts), so nothing they accept throws later
 * in a service.
 *
 * @example parseUrl("/it-security", "https://site.example")?.pathname === "/it-security"
 */
export function parseUrl(value: string, base?: string | URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
