import { z } from "zod";
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

/** Company facts shown by the header, footer, floating buttons and JSON-LD; editable by admins. */
export const SiteSettingsSchema = z.object({
  companyName: plainText("Company name").trim().min(1, "Company name is required").max(100),
  /** The suffix of every page title. */
  productName: plainText("Product name").trim().min(1, "Product name is required").max(60),
  tagline: plainText("Tagline").trim().max(200),
  aboutText: plainText("About text").trim().max(600),
  contactEmail: z.email("Enter a valid email address"),
  salesEmail: z.union([z.literal(""), z.email("Enter a valid email address")]),
  phoneUs: plainText("US phone").trim().min(5, "Enter the US phone number").max(30),
  phoneIndia: plainText("India phone").trim().min(5, "Enter the India phone number").max(30),
  address: plainText("Address").trim().min(1, "Address is required").max(300),
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
