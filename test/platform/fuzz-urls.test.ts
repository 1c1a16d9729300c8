import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postBody } from "../factories/blogs";
import { api, signedIn } from "../factories/users";
import { KNOWN_UNPARSEABLE, unparseableUrl } from "../fixtures/unparseable-urls";

// Every URL field of every route, sent strings its text rules accept but no URL parser does
// ("http://[", a port past 65535 …): a 400 that names the problem, and nothing stored changes.

interface UrlField {
  label: string;
  /** The request with `url` in the field under test; `token` is an admin's. */
  send(url: string, token: string): Promise<Response>;
  /** What must not change, read back as text. */
  state(token: string): Promise<string>;
}

const json =
  (method: string, path: string, body: (url: string) => unknown) => (url: string, token: string) =>
    api(path, { method, token, body: body(url) });
const read = (path: string) => async (token: string) => (await api(path, { token })).text();
const crawls = read("/api/seo/crawls");
const settings = read("/api/settings/site");

async function siteSettingsWith(token: string, field: string, url: string) {
  const current = (await (await api("/api/settings/site", { token })).json()) as {
    settings: Record<string, unknown> & { social: Record<string, unknown> };
    version: number;
  };
  const next: Record<string, unknown> & { social: Record<string, unknown> } = {
    ...current.settings,
    social: { ...current.settings.social },
  };
  if (field.startsWith("social.")) next.social[field.slice(7)] = url;
  else next[field] = url;
  return api("/api/settings/site", {
    method: "PUT",
    token,
    body: { settings: next, version: current.version },
  });
}

const FIELDS: UrlField[] = [
  {
    label: "POST /api/ai-seo/deploy-optimizations urls[]",
    send: json("POST", "/api/ai-seo/deploy-optimizations", (url) => ({ urls: ["/", url] })),
    state: read("/api/seo/deploys"),
  },
  {
    label: "POST /api/seo-analyze url",
    send: json("POST", "/api/seo-analyze", (url) => ({ url, type: "single" })),
    state: crawls,
  },
  {
    label: "POST /api/seo-analyze url (sitemap)",
    send: json("POST", "/api/seo-analyze", (url) => ({ url, type: "sitemap" })),
    state: crawls,
  },
  {
    label: "POST /api/ai-seo/analyze-sitemap sitemapUrl",
    send: json("POST", "/api/ai-seo/analyze-sitemap", (sitemapUrl) => ({ sitemapUrl })),
    state: crawls,
  },
  {
    label: "POST /api/seo/crawls sitemapUrl",
    send: json("POST", "/api/seo/crawls", (sitemapUrl) => ({ sitemapUrl })),
    state: crawls,
  },
  {
    label: "GET /api/seo-proxy url",
    send: (url, token) => api(`/api/seo-proxy?url=${encodeURIComponent(url)}`, { token }),
    state: crawls,
  },
  {
    label: "GET /api/pagespeed url",
    send: (url, token) => api(`/api/pagespeed?url=${encodeURIComponent(url)}`, { token }),
    state: crawls,
  },
  {
    label: "POST /api/blogs seoData.canonicalUrl",
    send: json("POST", "/api/blogs", (canonicalUrl) =>
      postBody({
        seoData: { title: "t", description: "d", keywords: [], canonicalUrl },
      }),
    ),
    state: read("/api/blogs"),
  },
  ...[
    "siteUrl",
    "bookingUrl",
    "social.linkedin",
    "social.x",
    "social.facebook",
    "social.youtube",
  ].map(
    (field): UrlField => ({
      label: `PUT /api/settings/site ${field}`,
      send: (url, token) => siteSettingsWith(token, field, url),
      state: settings,
    }),
  ),
];

describe("URL fields and strings no URL parser accepts", () => {
  it("answer 400 with a message and change nothing", { timeout: 300_000 }, async () => {
    const { token } = await signedIn("admin");
    const samples = [
      ...KNOWN_UNPARSEABLE,
      ...fc.sample(unparseableUrl, { numRuns: 12, seed: 20261125 }),
    ];
    const failures: string[] = [];
    for (const field of FIELDS) {
      for (const url of samples) {
        const before = await field.state(token);
        const response = await field.send(url, token);
        const body = await response.text();
        if (response.status !== 400 || !/"error"\s*:\s*"[^"]{8,}/.test(body)) {
          failures.push(
            `${field.label}=${JSON.stringify(url)} -> ${response.status} ${body.slice(0, 100)}`,
          );
        }
        if ((await field.state(token)) !== before) {
          failures.push(`${field.label}=${JSON.stringify(url)} changed what is stored`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("the generator only yields strings new URL() refuses", () => {
    for (const url of fc.sample(unparseableUrl, { numRuns: 200, seed: 1 })) {
      expect(() => new URL(url, "https://site.invalid/"), url).toThrow();
    }
  });
});
