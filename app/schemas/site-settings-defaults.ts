// The site settings a new install starts with, without zod: the root's error page draws the
// public frame with them, and the root is part of every hydrated page's first load.
// site-settings.ts checks them against its schema as DEFAULT_SITE_SETTINGS.

export const SITE_SETTINGS_DEFAULTS = {
  companyName: "Northbridge Managed IT",
  productName: "Northbridge IT",
  tagline: "Managed IT, NOC/SOC and MSP support, around the clock",
  aboutText:
    "We run helpdesks, network and security operations and migrations for growing businesses and for the managed service providers who serve them, from delivery centres in the United States and India.",
  contactEmail: "hello@northbridge-it.example",
  salesEmail: "sales@northbridge-it.example",
  phoneUs: "+1 (555) 010-0199",
  phoneIndia: "+91 22 5550 0199",
  offices: {
    us: {
      streetAddress: "500 Market Street, Suite 1200",
      addressLocality: "San Francisco",
      addressRegion: "CA",
      postalCode: "94105",
    },
    india: {
      streetAddress: "12th Floor, Lodha Supremus, Senapati Bapat Marg, Lower Parel",
      addressLocality: "Mumbai",
      addressRegion: "Maharashtra",
      postalCode: "400013",
    },
  },
  notificationEmails: ["sales@northbridge-it.example"],
  notFoundDigestMinHits: 5,
  reviewPolicy: "authors" as const,
  locale: "en_US",
  twitterSite: "@northbridgeit",
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
