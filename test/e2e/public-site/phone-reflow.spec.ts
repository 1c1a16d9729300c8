import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// WCAG on a phone, across the site: at 320 px nothing scrolls sideways or spills out of its box
// (1.4.10 Reflow), and at 375 px no link or button that takes keyboard focus is hidden under
// the sticky header or the quick-contact bar fixed at the bottom (2.4.11 Focus Not Obscured).
// Every sitemap page for reflow; a page of each template, and the pages where it was seen,
// for focus (each Tab is a round trip).

test.use({ reducedMotion: "reduce" });

/** The sitemap's pages, once the cron has brought the catalogue up to date. */
async function sitemapPaths(page: Page): Promise<string[]> {
  await page.request.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*");
  let paths: string[] = [];
  await expect
    .poll(async () => {
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1] ?? "/").pathname,
      );
      return paths.length;
    })
    .toBeGreaterThan(100);
  return paths;
}

test("at 320 px no page of the sitemap scrolls sideways or spills text out of its box", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const problems: string[] = [];
  for (const path of await sitemapPaths(page)) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) {
        out.push(`page is ${document.documentElement.scrollWidth} px wide`);
      }
      // Innermost boxes whose content is wider than they are (sr-only text is 1 px: skipped).
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        const spills = (el: Element) => el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1;
        if (!spills(element) || [...element.children].some(spills)) continue;
        if (getComputedStyle(element).overflowX === "auto") continue; // scrolls on purpose
        const text = (element.textContent ?? "").trim().slice(0, 40);
        out.push(
          `<${element.tagName.toLowerCase()}> "${text}" ${element.scrollWidth} > ${element.clientWidth} px`,
        );
      }
      return out;
    });
    for (const problem of found) problems.push(`${path}: ${problem}`);
  }
  expect(problems).toEqual([]);
});

const FOCUS_PAGES = [
  "/",
  "/it-security",
  "/managed-services-texas",
  "/data-backup-recovery",
  "/managed-services-provider-software",
  "/ultimate-connectwise-msp-landing",
  "/privacy-policy",
  "/blog",
  "/blog/connectwise-psa-ticket-hygiene",
];

test("at 375 px no focused link or button is hidden under the header or the contact bar", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const problems: string[] = [];
  for (const path of FOCUS_PAGES) {
    await page.goto(path);
    for (let step = 0; step < 400; step += 1) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return { done: true };
        const box = element.getBoundingClientRect();
        // What is on top at the focused element's centre and just inside its edges (a tall
        // field, such as a textarea whose caret line is in view, only by its centre and top).
        const x = box.left + box.width / 2;
        const points: [number, number][] = [
          [x, box.top + box.height / 2],
          [x, box.top + 2],
        ];
        if (box.height <= 64) points.push([x, box.bottom - 2]);
        const covered = points.some(([x, y]) => {
          if (y < 0 || y > window.innerHeight) return false; // off screen: not "under" anything
          const top = document.elementFromPoint(x, y);
          if (!top || element.contains(top) || top.contains(element)) return false;
          return Boolean(top.closest("header, [data-testid='quick-contact']"));
        });
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
          .trim()
          .slice(0, 40);
        return {
          done: false,
          covered,
          name,
        };
      });
      if (state.done) break;
      if (state.covered) problems.push(`${path}: "${state.name}"`);
    }
  }
  expect(problems).toEqual([]);
});
