import { describe, expect, it } from "vitest";
import {
  cutAtWord,
  fitDescription,
  fitDescriptionFromPage,
  fitTitle,
  fixCase,
  tidyCopy,
  titleCase,
} from "../../worker/services/seo/fit-text";

const LEAD =
  "We run your helpdesk around the clock. " +
  "Every ticket is answered by a certified engineer who knows your systems. " +
  "Monthly reports show what was fixed and what is next. " +
  "Onboarding takes two weeks.";

describe("cutAtWord", () => {
  it("leaves a text that fits, and cuts at the last word that fits without trailing separators", () => {
    expect(cutAtWord("Managed IT", 20)).toBe("Managed IT");
    expect(cutAtWord("Managed IT, helpdesk and more", 12)).toBe("Managed IT");
    expect(cutAtWord("Managed IT, helpdesk and more", 12, "snippet")).toBe("Managed IT");
  });

  it("snippet: drops connector words left at the end, and keeps the text's own spacing", () => {
    expect(cutAtWord("Managed IT for dental practices and clinics", 36, "snippet")).toBe(
      "Managed IT for dental practices",
    );
    expect(cutAtWord("Backup for the", 12, "snippet")).toBe("Backup");
    expect(cutAtWord("Backup  plans", 20, "snippet")).toBe("Backup  plans");
  });

  it("snippet: keeps nothing of a word that does not fit", () => {
    expect(cutAtWord("Telecommunications-infrastructure", 10, "snippet")).toBe("");
    expect(cutAtWord("IT telecommunications-infrastructure", 20, "snippet")).toBe("IT");
  });

  it("draft: reads whitespace runs as one space and cuts hard when the last boundary is early", () => {
    expect(cutAtWord("  Managed \n IT  ", 20)).toBe("Managed IT");
    // Never on a dangling connector ("… practices and" was the defect).
    expect(cutAtWord("Managed IT for dental practices and clinics", 36)).toBe(
      "Managed IT for dental practices",
    );
    expect(cutAtWord("Backups for your team", 16)).toBe("Backups");
    expect(cutAtWord("IT telecommunications-infrastructure", 20)).toBe("IT telecommunication");
  });
});

describe("fitTitle", () => {
  it("keeps a title within the budget, drops a trailing clause, or cuts at a word", () => {
    expect(fitTitle("Managed Security", 43)).toBe("Managed Security");
    expect(fitTitle("Managed Security Services: Around the Clock for Every Office", 43)).toBe(
      "Managed Security Services",
    );
    // A head shorter than 20 characters says too little: the title is cut instead.
    expect(fitTitle("Security: Around the Clock for Every Office in Town", 43)).toBe(
      "Security: Around the Clock for Every Office",
    );
    expect(fitTitle("Network Management and Monitoring for Offices and Warehouses", 43)).toBe(
      "Network Management and Monitoring",
    );
  });
});

describe("fitDescriptionFromPage", () => {
  it("trims a long description at a sentence when whole sentences reach 120 characters", () => {
    const first =
      "Round-the-clock monitoring of firewalls, switches and Wi-Fi for every office, with a named engineer and monthly capacity reports.";
    const long = `${first} Fixes land before users notice anything.`;
    expect(long.length).toBeGreaterThan(160);
    expect(fitDescriptionFromPage(long, "")).toBe(first);
  });

  it("cuts a long description at a word, ending in a full stop, when no sentence fits", () => {
    const long = `${"Monitoring, patching and reporting for every office".repeat(4)} today`;
    const fitted = fitDescriptionFromPage(long, "");
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted).toMatch(/[a-z]\.$/);
  });

  it("completes a short or missing description from the page's lead, within 120-160", () => {
    const short = fitDescriptionFromPage("Helpdesk for teams.", LEAD);
    expect(short.startsWith("Helpdesk for teams. We run your helpdesk around the clock.")).toBe(
      true,
    );
    expect(short.length).toBeGreaterThanOrEqual(120);
    expect(short.length).toBeLessThanOrEqual(160);
    const missing = fitDescriptionFromPage("", LEAD);
    expect(missing.startsWith("We run your helpdesk around the clock.")).toBe(true);
    expect(missing.length).toBeLessThanOrEqual(160);
  });

  it("leaves a description it cannot complete short (too little text)", () => {
    expect(fitDescriptionFromPage("Call us.", "Call us. Today.")).toBe("Call us. Today.");
  });
});

describe("fitDescription (drafts)", () => {
  it("pads with closing sentences into 120-160 and adds the full stop a draft lacks", () => {
    const fitted = fitDescription("Managed backup protects practice data");
    expect(fitted.startsWith("Managed backup protects practice data.")).toBe(true);
    expect(fitted.length).toBeGreaterThanOrEqual(120);
    expect(fitted.length).toBeLessThanOrEqual(160);
  });
});

describe("titleCase", () => {
  it("capitalises words but not the small ones, keeps acronyms and names, and reads IT", () => {
    expect(titleCase("managed it for the office and the road")).toBe(
      "Managed IT for the Office and the Road",
    );
    expect(titleCase("how to pick an msp for the office")).toBe(
      "How to Pick an MSP for the Office",
    );
    expect(titleCase("what does a vCIO do")).toBe("What Does a vCIO Do");
    expect(titleCase("after-hours noc: the basics of voip")).toBe(
      "After-Hours NOC: The Basics of VoIP",
    );
    expect(titleCase("how to make it work")).toBe("How to Make It Work");
  });
});

describe("fixCase and tidyCopy", () => {
  it("spells acronyms and names their own way, and IT only where it names the trade", () => {
    expect(fixCase("msps moving to m365 and microsoft teams")).toBe(
      "MSPs moving to M365 and Microsoft teams",
    );
    expect(fixCase("it support is how it should be")).toBe("IT support is how it should be");
  });

  it("removes doubled words and stray marks left by template joins", () => {
    expect(tidyCopy("Why Why MSPs outsource the the NOC")).toBe("Why MSPs outsource the NOC");
    expect(tidyCopy("IT IT budgets , costs")).toBe("IT budgets, costs");
    expect(tidyCopy("Managed backup:. Practical steps.. Done?.")).toBe(
      "Managed backup. Practical steps. Done?",
    );
    expect(tidyCopy("bathe the baby")).toBe("bathe the baby");
  });
});
