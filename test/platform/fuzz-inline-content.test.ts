import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ENTRY_TYPES, type EntryType } from "../../app/schemas/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";

// Generated content maps holding every kind of entry (text, button, link, list, section), some
// well formed, most not, saved by an editor: the Worker never answers 5xx, and a refused save
// (4xx) stores nothing (no draft, no revision, no created page). The generic fuzz
// (fuzz.test.ts) sends random objects, which almost never take the shape of a list or a
// section entry; this one does. A kind added to ENTRY_TYPES without a generator here fails
// the typecheck (GENERATORS is keyed by EntryType) and the coverage check below.

const SEED = 20261126;
const RUNS = 160;

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...XSS_PAYLOADS),
  fc.constantFrom(
    "",
    " ",
    "/",
    "/it-security",
    "  /it-security  ",
    "/IT-Security",
    "/does-not-exist",
    "/blog",
    "/it-security#faqs",
    "https://example.org",
    "http://example.org",
    "//evil.example",
    "javascript:alert(1)",
    "mailto:a@example.com",
    "mailto:nobody",
    "tel:+15550100",
    "tel:letters",
    "data:text/html,x",
    "\u0000",
    "x".repeat(3000),
  ),
);
const eid = fc.constantFrom(
  "hero.title",
  "hero.primaryCta",
  "cta.button",
  "faqs.0.question",
  "faqs.1.answer",
  "faqs.n1.question",
  "faqs.n2.answer",
  "faqs.99.question",
  "included.items.0.title",
  "nope",
);
const selector = fc.oneof(
  eid.map((e) => `[data-eid="${e}"]`),
  fc
    .constantFrom("faqs", "included.items", "process.steps", "nope")
    .map((p) => `[data-list="${p}"]`),
  fc.constantFrom("faqs", "hero", "cta", "nope").map((n) => `[data-section='${n}']`),
  nasty,
);
const sectionKey = fc.constantFrom(
  "faqs",
  "included",
  "process",
  "cta",
  "hero",
  "n1",
  "n2",
  "nope",
);
const itemId = fc.oneof(
  fc.constantFrom("0", "1", "2", "3", "n1", "n2", "n10", "99", "01", "n0", "-1", "x"),
  nasty,
);
const item = fc.record(
  {
    id: itemId,
    copyOf: fc.oneof(fc.constantFrom("0", "1", "2", "99", "n1"), nasty),
    hidden: fc.oneof(fc.boolean(), nasty),
  },
  { requiredKeys: [] },
);

/** One generator per kind of entry: a kind without one does not compile. */
const GENERATORS: Record<EntryType, fc.Arbitrary<Record<string, unknown>>> = {
  text: fc.record({ type: fc.constant("text"), content: nasty, selector }),
  button: fc.record(
    {
      type: fc.constant("button"),
      content: nasty,
      selector,
      styles: fc.oneof(fc.constant({}), fc.record({ color: nasty }, { requiredKeys: [] })),
      href: nasty,
    },
    { requiredKeys: ["type", "content", "selector"] },
  ),
  link: fc.record(
    { type: fc.constant("link"), content: nasty, selector, href: nasty },
    { requiredKeys: ["type"] },
  ),
  list: fc.record(
    {
      type: fc.constant("list"),
      selector,
      items: fc.oneof(fc.array(item, { maxLength: 6 }), nasty, fc.array(item, { maxLength: 60 })),
    },
    { requiredKeys: ["type"] },
  ),
  section: fc.record(
    { type: fc.constant("section"), selector, hidden: fc.oneof(fc.boolean(), nasty) },
    { requiredKeys: ["type"] },
  ),
  sections: fc.record(
    {
      type: fc.constant("sections"),
      selector: fc.oneof(fc.constant("[data-sections]"), selector),
      items: fc.oneof(
        fc.array(
          fc.record(
            {
              key: fc.oneof(sectionKey, nasty),
              add: fc.oneof(
                fc.record(
                  {
                    type: fc.oneof(fc.constantFrom("pricing", "faq", "region", "nope"), nasty),
                    variant: fc.oneof(fc.constantFrom("cards", "stacked", "nope"), nasty),
                  },
                  { requiredKeys: [] },
                ),
                nasty,
              ),
              copyOf: fc.oneof(sectionKey, nasty),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 6 },
        ),
        nasty,
      ),
    },
    { requiredKeys: ["type"] },
  ),
};

const entry = fc.oneof(...ENTRY_TYPES.map((type) => GENERATORS[type]));
const keyed = fc
  .tuple(fc.constantFrom(...ENTRY_TYPES), fc.integer({ min: 1, max: 4 }), entry)
  .map(([type, n, value]) => [`${type}_element_${n}`, value] as const);
const map = fc.oneof(
  {
    arbitrary: fc.array(keyed, { maxLength: 5 }).map((pairs) => Object.fromEntries(pairs)),
    weight: 8,
  },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), entry, { maxKeys: 3 }), weight: 1 },
);

/** Everything a save may write, as one value. */
async function stored(): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM inline_content) || ':' || (SELECT total(version) FROM inline_content) || ':' || (SELECT count(*) FROM inline_content_revisions) || ':' || (SELECT count(*) FROM pages) AS state",
  ).first<{ state: string }>();
  return row?.state ?? "";
}

let editor: string;
beforeAll(async () => {
  await exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text());
  editor = (await signedIn("editor")).token;
}, 60_000);

describe("generated content maps of every kind of entry", () => {
  it("never answer 5xx, and a refused save stores nothing", { timeout: 600_000 }, async () => {
    const samples = fc.sample(
      fc.tuple(map, fc.constantFrom("/it-security", "/a-fuzzed-new-page", "/")),
      { numRuns: RUNS, seed: SEED },
    );
    const seen = new Set<string>();
    const failures: string[] = [];
    for (const [content, pagePath] of samples) {
      for (const value of Object.values(content))
        seen.add(String((value as { type?: unknown }).type));
      const state = await api(
        `/api/inline-content/get?pagePath=${encodeURIComponent(pagePath)}&pageType=page&status=draft`,
        { token: editor },
      );
      const { version } = await state.json<{ version: number }>();
      const before = await stored();
      const response = await api("/api/inline-content/save", {
        method: "POST",
        token: editor,
        body: { pagePath, pageType: "page", content, baseVersion: version },
      });
      const label = `${pagePath} ${JSON.stringify(content).slice(0, 200)}`;
      const text = await response.text();
      if (response.status >= 500) failures.push(`${label} -> ${response.status} ${text}`);
      if (response.status >= 400 && response.status < 500 && (await stored()) !== before) {
        failures.push(`${label} -> ${response.status} but D1 changed`);
      }
      if (failures.length > 10) break;
    }
    expect(failures).toEqual([]);
    // Every kind of entry was sent.
    expect([...seen].filter((type) => ENTRY_TYPES.some((t) => t === type)).sort()).toEqual(
      [...ENTRY_TYPES].sort(),
    );
  });
});
