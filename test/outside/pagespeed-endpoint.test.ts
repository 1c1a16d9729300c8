import { describe, expect, it } from "vitest";
import { PAGESPEED_ENDPOINT, pageSpeedEndpoint } from "../../worker/services/outside/pagespeed";

// PAGESPEED_API_URL points the Worker at a local fake PageSpeed in e2e; anywhere else it must
// be ignored, so a stray variable can never send the stored key to another host.

const FAKE = "http://127.0.0.1:10807/pagespeedonline/v5/runPagespeed";

describe("pageSpeedEndpoint", () => {
  it("honours PAGESPEED_API_URL only in test and e2e", () => {
    expect(pageSpeedEndpoint({ ENVIRONMENT: "e2e", PAGESPEED_API_URL: FAKE })).toBe(FAKE);
    expect(pageSpeedEndpoint({ ENVIRONMENT: "test", PAGESPEED_API_URL: FAKE })).toBe(FAKE);
    for (const environment of ["production", "development", "staging", ""]) {
      expect(pageSpeedEndpoint({ ENVIRONMENT: environment, PAGESPEED_API_URL: FAKE })).toBe(
        PAGESPEED_ENDPOINT,
      );
    }
  });

  it("is Google's without the variable", () => {
    expect(pageSpeedEndpoint({ ENVIRONMENT: "e2e" })).toBe(PAGESPEED_ENDPOINT);
    expect(PAGESPEED_ENDPOINT).toBe("https://www.googleapis.com/pagespeedonline/v5/runPagespeed");
  });
});
