import { test as base, expect } from "@playwright/test";

/** Script tags other than JSON-LD data blocks. */
export async function executableScripts(page: import("@playwright/test").Page) {
  return page.locator('script:not([type="application/ld+json"])').count();
}

export const test = base;
export type { Page } from "@playwright/test";
export { expect };
