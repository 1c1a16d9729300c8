import { z } from "zod";
import { parseUrl } from "../lib/url";

// `parseUrl` lives in app/lib/url.ts (no zod: the Worker's front door parses URLs without
// loading the schemas); it is exported here too, beside the rules that use it.
export { parseUrl };

// Field building blocks every schema shares, so a rule about text or links is written once.

/** C0 controls but tab and newline, DEL, and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Whether a string holds a control character other than newline (after CRLF → LF) or tab. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value.replace(/\r\n?/g, "\n"));
}

/**
 * A text field that refuses control characters other than newline and tab, naming the field.
 * Browsers send a textarea's newlines as CRLF, so CR and CRLF become LF first. `missing` is
 * the message for an absent or non-string value (a form's "Please enter …").
 *
 * @example title: plainText("Title").trim().min(1, "Title is required").max(200)
 */
export function plainText(label: string, missing = `${label} must be text`) {
  return z
    .string(missing)
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .refine(
      (value) => !CONTROL_CHARACTER.test(value),
      `${label} must not contain control characters`,
    );
}

/**
 * A URL or path as staff typed it, parsed like `parseUrl`, or null when it holds a control
 * character or white space of any kind: `new URL` silently drops tabs and line breaks
 * ("https://a.example/\r\nx" parses), so a field checked by the parse alone would store them.
 * Every schema field that takes a URL refuses through this or `isWebUrl`.
 */
export function parseTypedUrl(value: string, base?: string | URL): URL | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u0020\u007F-\u009F\u2028\u2029]/.test(value)) return null;
  return parseUrl(value, base);
}

/** Hosts where plain `http:` is accepted (local development and tests). */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether `value` is an absolute https: URL, or http: on a local host. */
export function isWebUrl(value: string): boolean {
  if (hasControlCharacters(value) || /\s/.test(value)) return false;
  const url = parseUrl(value);
  if (!url) return false;
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

/**
 * An absolute link a visitor or the server may follow: `https:` only (`http:` for localhost),
 * never `javascript:`, `data:`, `vbscript:`, `mailto:` or credentials. The 400 names the field.
 *
 * @example siteUrl: webUrl("Site URL")
 */
export function webUrl(label: string) {
  return z
    .string(`${label} must be a URL`)
    .trim()
    .refine(isWebUrl, `${label} must be an https:// URL`);
}
