import type { ServicePageContent, ServicePageCopy } from "../types";

// /ultimate-connectwise-msp-landing (issue #32): a landing page built from the landing
// template's sections. The lead form is in the hero (above the fold on a desktop, in the first
// screen on a phone), then proof, the figures, what is included, the plans, how onboarding
// works, why MSPs choose us, the FAQ and a last call to action; the navigation is reduced to
// the logo and the phone number. Its parts keep the keys they had (hero, stats, included,
// process, whyUs, faqs, cta, intro), so inline edits saved before still land.

const SLUG = "ultimate-connectwise-msp-landing";
/**
 * Every call to action leads to the form in the hero, so each lead records this page. A new
 * object each time: an inline edit of one button must not change another.
 */
const form = (label = "Get my free stack assessment") => ({ label, href: `/${SLUG}#hero-form` });

const copy: ServicePageCopy = {
  slug: "ultimate-connectwise-msp-landing",
  family: "connectwise",
  template: "landing",
  seoTitle: "ConnectWise Managed Administration for MSPs",
  description:
    "One team to implement, run and fix your ConnectWise stack: PSA, Automate, Control and CPQ administration for MSPs, with 24/7 cover and clear monthly pricing.",
  keywords: [
    "ConnectWise for MSPs",
    "outsourced ConnectWise administration",
    "ConnectWise managed service",
    "white-label ConnectWise support",
    "ConnectWise PSA Automate Control",
    "MSP back office",
  ],
  parent: "/connectwise-support",
  hero: {
    eyebrow: "For managed service providers",
    title: "Your ConnectWise stack, run by a team that does nothing else all day",
    subtitle:
      "Implementation, administration and round-the-clock fixes for PSA, Automate, Control and CPQ under one monthly agreement, so your engineers get back to clients.",
    primaryCta: { label: "Get my free stack assessment", href: "/#contact" },
    secondaryCta: { label: "Book a call", href: "booking" },
  },
  intro: [
    "Every hour a senior engineer spends rewriting a workflow rule or chasing an Automate sync is an hour not billed to a client. Yet the tools still need expert care, and hiring a dedicated ConnectWise administrator is slow, expensive and leaves you exposed when that one person leaves. A managed administration service solves both problems at once.",
    "We combine the roles an MSP would otherwise hire separately: PSA administrator, RMM engineer, remote access security owner, quoting specialist and report builder. Engineers in the United States and India share the work, so changes happen overnight and outages are answered at any hour.",
    "You stay in control throughout. Every change is requested or approved by your people, logged with a reason and reversible. Your data stays in your own ConnectWise instance under your licences, and our access runs through named accounts that your administrator can suspend in seconds.",
  ],
  stats: [
    { value: "15 min", label: "P1 first response, 24 hours a day, 7 days a week" },
    { value: "4 in 1", label: "PSA, Automate, Control and CPQ under one agreement" },
    { value: "30 days", label: "notice to cancel after the initial term" },
    { value: "2 weeks", label: "from signature to full onboarding" },
  ],
  included: {
    title: "Everything in the managed administration plan",
    items: [
      {
        icon: "headset",
        title: "24/7 incident cover",
        body: "Connector outages, failed integrations, Automate server faults and Control access problems handled at any hour.",
      },
      {
        icon: "settings",
        title: "Change requests",
        body: "Board, workflow, agreement, monitor and script changes from your team, completed against written service targets.",
      },
      {
        icon: "clipboard-check",
        title: "Billing assurance",
        body: "A pre-invoice audit every month that catches missing additions, unapproved time and agreements that have stopped billing.",
      },
      {
        icon: "shield-check",
        title: "Security stewardship",
        body: "MFA, security roles, API members and Control hardening reviewed quarterly, and vendor advisories acted on quickly.",
      },
      {
        icon: "wrench",
        title: "Automation backlog",
        body: "A standing allowance of hours for scripts, ticket templates and workflow improvements that reduce manual effort.",
      },
      {
        icon: "bar-chart-3",
        title: "Management reporting",
        body: "Monthly dashboards for utilisation, SLA attainment and agreement profitability, explained in a short review call.",
      },
      {
        icon: "life-buoy",
        title: "Vendor escalation",
        body: "ConnectWise support cases opened, evidenced and followed through by our engineers rather than yours.",
      },
      {
        icon: "users",
        title: "White-label option",
        body: "Where your clients see our work, such as end-user notifications, it carries your name and your templates.",
      },
    ],
  },
  process: {
    title: "From first call to full coverage",
    steps: [
      {
        title: "Free stack assessment",
        body: "A 60-minute screen-share in which we review your PSA, Automate and Control set-up and list the quickest wins.",
      },
      {
        title: "Proposal",
        body: "A fixed monthly fee based on your technician count, products in scope and any one-off clean-up work, stated in writing.",
      },
      {
        title: "Onboarding",
        body: "Over two weeks we create named accounts, document your configuration, connect our ticketing and agree escalation contacts.",
      },
      {
        title: "Steady state",
        body: "Requests, incidents and the monthly billing audit run on schedule, with a quarterly review of metrics and priorities.",
      },
    ],
  },
  whyUs: {
    title: "Why MSPs choose our managed administration",
    points: [
      {
        icon: "users",
        title: "A team, not a single hire",
        body: "Holidays, resignations and sick days stop being risks to your tooling, because a whole team knows your instance.",
      },
      {
        icon: "globe",
        title: "Follow-the-sun delivery",
        body: "US engineers join your meetings and daytime incidents; our India team runs changes and maintenance while you sleep.",
      },
      {
        icon: "briefcase",
        title: "Built by MSP operators",
        body: "Our own helpdesk and NOC run on these tools, so our standards come from delivering managed services, not only from configuring software.",
      },
      {
        icon: "check-circle-2",
        title: "Terms that respect you",
        body: "Thirty days' notice after the initial term, your data stays yours and full configuration documentation is handed over if you leave.",
      },
    ],
  },
  faqs: [
    {
      question: "How is the managed administration plan priced?",
      answer:
        "A flat monthly fee set by your number of technicians and the products in scope, agreed after the free assessment. One-off clean-up or implementation work is quoted separately so the monthly fee stays predictable.",
    },
    {
      question: "What is the minimum contract length?",
      answer:
        "The initial term is usually six months, long enough to stabilise the stack and show results. After that the agreement runs month to month with 30 days' notice.",
    },
    {
      question: "Will our clients know we outsource tool administration?",
      answer:
        "Only if you tell them. Most of our work happens inside your systems and is invisible to clients, and anything client-facing uses your branding.",
    },
    {
      question: "Who actually does the work?",
      answer:
        "Named engineers from our US and India teams, led by a primary administrator assigned to your account. They are our own employees, trained on ConnectWise and bound by confidentiality terms in our agreement with you.",
    },
    {
      question: "How do we raise requests and incidents?",
      answer:
        "Through a dedicated email address, our client portal or a phone line for urgent incidents. Each request gets a reference number and appears in your monthly report.",
    },
    {
      question: "What if we already employ a ConnectWise administrator?",
      answer:
        "Then we act as their team: overnight cover, a second pair of hands for projects and an escalation path for hard problems. Your admin stays the owner, and we follow their standards.",
    },
  ],
  cta: {
    title: "See what your stack could look like in 90 days",
    body: "Book the free assessment. You will leave the call with a prioritised list of fixes, whether or not you work with us.",
    button: { label: "Book my free assessment", href: "/#contact" },
  },
  related: [
    "connectwise-support",
    "connectwise-implementation",
    "white-label-msp-services",
    "msp-outsourcing-services",
    "connectwise-psa-support",
  ],
};

