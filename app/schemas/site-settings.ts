import { z } from "zod";

const url = z.url("Enter a full URL starting with https://").max(500);
const optionalUrl = z.union([z.literal(""), url]);

/** Company facts shown by the header, footer, floating buttons and JSON-LD; editable by admins. */
export const SiteSettingsSchema = z.object({
  companyName: z.string().trim().min(1, "Company name is required").max(100),
  /** The suffix of every page title. */
  productName: z.string().trim().min(1, "Product name is required").max(60),
  tagline: z.string().trim().max(200),
  aboutText: z.string().trim().max(600),
  contactEmail: z.email("Enter a valid email address"),
  salesEmail: z.union([z.literal(""), z.email("Enter a valid email address")]),
  phoneUs: z.string().trim().min(5, "Enter the US phone number").max(30),
  phoneIndia: z.string().trim().min(5, "Enter the India phone number").max(30),
  address: z.string().trim().min(1, "Address is required").max(300),
  registrationNumber: z.string().trim().max(100),
  bookingUrl: optionalUrl,
  /** Messaging (WhatsApp-style) number in international digits, e.g. 15550100199. */
  chatNumber: z
    .string()
    .trim()
    .regex(/^\d{8,15}$/, "Chat number: 8 to 15 digits, no spaces"),
  chatGreeting: z.string().trim().max(300),
  social: z.object({
    linkedin: optionalUrl,
    x: optionalUrl,
    facebook: optionalUrl,
    youtube: optionalUrl,
  }),
  /** The public origin used in canonical URLs, sitemap and RSS, e.g. https://www.example.com */
  siteUrl: url,
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  companyName: "Northbridge Managed IT",
  productName: "Northbridge IT",
  tagline: "Managed IT, NOC/SOC and MSP support, around the clock",
  aboutText:
    "We run helpdesks, network and security operations and migrations for growing businesses and for the managed service providers who serve them, from delivery centres in the United States and India.",
  contactEmail: "hello@northbridge-it.example",
  salesEmail: "sales@northbridge-it.example",
  phoneUs: "+1 (555) 010-0199",
  phoneIndia: "+91 22 5550 0199",
  address: "500 Market Street, Suite 1200, San Francisco, CA 94105, United States",
  registrationNumber: "CIN U72900MH2016PTC000000",
  bookingUrl: "https://cal.com/northbridge-it/intro",
  chatNumber: "15550100199",
  chatGreeting: "Hello! I'd like to talk about managed IT support for my business.",
  social: {
    linkedin: "https://www.linkedin.com/company/northbridge-it",
    x: "https://x.com/northbridgeit",
    facebook: "",
    youtube: "",
  },
  siteUrl: "https://www.northbridge-it.example",
};
