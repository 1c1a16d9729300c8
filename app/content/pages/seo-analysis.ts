import type { ServicePageCopy } from "../types";

const CONTACT = "/#contact";
const BOOK_A_CALL = { label: "Book a call", href: "booking" };

/** The free website and search analysis: a core page of the spec. */
export const SEO_ANALYSIS_PAGES: ServicePageCopy[] = [
  // ───────────────────────────── seo-analysis ─────────────────────────────
  {
    slug: "seo-analysis",
    family: "core",
    template: "service",
    seoTitle: "Free Website and SEO Analysis Report",
    description:
      "Request a free review of your website: technical SEO, Core Web Vitals, mobile, accessibility, security headers and email DNS, with fixes ranked by impact.",
    keywords: [
      "free SEO analysis",
      "website audit",
      "technical SEO review",
      "Core Web Vitals check",
      "SPF DKIM DMARC check",
      "website security headers",
    ],
    hero: {
      eyebrow: "Free website and search analysis",
      title: "A free, written review of your website and search health",
      subtitle:
        "We examine your public site the way we examine our own, from page titles and structured data to TLS, DMARC and page speed, and send back a report that says what to fix first.",
      primaryCta: { label: "Request my analysis", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Automated site scanners produce fifty-page printouts full of red warnings and no sense of which ones matter. Our analysis is done by people. An engineer and a content reviewer walk through your public website, read the markup, test it on a phone and a slow connection, and look up the DNS records behind your domain. What comes back is a short written report in plain language, not a raw export from a crawler.",
      "The review covers the layers a visitor and a search engine actually meet: titles, descriptions, headings, sitemap, robots rules, canonical URLs and structured data; Core Web Vitals and page weight; mobile layout and basic accessibility; TLS configuration and security headers; SPF, DKIM and DMARC for the domain's email. For IT service firms we also look at how the site turns a visitor into an enquiry.",
      "Every finding is scored for likely impact and for the effort it takes to fix, so the top of the list holds the changes worth making this month. We do not promise rankings or traffic numbers, because nobody outside a search engine can honestly do that. We can tell you what is holding the site back and how long each fix should take.",
    ],
    stats: [
      { value: "5 business days", label: "From request to written report" },
      { value: "$0", label: "No fee and no obligation to buy anything" },
      { value: "7", label: "Areas reviewed, from markup to mail DNS" },
      { value: "30 min", label: "Optional walkthrough call with the reviewer" },
    ],
    included: {
      title: "What the analysis checks",
      intro:
        "We only look at what is publicly reachable. No logins, no installed tags and no access to your hosting account are needed.",
      items: [
        {
          icon: "file-text",
          title: "On-page and technical SEO",
          body: "Title tags, meta descriptions, heading order, duplicate or thin pages, XML sitemap, robots.txt, canonical tags and JSON-LD structured data, checked page by page on a sample of your key URLs.",
        },
        {
          icon: "zap",
          title: "Core Web Vitals and speed",
          body: "Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift from field data where Google has it, plus lab runs that point at the heavy images, scripts and fonts.",
        },
        {
          icon: "monitor",
          title: "Mobile layout and accessibility basics",
          body: "Tap targets, text sizing, horizontal scrolling, colour contrast, image alt text, form labels and keyboard focus, tested on real phone widths rather than only a desktop emulator.",
        },
        {
          icon: "lock",
          title: "TLS and security headers",
          body: "Certificate validity and chain, protocol versions, HTTP-to-HTTPS redirects, HSTS, Content-Security-Policy, X-Frame-Options and related headers, plus any exposed admin paths or outdated CMS versions we can see from outside.",
        },
        {
          icon: "mail",
          title: "DNS and email authentication",
          body: "SPF record syntax and lookup count, DKIM selectors for your mail platform, and DMARC policy and reporting, the records that decide whether your quotes and invoices land in an inbox or in spam.",
        },
        {
          icon: "users",
          title: "Lead capture for IT service firms",
          body: "Whether service pages answer buyer questions, how many clicks stand between a visitor and a contact form or booking link, and whether enquiries are tracked so you can tell which pages produce them.",
        },
      ],
    },
    process: {
      title: "How the review runs",
      steps: [
        {
          title: "Send us your domain",
          body: "Fill in the contact form with your website address and, if you like, the three or four services you most want to be found for. That context shapes which pages we sample.",
        },
        {
          title: "Crawl and hands-on testing",
          body: "We crawl the public site, pull field data for Core Web Vitals, query your DNS and TLS setup, and then check the important pages by hand on desktop and mobile.",
        },
        {
          title: "Score and prioritise",
          body: "Each issue gets an impact rating and an effort estimate in hours. Quick wins with high impact go to the top; large rebuilds are flagged separately with the reasoning behind them.",
        },
        {
          title: "Report and walkthrough",
          body: "You receive a PDF report within five business days. If you want, the reviewer takes you through it on a short call, and your team or web agency can carry out the fixes without us.",
        },
      ],
    },
    whyUs: {
      title: "Why ask an IT provider to review your website",
      points: [
        {
          icon: "server",
          title: "We read the infrastructure too",
          body: "Marketing audits often stop at keywords. Because we run DNS, mail and hosting for clients every day, we catch the broken DKIM key or missing HSTS header that a content-only review would miss.",
        },
        {
          icon: "clipboard-check",
          title: "Findings you can act on",
          body: "Every item names the page or record affected, explains why it matters in a sentence or two, and describes the fix in terms a developer or agency can quote against.",
        },
        {
          icon: "bar-chart-3",
          title: "Ranked by impact and effort",
          body: "A numbered priority list replaces a wall of warnings, so a small team knows which five changes to make first and which can wait for the next site refresh.",
        },
        {
          icon: "shield-check",
          title: "No strings attached",
          body: "The report is yours to keep and share. We will mention where our services could help, but there is no sales sequence and no requirement to hire us for the fixes.",
        },
      ],
    },
    faqs: [
      {
        question: "Is the analysis really free?",
        answer:
          "Yes. There is no charge for the review or the report, and you do not need to sign anything. We offer it because it shows how our team works, and some readers later ask us to handle the fixes or their wider IT.",
      },
      {
        question: "Will following the report improve our Google rankings?",
        answer:
          "We cannot promise that, and you should be wary of anyone who does. Search rankings depend on competitors, content and algorithm changes outside anyone's control. What the report does is remove technical barriers and point out clear weaknesses, which gives your pages a fairer chance.",
      },
      {
        question: "Do you need access to our hosting, CMS or analytics?",
        answer:
          "No. Everything in the standard review is based on what any visitor or search engine can see, plus public DNS records. If you choose to share read-only Google Search Console access, we can add indexing and query data to the findings.",
      },
      {
        question: "Who makes the changes after we receive the report?",
        answer:
          "That is your choice. Many fixes are small enough for an in-house marketer or your existing web agency. DNS, email authentication and security header changes can be handled by our engineers as a quoted project if you prefer.",
      },
      {
        question: "We are an MSP ourselves. Is the review still useful?",
        answer:
          "Very much so, since IT service buyers judge a provider partly by its own website. We pay extra attention to service page structure, trust signals such as certifications, and how quickly a prospect can reach a booking link. Partners in our white-label programme often use the report before a site relaunch.",
      },
    ],
    cta: {
      title: "Get your website reviewed",
      body: "Send us your domain and the services you want to be found for. A prioritised, written report reaches your inbox within five business days.",
      button: { label: "Request my analysis", href: CONTACT },
    },
    related: [
      "it-consulting",
      "it-security",
      "managed-services",
      "cloud-services",
      "white-label-msp-services",
    ],
  },
];