const { hero, intro, stats, included, process, whyUs, faqs, cta, ...facts } = copy;

export const CONNECTWISE_LANDING: ServicePageContent = {
  ...facts,
  sections: [
    { type: "hero", key: "hero", variant: "form", ...hero, primaryCta: form() },
    {
      type: "logo-strip",
      key: "proof",
      title: "We run every part of the ConnectWise stack",
      logos: [
        { name: "ConnectWise PSA" },
        { name: "ConnectWise Automate" },
        { name: "ScreenConnect" },
        { name: "ConnectWise CPQ" },
        { name: "ConnectWise RMM" },
      ],
    },
    { type: "stats", key: "stats", variant: "band", tone: "muted", items: stats ?? [] },
    {
      type: "testimonials",
      key: "quotes",
      title: "What MSP owners tell us",
      quotes: [
        {
          quote:
            "Our service manager used to lose two days a month to PSA housekeeping. Now the boards, agreements and invoices are simply right when she opens them.",
          name: "Owner",
          role: "32-technician MSP, Texas",
        },
        {
          quote:
            "An Automate server fault at 2 a.m. used to mean a lost morning. Their overnight team had it fixed and documented before our first ticket came in.",
          name: "Operations director",
          role: "MSP serving dental practices, Illinois",
        },
        {
          quote:
            "The first billing audit found agreements that had stopped invoicing months earlier. That alone paid for the service.",
          name: "Finance lead",
          role: "Regional MSP, New York",
        },
      ],
    },
    { type: "rich-text", key: "intro", paragraphs: intro },
    { type: "feature-grid", key: "included", tone: "muted", ...included },
    {
      type: "pricing",
      key: "plans",
      title: "Plans for every size of MSP",
      intro:
        "A flat monthly fee by technician count and products in scope, confirmed after the free assessment.",
      tiers: [
        {
          name: "Essentials",
          price: "From $1,450",
          period: "per month",
          summary: "Up to 10 technicians: PSA and Automate administration in business hours.",
          features: [
            "PSA boards, workflows and agreements",
            "Automate monitors and scripts",
            "Monthly billing audit",
            "Business-hours incident cover",
          ],
          cta: form(),
        },
        {
          name: "Complete",
          price: "From $2,900",
          period: "per month",
          summary: "Up to 25 technicians: the whole stack with round-the-clock incident cover.",
          features: [
            "Everything in Essentials",
            "ScreenConnect and CPQ administration",
            "24/7 incident cover, 15-minute P1 response",
            "Automation backlog hours",
            "Quarterly security review",
          ],
          cta: form(),
          popular: true,
        },
        {
          name: "Enterprise",
          price: "Custom",
          summary: "26 technicians or more, several brands, or a merger of two stacks under way.",
          features: [
            "Everything in Complete",
            "A named lead administrator",
            "Migration and consolidation projects",
            "White-label client notifications",
          ],
          cta: form("Talk to us"),
        },
      ],
    },
    { type: "steps", key: "process", ...process },
    { type: "feature-list", key: "whyUs", tone: "navy", ...whyUs },
    { type: "faq", key: "faqs", items: faqs },
    { type: "cta-band", key: "cta", ...cta, button: form(cta.button.label) },
  ],
};
