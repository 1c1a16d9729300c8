import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "../fixtures";

// The page Worker's build draws lucide icons through scripts/lucide/static-icon.mjs (shapes
// worked out once per icon and props). Every icon a served page carries must be exactly what
// lucide-react itself renders for the same icon and attributes: here lucide-react renders
// each one again in Node and the two are compared (attributes as a set, shapes byte for byte).

const PAGES = [
  "/",
  "/it-security",
  "/managed-services-texas",
  "/blog",
  "/privacy-policy",
  "/no-such-page",
];

/** The attributes of an opening tag, as name → value (entities left as written). */
function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));
}

/** "clock" → "Clock", "bar-chart-3" → "BarChart3". */
const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());

test("every lucide icon on the pages is lucide's own markup", async ({ request }) => {
  let checked = 0;
  const problems: string[] = [];
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    for (const [svg, open, inner] of html.matchAll(
      /(<svg[^>]*class="lucide [^"]*"[^>]*>)([\s\S]*?)<\/svg>/g,
    )) {
      const attributes = attributesOf(open ?? "");
      const classes = (attributes.get("class") ?? "").split(" ");
      const name = classes.find((c) => c.startsWith("lucide-"))?.slice("lucide-".length) ?? "";
      const Icon = (icons as Record<string, Parameters<typeof createElement>[0]>)[pascal(name)];
      if (!Icon) {
        problems.push(`${path}: no lucide icon "${name}"`);
        continue;
      }
      const props: Record<string, string> = {
        className: classes.filter((c) => c !== "lucide" && !c.startsWith("lucide-")).join(" "),
      };
      for (const [key, value] of attributes) {
        if (key.startsWith("aria-") || key === "focusable" || key === "role") props[key] = value;
      }
      props.width = attributes.get("width") ?? "24";
      props.height = attributes.get("height") ?? "24";
      props.strokeWidth = attributes.get("stroke-width") ?? "2";
      const own = renderToStaticMarkup(createElement(Icon, props));
      const [, ownOpen, ownInner] = /^(<svg[^>]*>)([\s\S]*)<\/svg>$/.exec(own) ?? [];
      const same = (a: Map<string, string>, b: Map<string, string>) =>
        a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
      if (ownInner !== inner || !same(attributesOf(ownOpen ?? ""), attributes)) {
        problems.push(
          `${path}: ${name}\n  served ${svg.slice(0, 300)}\n  lucide ${own.slice(0, 300)}`,
        );
      }
      checked += 1;
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(30);
});
