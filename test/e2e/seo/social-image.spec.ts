import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, signInAsAdmin, test, visitorHtml } from "../fixtures";

// Issue 22, item 3, against the production build: a page's og:image is its own 1200 × 630 PNG
// drawn by the social-image Worker, and the Nuxt SEO tab's social preview shows that very image.

const OG_IMAGE = /<meta property="og:image" content="([^"]+)"/;

test("the social preview shows the page's own drawn image", async ({ page, browser }) => {
  const { html } = await visitorHtml(browser, "/managed-services-karnataka-india");
  const imageUrl = OG_IMAGE.exec(html)?.[1] ?? "";
  const imagePath = new URL(imageUrl).pathname;
  expect(imagePath).toMatch(/^\/og\/managed-services-karnataka-india\/[0-9a-f]{20}\.png$/);

  const started = Date.now();
  const png = await page.request.get(imagePath);
  const firstDraw = Date.now() - started;
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  const bytes = await png.body();
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
  console.log(`first GET of a social image under wrangler dev: ${firstDraw} ms`);

  await signInAsAdmin(page);
  await page.goto("/admin?tab=nuxt-seo");
  await page.getByRole("tab", { name: "Social Media" }).click();
  await page.getByLabel("Page").selectOption("/managed-services-karnataka-india");
  const preview = page.locator('[data-preview="open-graph"]').getByRole("img");
  await expect(preview).toHaveAttribute("src", imagePath, { timeout: 20_000 });
  await expect(preview).toHaveAttribute("alt", / — Regional — Northbridge IT$/);
  // Loaded: the browser decoded the real PNG at its full size.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  await expect(page.locator('[data-preview="twitter"]').getByRole("img")).toHaveAttribute(
    "src",
    imagePath,
  );
});

/** The e2e server's build (scripts/e2e-server.mjs): one folder per Worker. */
const BUILD_DIR = `.wrangler/e2e-build-${process.env.E2E_PORT ?? 8788}`;

/** A Worker's modules in the build: every .js and .wasm file, with its bytes. */
function workerModules(worker: string) {
  const dir = join(BUILD_DIR, worker);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(m?js|wasm)$/.test(path))
    .map((path) => ({ path, bytes: readFileSync(join(dir, path)) }));
}

// Issue 30: the drawing (satori, resvg's 2.4 MB of wasm, the font) lives in the second Worker,
// so the page Worker's every start-up loads none of it.
test("the page Worker's build holds no WebAssembly; the social-image Worker's does", () => {
  const page = workerModules("server");
  expect(page.filter(({ path }) => path.endsWith(".wasm")).map(({ path }) => path)).toEqual([]);
  const drawing = page.filter(({ bytes }) => /resvg|satori/i.test(bytes.toString("latin1")));
  expect(drawing.map(({ path }) => path)).toEqual([]);
  const wasm = workerModules("social-image").filter(({ path }) => path.endsWith(".wasm"));
  expect(wasm.reduce((sum, { bytes }) => sum + bytes.byteLength, 0)).toBeGreaterThan(2_000_000);
});
