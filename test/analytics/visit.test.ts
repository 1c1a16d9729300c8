import { describe, expect, it } from "vitest";
import { deviceOf, hitOf, isBot, isPrefetch } from "../../worker/services/analytics/visit";

// What a request counts as, from the request alone: real browsers' user agents are views,
// crawlers', previews' and tools' are bots, speculative loads are nothing.

const request = (headers: Record<string, string>, url = "https://www.example.com/it-security") =>
  new Request(url, { headers });

const BROWSERS = {
  "Chrome on Windows":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Edge on Windows":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Firefox on Linux": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Safari on a Mac":
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Safari on an iPhone":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Chrome on Android":
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Samsung Internet":
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  "Safari on an iPad":
    "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Chrome on an Android tablet":
    "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.69 Safari/537.36",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "Twitterbot/1.0",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "WhatsApp/2.23.20.0",
  "Mozilla/5.0 (compatible; Google-InspectionTool/1.0)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "curl/8.5.0",
  "Wget/1.21.4",
  "python-requests/2.32.3",
  "Go-http-client/2.0",
  "okhttp/4.12.0",
  "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)",
  "UptimeRobot/2.0 (http://www.uptimerobot.com/)",
  "",
];

describe("bots and browsers", () => {
  it("counts every common browser as a person", () => {
    for (const [name, agent] of Object.entries(BROWSERS)) {
      expect(isBot(request({ "user-agent": agent })), name).toBe(false);
    }
  });

  it("counts crawlers, link previews, monitors and tools as bots", () => {
    for (const agent of BOTS) expect(isBot(request({ "user-agent": agent })), agent).toBe(true);
  });

  it("reads Bot Management's verdict only where the zone has it, and the country from CF-IPCountry", () => {
    const verified = new Request("https://www.example.com/x", {
      headers: { "user-agent": BROWSERS["Chrome on Windows"], "cf-ipcountry": "IN" },
      cf: { botManagement: { verifiedBot: true, score: 99 }, country: "US" },
    });
    const url = new URL(verified.url);
    expect(hitOf(verified, url, "/x", 200, true)).toEqual({ kind: "bot", what: "view" });
    expect(hitOf(verified, url, "/x", 200, false)).toMatchObject({ view: { country: "IN" } });
  });

  it("takes Cloudflare's word for a verified bot", () => {
    const verified = new Request("https://www.example.com/", {
      headers: { "user-agent": BROWSERS["Chrome on Windows"] },
      cf: { botManagement: { verifiedBot: true, score: 99 } },
    });
    expect(isBot(verified)).toBe(true);
  });
});

describe("devices", () => {
  it("tells desktops, phones and tablets apart", () => {
    expect(deviceOf(BROWSERS["Chrome on Windows"])).toBe("desktop");
    expect(deviceOf(BROWSERS["Safari on a Mac"])).toBe("desktop");
    expect(deviceOf(BROWSERS["Safari on an iPhone"])).toBe("mobile");
    expect(deviceOf(BROWSERS["Chrome on Android"])).toBe("mobile");
    expect(deviceOf(BROWSERS["Samsung Internet"])).toBe("mobile");
    expect(deviceOf(BROWSERS["Safari on an iPad"])).toBe("tablet");
    expect(deviceOf(BROWSERS["Chrome on an Android tablet"])).toBe("tablet");
  });
});

describe("what a request counts as", () => {
  const chrome = { "user-agent": BROWSERS["Chrome on Windows"] };
  const url = new URL(
    "https://www.example.com/it-security?utm_source=LinkedIn&utm_campaign=Q4%09push",
  );

  it("is nothing for prefetches, prerenders, HEAD, posts and errors", () => {
    const speculative: Record<string, string>[] = [
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
    ];
    for (const headers of speculative) {
      expect(isPrefetch(request(headers)), JSON.stringify(headers)).toBe(true);
      expect(hitOf(request({ ...chrome, ...headers }), url, "/it-security", 200)).toBeNull();
    }
    const head = new Request(url, { method: "HEAD", headers: chrome });
    expect(hitOf(head, url, "/it-security", 200)).toBeNull();
    const post = new Request(url, { method: "POST", headers: chrome, body: "x" });
    expect(hitOf(post, url, "/it-security", 200)).toBeNull();
    for (const status of [400, 413, 429, 500, 503]) {
      expect(hitOf(request(chrome), url, "/it-security", status), String(status)).toBeNull();
    }
  });

  it("reads the campaign (folded, no control characters), the referrer host and the device", () => {
    const hit = hitOf(
      request({ ...chrome, referer: "https://WWW.LinkedIn.com/feed/" }, url.href),
      url,
      "/it-security",
      200,
    );
    expect(hit).toEqual({
      kind: "view",
      view: {
        path: "/it-security",
        referrer: "linkedin.com",
        internal: false,
        utmSource: "linkedin",
        utmMedium: "",
        utmCampaign: "q4 push",
        country: "",
        device: "desktop",
      },
    });
  });

  it("treats a click from this site as internal and an unreadable referrer as none", () => {
    const own = hitOf(request({ ...chrome, referer: "https://example.com/blog" }), url, "/x", 200);
    expect(own).toMatchObject({ view: { referrer: "", internal: true } });
    const junk = hitOf(request({ ...chrome, referer: "not a url" }), url, "/x", 200);
    expect(junk).toMatchObject({ view: { referrer: "", internal: false } });
  });

  it("counts 404s and redirects apart, with the address as asked", () => {
    const missing = new URL("https://www.example.com/Old-Page/");
    expect(hitOf(request(chrome), missing, "/old-page", 404)).toEqual({
      kind: "not_found",
      path: "/Old-Page/",
      referrer: "",
    });
    expect(hitOf(request(chrome), missing, "/old-page/*", 301)).toEqual({
      kind: "redirect",
      path: "/old-page/*",
    });
    expect(hitOf(request({ "user-agent": BOTS[0] ?? "" }), missing, "/old-page", 404)).toEqual({
      kind: "bot",
      what: "not_found",
      path: "/Old-Page/",
    });
  });
});
