import { officeLine } from "../../../app/schemas/offices";
import { DEFAULT_SITE_SETTINGS } from "../../../app/schemas/site-settings";
import { axeViolations, executableScripts, expect, type Page, test } from "../fixtures";

// The public site needs no JavaScript: menus are popovers and <details>, so every navigation
// test runs with JavaScript off. Axe runs with it on (it injects itself), on pages that carry
// no script anyway.

const settings = DEFAULT_SITE_SETTINGS;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

const FOOTER_LINKS = [
  "/connectwise-support",
  "/managed-services",
  "/24-7-helpdesk",
  "/24-7-noc-soc",
  "/staffing",
  "/it-security",
  "/",
  "/#about",
  "/#services",
  "/#expertise",
  "/blog",
  "/privacy-policy",
  "/terms-of-service",
];

const MANAGED_SUBMENU = [
  "/24-7-helpdesk",
  "/24-7-noc-soc",
  "/email-migration",
  "/server-migration",
  "/cloud-migration",
  "/data-backup-recovery",
  "/it-security",
  "/network-management",
  "/cloud-services",
  "/voip-solutions",
  "/it-consulting",
  "/projects",
];

const STAFFING_SUBMENU = ["/dedicated-engineers", "/it-staffing", "/administrative-services"];

async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("at 1280 px", () => {
    test.use({ viewport: DESKTOP });

    test("the header navigates, and the Services menu lists both submenus", async ({ page }) => {
      await page.goto("/it-security");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      expect(await hrefs(page, 'nav[aria-label="Main"] a')).toEqual([
        "/#home",
        "/connectwise-support",
        "/#about",
        "/blog",
        "/#contact",
      ]);

      const menu = page.locator("#services-menu");
      await expect(menu).toBeHidden();
      await nav.getByRole("button", { name: "Services" }).click();
      await expect(menu).toBeVisible();
      const menuLinks = await hrefs(page, "#services-menu a");
      for (const href of [
        "/managed-services",
        "/staffing",
        ...MANAGED_SUBMENU,
        ...STAFFING_SUBMENU,
      ]) {
        expect(menuLinks).toContain(href);
      }
      await menu.getByRole("link", { name: "Cloud Migration" }).click();
      await expect(page).toHaveURL(/\/cloud-migration$/);
      await expect(page.locator("h1")).toHaveCount(1);

      const book = page.getByRole("banner").getByRole("link", { name: "Book Call" });
      await expect(book).toHaveAttribute("href", settings.bookingUrl);
      await expect(book).toHaveAttribute("target", "_blank");
      await expect(book).toHaveAttribute("rel", "noopener");

      await nav.getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator("#contact form")).toBeInViewport();
      expect(await executableScripts(page)).toBe(0);
    });

    test("the home page has its five sections and About scrolls to one", async ({ page }) => {
      await page.goto("/");
      for (const id of ["home", "about", "services", "expertise", "contact"]) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
      }
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "About" })
        .click();
      await expect(page.locator("#about h2")).toBeInViewport();
    });
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("the footer has every link and fact of the spec", async ({ page }) => {
        await page.goto("/managed-services");
        const footer = page.getByRole("contentinfo");
        const links = await hrefs(page, "footer a");
        for (const href of FOOTER_LINKS) expect(links).toContain(href);
        expect(links).toContain(`mailto:${settings.contactEmail}`);
        expect(links).toContain("tel:+15550100199");
        expect(links).toContain("tel:+912255500199");
        expect(links).toContain(settings.social.linkedin);
        await expect(footer).toContainText(settings.aboutText);
        await expect(footer).toContainText(officeLine("us", settings.offices.us));
        await expect(footer).toContainText(officeLine("india", settings.offices.india));
        await expect(footer).toContainText(settings.registrationNumber);
        await expect(footer).toContainText(
          `© ${new Date().getUTCFullYear()} ${settings.companyName}. All rights reserved.`,
        );
        await footer.getByRole("link", { name: "Privacy Policy" }).click();
        await expect(page).toHaveURL(/\/privacy-policy$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
      });

      test("the three floating buttons: chat with a greeting, mail and call", async ({ page }) => {
        await page.goto("/");
        const buttons = page.getByRole("navigation", { name: "Quick contact" });
        const chat = buttons.getByRole("link", { name: "Chat with us" });
        await expect(chat).toBeVisible();
        await expect(chat).toHaveAttribute(
          "href",
          `https://wa.me/${settings.chatNumber}?text=${encodeURIComponent(settings.chatGreeting)}`,
        );
        await expect(chat).toHaveAttribute("rel", "noopener");
        await expect(buttons.getByRole("link", { name: "Email us" })).toHaveAttribute(
          "href",
          `mailto:${settings.contactEmail}`,
        );
        await expect(buttons.getByRole("link", { name: "Call us" })).toHaveAttribute(
          "href",
          "tel:+15550100199",
        );
        const box = await chat.boundingBox();
        expect(box?.x ?? 999).toBeLessThan(40);
      });

      test("an unknown page shows the 404 view inside the layout", async ({ page }) => {
        const response = await page.goto("/no-such-page");
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
        await expect(page.getByText("Error: Page component not found: no-such-page")).toBeVisible();
        await expect(page.getByRole("banner")).toBeVisible();
        await page.getByRole("link", { name: "Back to Home" }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator("section#home")).toBeVisible();
      });
    });
  }

  test.describe("at 375 px", () => {
    test.use({ viewport: PHONE });

    test("the drawer holds the same entries and closes", async ({ page }) => {
      await page.goto("/24-7-noc-soc");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const drawer = page.locator("#site-drawer");
      await expect(drawer).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(drawer).toBeVisible();
      for (const name of [
        "Home",
        "ConnectWise Support",
        "About",
        "Blog",
        "Contact Us",
        "Book Call",
      ]) {
        await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await drawer.getByText("Managed Services", { exact: true }).click();
      await expect(drawer.getByRole("link", { name: "Data Backup & Recovery" })).toBeVisible();
      const links = await hrefs(page, "#site-drawer a");
      for (const href of [
        ...MANAGED_SUBMENU,
        ...STAFFING_SUBMENU,
        "/managed-services",
        "/staffing",
      ]) {
        expect(links).toContain(href);
      }

      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toBeHidden();

      await page.getByRole("button", { name: "Open menu" }).click();
      await drawer.getByText("Staffing", { exact: true }).click();
      await drawer.getByRole("link", { name: "IT Staffing" }).click();
      await expect(page).toHaveURL(/\/it-staffing$/);
      expect(await executableScripts(page)).toBe(0);
    });

    test("nothing is wider than the screen", async ({ page }) => {
      for (const path of ["/", "/managed-services-karnataka-india", "/terms-of-service"]) {
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(PHONE.width);
      }
    });
  });
});

test("the Open Graph image is 1200 × 630", async ({ request }) => {
  const response = await request.get("/og-default.png");
  expect(response.status()).toBe(200);
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("the icons browsers ask for without a link are there: /favicon.ico and /apple-touch-icon.png", async ({
  request,
}) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  const icon = await ico.body();
  // An ICO header (reserved 0, type 1) naming at least one image.
  expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
  expect(icon.readUInt16LE(4)).toBeGreaterThan(0);
  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.status()).toBe(200);
  expect(touch.headers()["content-type"]).toBe("image/png");
  const png = await touch.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});

const AXE_PAGES = [
  { name: "home", path: "/" },
  { name: "service page", path: "/24-7-helpdesk" },
  { name: "regional page", path: "/it-support-new-york" },
  { name: "landing page", path: "/ultimate-connectwise-msp-landing" },
  { name: "legal page", path: "/privacy-policy" },
  { name: "404 page", path: "/no-such-page" },
];

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { name, path } of AXE_PAGES) {
      test(`${name} has no violations`, async ({ page }) => {
        await page.goto(path);
        const violations = await axeViolations(page);
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
        ).toEqual([]);
      });
    }
  });
}
