import { z } from "zod";
import type { Office } from "./offices";
import { DEFAULT_REVIEW_POLICY, REVIEW_POLICIES } from "./reviews";
import { SITE_SETTINGS_DEFAULTS } from "./site-settings-defaults";
import { isWebUrl, plainText } from "./text";

/** An https:// link (http:// on localhost only), naming the field when refused. */
const url = (label: string) =>
  plainText(label, `${label} must be a URL`)
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(isWebUrl, `${label} must be a full URL starting with https://`);
/** The same, or empty for none. */
const optionalUrl = (label: string) =>
  plainText(label, `${label} must be a URL`)
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => value === "" || isWebUrl(value),
      `${label} must be empty or a full URL starting with https://`,
    );

/** One office's postal address (the country comes from `OFFICE_COUNTRIES`). */
const office = (label: string): z.ZodType<Office> =>
  z.object({
    streetAddress: plainText(`${label} street`)
      .trim()
      .min(1, `${label}: street address is required`)
      .max(200),
    addressLocality: plainText(`${label} city`)
      .trim()
      .min(1, `${label}: city is required`)
      .max(100),
    addressRegion: plainText(`${label} region`).trim().max(100),
    postalCode: plainText(`${label} postal code`).trim().max(20),
  });

export const NOT_FOUND_DIGEST_MESSAGE =
  "Missing-page digest: a whole number of hits from 1 to 100,000";

/** Company facts shown by the header, footer, floating buttons and JSON-LD; editable by admins. */
export const SiteSettingsSchema = z.object({
  /** The legal name: the footer's copyright line and Organization.legalName in JSON-LD. */
  companyName: plainText("Legal company name")
    .trim()
    .min(1, "Legal company name is required")
    .max(100),
  /**
   * The brand, one name everywhere: the suffix of every page title, og:site_name and every
   * name of the business in JSON-LD (Organization, WebSite, Article publisher, LocalBusiness).
   */
  productName: plainText("Brand name").trim().min(1, "Brand name is required").max(60),
  tagline: plainText("Tagline").trim().max(200),
  aboutText: plainText("About text").trim().max(600),
  contactEmail: z.email("Enter a valid email address"),
  salesEmail: z.union([z.literal(""), z.email("Enter a valid email address")]),
  phoneUs: plainText("US phone").trim().min(5, "Enter the US phone number").max(30),
  phoneIndia: plainText("India phone").trim().min(5, "Enter the India phone number").max(30),
  /** The two offices, as schema.org PostalAddress parts; the country is fixed per office. */
  offices: z.object({ us: office("US office"), india: office("India office") }),
  /** Who is mailed each new lead (none: nobody is told; site health says so). */
  notificationEmails: z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value
            .map((item) => (typeof item === "string" ? item.trim() : item))
            .filter((item) => item !== "")
        : value,
    z
      .array(
        z.email("Enter valid email addresses for new-lead mail"),
        "New-lead mail addresses must be a list",
      )
      .max(10, "At most 10 addresses for new-lead mail"),
  ),
  /**
   * The daily site check mails the new-lead addresses the missing addresses first seen in the
   * last day with more hits than this (issue 34).
   */
  notFoundDigestMinHits: z
    .number(NOT_FOUND_DIGEST_MESSAGE)
    .int(NOT_FOUND_DIGEST_MESSAGE)
    .min(1, NOT_FOUND_DIGEST_MESSAGE)
    .max(100_000, NOT_FOUND_DIGEST_MESSAGE),
  /**
   * Who needs a review before their change is published or scheduled (issue 35): nobody,
   * authors (the default), or authors and editors (admins publish freely).
   */
  reviewPolicy: z
    .enum(REVIEW_POLICIES, "Review policy: off, authors or authors-and-editors")
    .default(DEFAULT_REVIEW_POLICY),
  /** Open Graph locale, e.g. en_US. */
  locale: plainText("Locale")
    .trim()
    .regex(/^[a-z]{2,3}_[A-Z]{2}$/, "Locale must look like en_US"),
  /** The brand's X (Twitter) account for twitter:site, e.g. @northbridgeit; empty for none. */
  twitterSite: plainText("X account")
    .trim()
    .regex(
      /^(@[A-Za-z0-9_]{1,15})?$/,
      "X account must be empty or look like @name (up to 15 letters, digits or _)",
    ),
  registrationNumber: plainText("Registration number").trim().max(100),
  bookingUrl: optionalUrl("Booking URL"),
  /** Messaging (WhatsApp-style) number in international digits, e.g. 15550100199. */
  chatNumber: plainText("Chat number")
    .trim()
    .regex(/^\d{8,15}$/, "Chat number: 8 to 15 digits, no spaces"),
  chatGreeting: plainText("Chat greeting").trim().max(300),
  social: z.object({
    linkedin: optionalUrl("LinkedIn URL"),
    x: optionalUrl("X URL"),
    facebook: optionalUrl("Facebook URL"),
    youtube: optionalUrl("YouTube URL"),
  }),
  /** The public origin used in canonical URLs, sitemap and RSS, e.g. https://www.example.com */
  siteUrl: url("Site URL"),
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = SITE_SETTINGS_DEFAULTS;
