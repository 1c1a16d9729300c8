// Regional pages: five families × eight regions, all rendered by the service template.
// Short, family-level blocks (20 words or fewer: included items, process steps, stats) are
// shared by a family's eight pages. Everything longer (subtitle, intro, why-us, FAQ answers,
// call to action) is written here for one family in one region, so that no paragraph appears
// on two pages and each page speaks to that region's cities, rules and industries.

import type { Cta, Faq, Feature, ServicePageCopy, Step } from "../types";
import { REGION_SLUGS, REGIONS, type RegionProfile, type RegionSlug } from "./regions";

const FAMILY_SLUGS = [
  "helpdesk-services",
  "it-support",
  "managed-services",
  "msp-outsourcing",
  "technical-support",
] as const;
type FamilySlug = (typeof FAMILY_SLUGS)[number];

/** The copy written for one family in one region. */
interface RegionalCopy {
  /** The h1. */
  title: string;
  subtitle: string;
  /** Meta description, 120–160 characters. */
  description: string;
  /** Two paragraphs of 40–90 words. */
  intro: [string, string];
  whyUs: Feature[];
  faqs: Faq[];
  ctaBody: string;
}

/** What a family's eight pages share: only short blocks and builders of short strings. */
interface FamilyTemplate {
  parent: string;
  seoTitle: (region: RegionProfile) => string;
  eyebrow: (region: RegionProfile) => string;
  keywords: (region: RegionProfile) => string[];
  related: (region: RegionProfile) => string[];
  primaryCta: Cta;
  stats: { value: string; label: string }[];
  included: { title: string; items: Feature[] };
  process: { title: string; steps: Step[] };
  whyUsTitle: (region: RegionProfile) => string;
  ctaTitle: string;
  ctaButton: Cta;
}

const BOOK_A_CALL: Cta = { label: "Book a call", href: "booking" };
const TALK_TO_US: Cta = { label: "Talk to our team", href: "/#contact" };

const FAMILIES: Record<FamilySlug, FamilyTemplate> = {
  "helpdesk-services": {
    parent: "/managed-services",
    seoTitle: (r) => `24/7 Helpdesk in ${r.facts.name}`,
    eyebrow: (r) => `Helpdesk services · ${r.shortName}`,
    keywords: (r) => [
      `helpdesk services ${r.shortName}`,
      `IT help desk ${r.hubs[0] ?? r.shortName}`,
      `24/7 service desk ${r.hubs[1] ?? r.shortName}`,
      `outsourced helpdesk ${r.shortName}`,
      `help desk support ${r.hubs[2] ?? r.shortName}`,
    ],
    related: (r) => [`it-support-${r.slug}`, `technical-support-${r.slug}`, "24-7-helpdesk"],
    primaryCta: { label: "Get a helpdesk proposal", href: "/#contact" },
    stats: [
      { value: "15 min", label: "First response to P1 tickets, day or night" },
      { value: "24/7/365", label: "Live engineers on phone, chat and email" },
      { value: "ITIL 4", label: "Incident, request and problem practices" },
    ],
    included: {
      title: "What the helpdesk covers",
      items: [
        {
          icon: "headset",
          title: "Phone, email, chat and portal",
          body: "Every channel lands in one ConnectWise Manage queue, answered by engineers who know your runbooks.",
        },
        {
          icon: "clock",
          title: "Round-the-clock cover",
          body: "US and India shifts staff the desk all year; P1 tickets get a first response within 15 minutes.",
        },
        {
          icon: "users",
          title: "Joiners, movers and leavers",
          body: "Accounts, licences, groups and devices set up or removed in Microsoft 365, Entra ID and Intune.",
        },
        {
          icon: "lock",
          title: "Verified password and MFA resets",
          body: "Callback or manager approval before any reset, and every step written to the ticket.",
        },
        {
          icon: "bar-chart-3",
          title: "Monthly service report",
          body: "Ticket volumes, SLA attainment, satisfaction scores and the repeat issues worth fixing for good.",
        },
      ],
    },
    process: {
      title: "How we take over your helpdesk",
      steps: [
        {
          title: "Discovery",
          body: "We review ticket history, users, sites and applications, and agree priorities and SLAs in writing.",
        },
        {
          title: "Runbooks and access",
          body: "Escalation contacts, approvals and admin access are documented and tested before the first call.",
        },
        {
          title: "Go-live",
          body: "Your support number and mailbox switch over on an agreed date, with a senior engineer on the desk.",
        },
        {
          title: "Monthly review",
          body: "We walk through the report with you and agree which recurring problems to remove next.",
        },
      ],
    },
    whyUsTitle: (r) => `Why ${r.shortName} teams hand us their helpdesk`,
    ctaTitle: "Give your people a helpdesk that answers",
    ctaButton: TALK_TO_US,
  },
  "it-support": {
    parent: "/managed-services",
    seoTitle: (r) => `Managed IT Support in ${r.facts.name}`,
    eyebrow: (r) => `IT support · ${r.shortName}`,
    keywords: (r) => [
      `IT support ${r.shortName}`,
      `IT support ${r.hubs[0] ?? r.shortName}`,
      `managed IT support ${r.hubs[1] ?? r.shortName}`,
      `small business IT support ${r.shortName}`,
      `IT support company ${r.hubs[2] ?? r.shortName}`,
    ],
    related: (r) => [
      `managed-services-${r.slug}`,
      `helpdesk-services-${r.slug}`,
      "network-management",
    ],
    primaryCta: { label: "Request an IT assessment", href: "/#contact" },
    stats: [
      { value: "15 min", label: "P1 first response, around the clock" },
      { value: "95%+", label: "Monthly patch compliance target for endpoints" },
      { value: "1 team", label: "Desk, devices, network and Microsoft 365" },
    ],
    included: {
      title: "What IT support includes",
      items: [
        {
          icon: "monitor",
          title: "Desktops, laptops and printers",
          body: "Windows and macOS devices enrolled in Intune, patched, encrypted and fixed remotely first.",
        },
        {
          icon: "mail",
          title: "Microsoft 365 administration",
          body: "Exchange Online, Teams, SharePoint and licensing managed, with conditional access set up properly.",
        },
        {
          icon: "shield-check",
          title: "Endpoint protection",
          body: "SentinelOne EDR and ConnectWise Automate patching on every machine, with alerts watched 24/7.",
        },
        {
          icon: "network",
          title: "Network and Wi-Fi",
          body: "Fortinet or Meraki firewalls, switches and access points monitored, backed up and kept on current firmware.",
        },
        {
          icon: "phone",
          title: "Vendor and ISP management",
          body: "We call the carrier, copier vendor or software supplier and stay on the case until it is fixed.",
        },
      ],
    },
    process: {
      title: "How we start supporting you",
      steps: [
        {
          title: "Assessment",
          body: "A two-week look at devices, accounts, network, backups and licences, with a written findings list.",
        },
        {
          title: "Onboarding",
          body: "Agents deployed, admin credentials moved to our vault, users told how to reach us.",
        },
        {
          title: "Stabilise",
          body: "In the first 30 days we close the urgent findings: patches, backups, MFA gaps and expired warranties.",
        },
        {
          title: "Support and review",
          body: "Day-to-day tickets, plus a quarterly review of spend, risks and the plan for the next quarter.",
        },
      ],
    },
    whyUsTitle: (r) => `Why businesses in ${r.shortName} pick us for IT support`,
    ctaTitle: "Get IT support that stays ahead of problems",
    ctaButton: TALK_TO_US,
  },
  "managed-services": {
    parent: "/managed-services",
    seoTitle: (r) => `Managed IT Services in ${r.facts.name}`,
    eyebrow: (r) => `Managed services · ${r.shortName}`,
    keywords: (r) => [
      `managed IT services ${r.shortName}`,
      `managed service provider ${r.hubs[0] ?? r.shortName}`,
      `MSP ${r.hubs[1] ?? r.shortName}`,
      `outsourced IT ${r.shortName}`,
      `managed services company ${r.hubs[2] ?? r.shortName}`,
      `vCIO ${r.shortName}`,
    ],
    related: (r) => ["managed-services", `it-support-${r.slug}`, "managed-it-services-provider"],
    primaryCta: { label: "Get a managed services quote", href: "/#contact" },
    stats: [
      { value: "24/7", label: "Monitoring of servers, network, cloud and backups" },
      { value: "Quarterly", label: "Roadmap and budget review with leadership" },
      { value: "Fixed", label: "Monthly fee per user or device, agreed upfront" },
    ],
    included: {
      title: "What a managed services agreement covers",
      items: [
        {
          icon: "activity",
          title: "Monitoring and alerting",
          body: "ConnectWise Automate watches servers, endpoints and network gear; our NOC acts on alerts day and night.",
        },
        {
          icon: "settings",
          title: "Patch and lifecycle management",
          body: "Operating system and third-party patches on a tested schedule, and hardware refreshed before warranties lapse.",
        },
        {
          icon: "shield-check",
          title: "Security baseline",
          body: "EDR, DNS filtering, email security and Microsoft 365 hardening, reviewed against CIS benchmarks.",
        },
        {
          icon: "database-backup",
          title: "Backup with tested restores",
          body: "Veeam or Datto backups of servers and Microsoft 365, with a restore test every quarter.",
        },
        {
          icon: "headset",
          title: "Helpdesk included",
          body: "Unlimited remote support for your staff, 24/7, under the same agreement.",
        },
        {
          icon: "lightbulb",
          title: "vCIO planning",
          body: "A named adviser keeps your technology roadmap, budget and risk register current.",
        },
      ],
    },
    process: {
      title: "How a managed services engagement runs",
      steps: [
        {
          title: "Audit",
          body: "We inventory everything you run and score it for risk, age and cost.",
        },
        {
          title: "Remediate",
          body: "A fixed-scope project closes the gaps so the environment meets our management standard.",
        },
        {
          title: "Manage",
          body: "Monitoring, patching, backup and helpdesk run under one agreement with published SLAs.",
        },
        {
          title: "Plan",
          body: "Quarterly business reviews turn tickets and risks into a budgeted roadmap.",
        },
      ],
    },
    whyUsTitle: (r) => `Why ${r.shortName} organisations choose us as their MSP`,
    ctaTitle: "See what fully managed IT would cost you",
    ctaButton: TALK_TO_US,
  },
  "msp-outsourcing": {
    parent: "/msp-outsourcing-services",
    seoTitle: (r) => `MSP Outsourcing in ${r.facts.name}`,
    eyebrow: (r) => `MSP outsourcing · ${r.shortName}`,
    keywords: (r) => [
      `MSP outsourcing ${r.shortName}`,
      `white label helpdesk ${r.shortName}`,
      `outsourced NOC for MSPs ${r.hubs[0] ?? r.shortName}`,
      `MSP staff augmentation ${r.shortName}`,
      `white label IT support ${r.hubs[1] ?? r.shortName}`,
    ],
    related: (r) => [
      "msp-outsourcing-services",
      r.country === "IN" ? "msp-outsourcing-india" : "white-label-msp-services",
      "msp-noc-outsourcing",
      `technical-support-${r.slug}`,
    ],
    primaryCta: { label: "Discuss white-label support", href: "/#contact" },
    stats: [
      { value: "Your brand", label: "On every call, email and ticket note" },
      { value: "15 min", label: "P1 first response for your clients" },
      { value: "3 PSAs", label: "ConnectWise Manage, Autotask and HaloPSA" },
    ],
    included: {
      title: "What we take off your plate",
      items: [
        {
          icon: "headset",
          title: "White-label helpdesk",
          body: "We answer as your company, in your PSA, following your escalation rules.",
        },
        {
          icon: "activity",
          title: "NOC in your RMM",
          body: "Alerts from ConnectWise Automate, N-able or NinjaOne triaged and worked 24/7.",
        },
        {
          icon: "layers",
          title: "Project engineers",
          body: "Microsoft 365 tenant moves, server refreshes and firewall swaps delivered under your name.",
        },
        {
          icon: "clock",
          title: "After-hours and weekends",
          body: "Nights, weekends and public holidays covered so your own engineers get their evenings back.",
        },
        {
          icon: "file-text",
          title: "Documentation discipline",
          body: "Every fix written up in IT Glue or Hudu, so knowledge stays with your business.",
        },
      ],
    },
    process: {
      title: "How we plug into your MSP",
      steps: [
        {
          title: "Fit call",
          body: "We learn your stack, clients, SLAs and the work you want off your engineers' desks.",
        },
        {
          title: "Shadowing",
          body: "Our engineers work alongside your team for two weeks on live tickets before taking a queue.",
        },
        {
          title: "Go-live",
          body: "We take the agreed queues and hours, with your service manager copied on every escalation.",
        },
        {
          title: "Service review",
          body: "Monthly numbers per client: response times, resolutions, escalations and notes for your account managers.",
        },
      ],
    },
    whyUsTitle: (r) => `Why MSPs working in ${r.shortName} partner with us`,
    ctaTitle: "Add engineers without adding headcount",
    ctaButton: { label: "Talk to our partner team", href: "/#contact" },
  },
  "technical-support": {
    parent: "/managed-services",
    seoTitle: (r) => `Technical Support in ${r.facts.name}`,
    eyebrow: (r) => `Technical support · ${r.shortName}`,
    keywords: (r) => [
      `technical support ${r.shortName}`,
      `L1 L2 L3 support ${r.shortName}`,
      `technical support outsourcing ${r.hubs[0] ?? r.shortName}`,
      `remote technical support ${r.hubs[1] ?? r.shortName}`,
      `product support outsourcing ${r.shortName}`,
    ],
    related: () => [
      "technical-support-outsourcing-services",
      "remote-technical-support-services",
      "enterprise-technical-support",
    ],
    primaryCta: { label: "Plan your support tiers", href: "/#contact" },
    stats: [
      { value: "L1–L3", label: "One team and one escalation path" },
      { value: "15 min", label: "First response on P1 incidents" },
      { value: "70%", label: "First-contact resolution target at L1" },
    ],
    included: {
      title: "Support at every tier",
      items: [
        {
          icon: "headset",
          title: "L1 triage and resolution",
          body: "Logging, categorising and fixing the common issues at first contact, from scripts we write with you.",
        },
        {
          icon: "wrench",
          title: "L2 desktop and application support",
          body: "Remote sessions in ConnectWise Control for software faults, profiles, printing and line-of-business apps.",
        },
        {
          icon: "server",
          title: "L3 infrastructure engineering",
          body: "Windows Server, Azure, VMware, Fortinet and Cisco problems taken to root cause by senior engineers.",
        },
        {
          icon: "briefcase",
          title: "Product support for software vendors",
          body: "Your customers' tickets answered in your Zendesk, Freshdesk or Jira Service Management, under your brand.",
        },
        {
          icon: "globe",
          title: "Vendor escalations",
          body: "We open and chase cases with Microsoft, Cisco, Dell and your software suppliers.",
        },
      ],
    },
    process: {
      title: "How we set up your support tiers",
      steps: [
        {
          title: "Map the tiers",
          body: "We agree what L1, L2 and L3 own, with hand-off rules and target times for each.",
        },
        {
          title: "Write the runbooks",
          body: "Known issues, diagnostics and escalation contacts turned into step-by-step guides.",
        },
        {
          title: "Go live",
          body: "Queues switch over on an agreed date, with daily check-ins for the first two weeks.",
        },
        {
          title: "Shift work left",
          body: "Each month, fixes that needed L2 or L3 become L1 runbooks where safe.",
        },
      ],
    },
    whyUsTitle: (r) => `Why ${r.shortName} companies trust us with technical support`,
    ctaTitle: "Design a support model that escalates cleanly",
    ctaButton: TALK_TO_US,
  },
};

const HELPDESK_COPY: Record<RegionSlug, RegionalCopy> = {
  california: {
    title: "24/7 helpdesk services for California teams, from the Bay Area to San Diego",
    subtitle:
      "Pacific-time business hours answered by our US engineers, overnight tickets picked up by our India shift, and privacy requests handled the way your CCPA programme expects.",
    description:
      "Outsourced 24/7 helpdesk for California businesses: US engineers in Pacific hours, overnight India cover, CCPA-aware ticket handling and 15-minute P1 response.",
    intro: [
      "California companies rarely keep office hours. A studio in Burbank finishes a render at 2 a.m., a biotech lab in South San Francisco runs instruments over the weekend, and a distributor near the Port of Long Beach starts picking before sunrise. Our helpdesk is staffed around the clock so those people reach an engineer rather than a voicemail, and every call becomes a ticket in ConnectWise Manage with a clear owner.",
      "Privacy work arrives through the helpdesk too. Under CCPA and CPRA, a consumer request or a deletion instruction often starts life as an email to IT. We log those tickets separately, route them to the person you name and keep a timestamped trail. When PG&E or Southern California Edison schedules a Public Safety Power Shutoff, we help your users move to laptops and hotspots before the lines go dark.",
    ],
    whyUs: [
      {
        icon: "headset",
        title: "Pacific hours, US voices",
        body: "Daytime calls go to our US engineers, so a caller in Fresno or Irvine talks to someone on their own clock.",
      },
      {
        icon: "clock",
        title: "Overnight without a backlog",
        body: "Our India shift works the queue while California sleeps, so routine overnight tickets are usually closed before the morning stand-up.",
      },
      {
        icon: "lock",
        title: "Privacy tickets kept apart",
        body: "CCPA and CPRA requests get their own ticket type, owner and audit trail, separate from everyday IT work.",
      },
    ],
    faqs: [
      {
        question: "Do you cover our California offices and remote staff in other states?",
        answer:
          "Yes. California runs entirely on Pacific Time, so we set business-hours SLAs to PT, and because the desk is staffed 24/7, remote staff in Denver, Austin or Boston get the same service. The 15-minute P1 response applies at any hour.",
      },
      {
        question: "How do you handle CCPA or CPRA requests that reach the helpdesk?",
        answer:
          "We tag them as privacy requests, never close them as routine tickets, and assign them to your privacy lead within one business day. The ticket records when the request arrived and what IT did, such as locating mailboxes or exporting data. Your legal team decides the response; we supply the facts and the timeline.",
      },
      {
        question: "What happens during a Public Safety Power Shutoff or wildfire closure?",
        answer:
          "When a utility announces a PSPS window for one of your sites, we message the affected users with steps for working remotely, check that their laptops have working VPN or Entra ID access, and confirm that cloud backups finished. If the office has to close, calls keep flowing to our desk as usual.",
      },
      {
        question: "Can you send someone on-site in Los Angeles or the Bay Area?",
        answer:
          "Most tickets are fixed remotely during the call. When hands are needed, for a failed switch or a new hire's desk, we book a vetted field technician, usually for the next business day in the major metros. Visits are quoted before anyone is sent.",
      },
    ],
    ctaBody:
      "Tell us your user count and sites, from Sacramento to San Diego, and we will send a fixed monthly price.",
  },
  florida: {
    title: "Helpdesk services for Florida businesses that keep working through storm season",
    subtitle:
      "A 24/7 desk answered from the US and India, with hurricane-season playbooks for offices in Miami, Tampa, Orlando and Jacksonville.",
    description:
      "24/7 helpdesk services for Florida: US and India engineers, hurricane-season playbooks and HIPAA-aware support for clinics and hotels, Miami to Jacksonville.",
    intro: [
      "For a Florida business the helpdesk is part of the storm plan. When a hurricane watch goes up, users call about VPN access, forwarded phones and laptops left at the office. Because our engineers work from places outside the storm's path, the line keeps answering while your own staff look after their families. Tickets stay in one queue, so nothing raised before landfall is lost afterwards.",
      "The rest of the year is busy in its own way. Medical practices in Tampa and The Villages need account changes made without exposing patient data, resorts around Orlando run front desks that never close, and Miami finance firms expect MFA resets to be verified properly. We staff the desk for that mix and log every request against the HIPAA and PCI obligations you tell us apply.",
    ],
    whyUs: [
      {
        icon: "globe",
        title: "Out of the storm's path",
        body: "Engineers in other states and in India keep answering while South Florida or the Panhandle is under a warning.",
      },
      {
        icon: "clipboard-check",
        title: "Ready before June 1",
        body: "Each spring we review call forwarding, remote access and contact trees with you, before the season opens.",
      },
      {
        icon: "shield-check",
        title: "Healthcare-literate engineers",
        body: "Clinics get reset and access procedures that respect HIPAA, backed by a signed business associate agreement.",
      },
    ],
    faqs: [
      {
        question: "What does the helpdesk do when a hurricane is forecast for our area?",
        answer:
          "About 72 hours before expected landfall we start your storm checklist: confirm backups ran, test remote access for key staff and prepare call forwarding to mobiles. We post a status message for your users and check in more often. After the storm, site outages are triaged first, then individual users.",
      },
      {
        question: "Do you cover offices in the Panhandle on Central Time?",
        answer:
          "Yes. Pensacola and the western Panhandle run an hour behind the rest of the state, and we record each user's time zone in ConnectWise Manage. Business-hours SLAs follow the user's local clock, and with the desk open 24/7 nobody waits on the difference.",
      },
      {
        question: "Will you sign a BAA for our medical practice?",
        answer:
          "Yes, we sign a business associate agreement before onboarding any covered entity. Our engineers use named accounts, ConnectWise Control sessions are recorded, and patient records never get copied into tickets. Florida's Information Protection Act sets a 30-day notice window after a breach, so suspected incidents reach you immediately.",
      },
      {
        question: "Can seasonal staff be onboarded quickly during the tourist peak?",
        answer:
          "Yes. For hotels, attractions and retailers we build a joiner template that creates the account, licences, groups and device in one ticket. With HR's request in by noon, accounts are normally ready the same day, and leavers are disabled at the end of their last shift.",
      },
    ],
    ctaBody:
      "Share your sites and user count before the next hurricane season, and we will quote a fixed monthly fee.",
  },
  illinois: {
    title: "24/7 helpdesk for Illinois companies, from the Loop to downstate",
    subtitle:
      "Central-time support for Chicago trading floors, suburban manufacturers and downstate clinics, with careful handling of the biometric devices BIPA covers.",
    description:
      "Illinois helpdesk services: 24/7 support for Chicago and suburban firms, Central-time SLAs, BIPA-aware handling of time clocks and readers, P1 in 15 minutes.",
    intro: [
      "Chicago's business day starts early. Futures desks in the Loop are watching markets before 7 a.m., freight brokers in the western suburbs are dispatching trucks, and plants around Rockford run three shifts. Our helpdesk is staffed for that: a live engineer at any hour, Central-time SLAs for routine requests, and the same ticket history whether the caller sits in Schaumburg or Springfield.",
      "Illinois adds a twist most helpdesks miss. Fingerprint time clocks, palm-vein readers and face unlock on shared devices collect biometric data under BIPA, which requires written consent and a published retention schedule. When a user asks us to enrol, reset or replace one of those devices, we follow your consent procedure and record what was done, so your counsel is never surprised by what IT switched on.",
    ],
    whyUs: [
      {
        icon: "clock",
        title: "Central time, every hour",
        body: "Routine SLAs follow Chicago's clock, while a P1 at 3 a.m. gets the same 15-minute response.",
      },
      {
        icon: "cloud",
        title: "Snow-day access",
        body: "Remote access is tested before blizzards and polar-vortex days, so closures don't turn into lockout calls.",
      },
      {
        icon: "user-check",
        title: "Biometrics handled carefully",
        body: "Any ticket that touches a biometric device follows your BIPA consent steps and is flagged for review.",
      },
    ],
    faqs: [
      {
        question: "How do you handle tickets involving biometric time clocks?",
        answer:
          "We treat them as a separate category. Before enrolling a new employee we confirm that HR holds the signed consent, and when someone leaves we remove their template in line with your retention schedule. The ticket shows each step, which helps if a BIPA question ever comes up.",
      },
      {
        question: "Do you support both Chicago offices and downstate sites?",
        answer:
          "Yes. Many clients pair a downtown or suburban head office with plants, warehouses or clinics in Peoria, Champaign or the Quad Cities. Each site gets its own profile in our PSA with network details and local contacts, so the engineer answering knows what is on the other end of the line.",
      },
      {
        question: "What happens when winter weather closes our office?",
        answer:
          "We agree a snow-day plan with you in the autumn: who needs VPN or Azure Virtual Desktop, which phones forward to mobiles and which systems must stay up. When the forecast turns, we check those pieces the evening before. Our desk already works remotely, so the service itself doesn't change.",
      },
      {
        question: "Can you work alongside our in-house IT team instead of replacing it?",
        answer:
          "Often that is the best fit. We can take nights and weekends, or first-line calls during the day, while your staff keep projects and L3 work. Escalations land in your queue with notes, screenshots and the steps already tried.",
      },
    ],
    ctaBody:
      "Send us your headcount and site list across Illinois, and we will come back with a fixed monthly price.",
  },
  "new-york": {
    title: "Helpdesk services for New York firms that answer to NYDFS and to clients",
    subtitle:
      "Around-the-clock support for Manhattan offices, Long Island practices and upstate teams, with identity checks and records that hold up in a Part 500 review.",
    description:
      "New York helpdesk services: 24/7 support for NYC, Long Island and upstate firms, verified MFA resets and audit trails that support NYDFS Part 500 and SHIELD.",
    intro: [
      "In New York the helpdesk is a control point, not just a phone line. Under the amended NYDFS cybersecurity regulation, covered firms need MFA on remote and privileged access, an asset inventory and regular access reviews, and the helpdesk touches all three. Every MFA reset we perform is verified by callback or manager approval, written to the ticket and ready for your CISO when the April 15 certification comes round.",
      "The work varies by borough and by industry. Law firms in Midtown need document management and dictation fixed before a filing deadline; agencies in Brooklyn want Mac support and Adobe licences sorted; medical groups on Long Island and in Westchester need access changes that respect HIPAA. Our desk answers 24/7 from the US and India, and offices in Albany, Rochester and Buffalo get the same service.",
    ],
    whyUs: [
      {
        icon: "lock",
        title: "Resets you can defend",
        body: "Identity verification on every password and MFA reset, logged with the approver's name as Part 500 evidence.",
      },
      {
        icon: "clock",
        title: "Deadline-aware for law and finance",
        body: "Tickets tied to a filing, closing or trading deadline are flagged and escalated before time runs out.",
      },
      {
        icon: "map-pin",
        title: "City and upstate alike",
        body: "The same engineers and records serve a Manhattan tower and a Syracuse branch office.",
      },
    ],
    faqs: [
      {
        question: "How does your helpdesk help with NYDFS Part 500?",
        answer:
          "The regulation expects MFA for remote access, prompt removal of access for leavers, and records of both. Our desk enforces verified resets, processes leaver tickets the day HR files them and exports the evidence each quarter. We don't certify compliance for you, but we make the helpdesk part of your file straightforward.",
      },
      {
        question: "What does the SHIELD Act mean for our helpdesk?",
        answer:
          "The SHIELD Act requires reasonable safeguards for New York residents' private information, wherever your business is based. For a helpdesk that means least-privilege access, no personal data pasted into tickets and fast escalation of anything that looks like a breach. Those rules are built into how our engineers work.",
      },
      {
        question:
          "Our office is in a shared building. Can you deal with landlord and riser issues?",
        answer:
          "Yes. In multi-tenant towers an outage often sits in the building's riser or the carrier's demarc rather than in your suite. We keep your building management and carrier contacts on file, open tickets with them on your behalf and stay on it until service returns.",
      },
      {
        question: "Do you support Macs and creative software as well as Windows?",
        answer:
          "We do. Many New York agencies and publishers run mostly Macs, managed through Intune or Jamf, with Adobe Creative Cloud and Figma licences. Our engineers handle those alongside Windows, Microsoft 365 and the practice-management systems common in law and finance.",
      },
    ],
    ctaBody:
      "Tell us how many users you have across the five boroughs and upstate, and we will price a 24/7 desk.",
  },
  texas: {
    title: "24/7 helpdesk services for Texas companies, Houston to El Paso",
    subtitle:
      "Live engineers for offices in Houston, the Metroplex, Austin and San Antonio, with grid-event and hurricane plans that keep your users working.",
    description:
      "24/7 helpdesk for Texas firms in Houston, DFW, Austin and San Antonio: Central and Mountain time SLAs, ERCOT and hurricane playbooks, 15-minute P1 response.",
    intro: [
      "Texas is big enough that one helpdesk often serves very different sites: a tower in Houston's Energy Corridor, a distribution centre off I-35 near Dallas, a software team in Austin and a branch in El Paso on Mountain Time. We record each user's site and clock in ConnectWise Manage, staff the desk 24/7, and give field crews and office staff the same route to a live engineer.",
      "Weather and the grid shape the year. When ERCOT issues a conservation appeal or a freeze threatens rolling outages, we remind users to save work, confirm laptops are charged and check that UPS units will carry switches long enough for a clean shutdown. Ahead of Gulf hurricanes, Houston and Corpus Christi users are moved to remote access, and we keep answering from outside the storm's path.",
    ],
    whyUs: [
      {
        icon: "zap",
        title: "Grid-aware support",
        body: "We follow ERCOT alerts and contact your users before expected outages, not after their laptops die.",
      },
      {
        icon: "clock",
        title: "Both Texas time zones",
        body: "Central-time SLAs for most sites, Mountain time for El Paso, and P1 cover at any hour.",
      },
      {
        icon: "users",
        title: "Field and office users",
        body: "Crews on rigs, job sites and warehouse floors reach the same desk as headquarters staff.",
      },
    ],
    faqs: [
      {
        question: "What do you do during an ERCOT emergency or rolling outages?",
        answer:
          "When ERCOT moves to an energy emergency alert, your users get a short notice from us with steps for saving work and switching to mobile hotspots. For sites on our monitoring, we watch UPS runtime and shut servers down gracefully if power is not back in time. Once it returns, systems come up in the agreed order.",
      },
      {
        question: "Do you support users in El Paso on Mountain Time?",
        answer:
          "Yes. El Paso and Hudspeth County run an hour behind the rest of Texas, and we store each user's time zone in our PSA. Routine SLAs follow the local business day, and the 24/7 desk means nobody waits for the other office to open.",
      },
      {
        question: "How do you handle Texas privacy rules such as the TDPSA?",
        answer:
          "The Texas Data Privacy and Security Act applies to most businesses handling Texans' personal data, and the state's breach law sets deadlines for notifying people and the Attorney General. Our desk keeps personal data out of tickets, routes privacy requests to your named owner and escalates suspected breaches to you within the hour.",
      },
      {
        question: "Can you help crews with rugged tablets and mobile hotspots?",
        answer:
          "Yes. We support the devices field teams actually carry: rugged tablets, iPhones managed in Intune and cellular hotspots. An engineer can walk a user through a reset by phone, lock a lost device remotely and arrange a replacement shipped to the job site.",
      },
    ],
    ctaBody:
      "Give us your Texas sites and headcount, and we will price a desk that answers through storms and grid alerts.",
  },
  "karnataka-india": {
    title: "Helpdesk services for Bengaluru's product companies and GCCs",
    subtitle:
      "An IST helpdesk for Karnataka teams, with evening shifts that overlap the US Eastern morning and logging arranged for CERT-In's six-hour reporting rule.",
    description:
      "Helpdesk services in Karnataka for Bengaluru SaaS firms and GCCs: IST day cover, evening shifts overlapping the US, DPDP-aware handling, CERT-In-ready logs.",
    intro: [
      "A Bengaluru product company or global capability centre usually supports two audiences: engineers in Whitefield or on the Outer Ring Road who need laptops, VPN and SSO access fixed fast, and colleagues at headquarters in the US or Europe who expect the same service in their own day. Our helpdesk covers both. IST hours are staffed for local users, and evening shifts overlap the US Eastern morning.",
      "Compliance in India has tightened. CERT-In's directions require reportable incidents to be notified within six hours and logs to be kept for 180 days, and the DPDP Act brings duties for personal data that take effect in phases. Our desk records identity checks, keeps personal data out of ticket notes and escalates suspected incidents straight to your security lead, so the six-hour clock never starts unnoticed.",
    ],
    whyUs: [
      {
        icon: "users",
        title: "Two audiences, one queue",
        body: "Local staff and overseas headquarters raise tickets in the same queue, with one shared history.",
      },
      {
        icon: "cpu",
        title: "Fluent in engineering teams",
        body: "Developer laptops, Git and SSO access, VPN and cloud consoles are everyday work for our engineers.",
      },
      {
        icon: "cloud",
        title: "Ready for monsoon days",
        body: "When rain floods the commute, users switch to remote work with access already tested.",
      },
    ],
    faqs: [
      {
        question: "Which hours does the helpdesk cover for Karnataka offices?",
        answer:
          "The desk runs 24/7. Bengaluru and Mysuru users get IST business-hours SLAs, and evening shifts from about 17:30 IST overlap the morning in New York and Toronto. Headquarters staff abroad therefore reach the same team that supports their colleagues in India.",
      },
      {
        question: "How do you support CERT-In's incident reporting requirements?",
        answer:
          "We can't file reports for you, but we make them possible. Suspected-incident tickets escalate to your security contact immediately, our tools keep logs for at least 180 days, and we confirm that systems we manage sync their clocks to NIC or NPL time servers. That gives your team a usable timeline inside the six-hour window.",
      },
      {
        question: "Can you work with the security tooling our parent company mandates?",
        answer:
          "Usually, yes. GCCs often inherit a global stack such as Okta or Entra ID, CrowdStrike or SentinelOne, and ServiceNow. We work inside that stack under your parent's policies and log tickets in your tool or ours, whichever you prefer.",
      },
      {
        question: "Can you onboard large batches of new joiners?",
        answer:
          "Yes. Campus hiring and GCC ramp-ups can mean fifty joiners in a week. We build a joiner checklist with HR, pre-stage laptops with Windows Autopilot or your imaging tool and run a first-day session, so every new starter can log in by lunch.",
      },
    ],
    ctaBody:
      "Tell us your Bengaluru headcount and where headquarters sits, and we will propose shift cover that fits both.",
  },
  "maharashtra-india": {
    title: "Helpdesk services for Mumbai and Pune, built for BFSI and manufacturing",
    subtitle:
      "24/7 support for banks, brokers, insurers and plants across Maharashtra, with access controls that suit RBI and SEBI audits and a monsoon plan that works.",
    description:
      "Helpdesk services in Maharashtra for Mumbai BFSI firms and Pune manufacturers: 24/7 support, audit-ready access changes, monsoon continuity and CERT-In logging.",
    intro: [
      "Mumbai's banks, NBFCs, brokers and insurers live with audits. RBI's IT governance directions and SEBI's cybersecurity and cyber resilience framework expect access changes to be approved, privileged activity to be recorded and logs to be retained. Our helpdesk works that way by default: every account change carries an approver, every admin session is recorded, and evidence is exported for your auditors when they ask.",
      "Pune and the industrial belts around Chakan, Talegaon and Chhatrapati Sambhajinagar bring a different rhythm: shift changes at 6 a.m., shared terminals on the shop floor and suppliers logging in to ERP portals. We staff IST hours for them and the rest of the clock for global offices. When the monsoon floods Mumbai's suburban rail lines, users are already set up to work from home.",
    ],
    whyUs: [
      {
        icon: "clipboard-check",
        title: "Audit-ready by habit",
        body: "Approvals, session recordings and log retention set up so RBI or SEBI requests are answered from records.",
      },
      {
        icon: "clock",
        title: "Shift-aware for plants",
        body: "Shop-floor calls at shift change jump the queue, because a locked terminal can stop a line.",
      },
      {
        icon: "cloud",
        title: "Monsoon tested",
        body: "Remote access and call routing are checked every May, before the rains cut off the commute.",
      },
    ],
    faqs: [
      {
        question: "How does your helpdesk help with RBI and SEBI requirements?",
        answer:
          "Both regulators expect controlled access, maker-checker approval for sensitive changes and retained logs. Our desk records the requester and approver on each access ticket, records privileged sessions and keeps logs for the period your policy sets. Your compliance team keeps ownership; we provide the records.",
      },
      {
        question: "What happens on a heavy-rain day in Mumbai?",
        answer:
          "When the IMD issues a red alert and trains stop, our desk switches to its monsoon script: we check that key users can reach VPN or virtual desktops, forward branch phones where needed and pause non-urgent site work. Our engineers already work remotely, so response times hold.",
      },
      {
        question: "Can you support plant users in Pune and Chakan?",
        answer:
          "Yes. We support shared shop-floor PCs, barcode printers, rugged handhelds and the ERP clients planners use, within your maintenance windows. Anything that touches PLCs or machine controllers goes to your OT team, following the hand-off we agree at onboarding.",
      },
      {
        question: "Is support available to our offices outside India?",
        answer:
          "Yes. Many Mumbai and Pune firms also run offices in Singapore, Dubai, London or the US. Since the desk is staffed 24/7, those users reach an engineer in their own working hours, with tickets in the same queue under the same SLA definitions.",
      },
    ],
    ctaBody:
      "Share your branch and plant list across Maharashtra, and we will propose a desk that suits your auditors and your shifts.",
  },
  "tamil-nadu-india": {
    title: "Helpdesk services for Chennai, Coimbatore and Tamil Nadu's industrial corridor",
    subtitle:
      "Round-the-clock support for auto and electronics plants, BPO floors and SaaS teams, with cyclone-season plans in place before the northeast monsoon.",
    description:
      "Helpdesk services in Tamil Nadu for Chennai BPOs, SaaS firms and plants in Sriperumbudur, Oragadam and Hosur: 24/7 desk, shift-aware SLAs, cyclone planning.",
    intro: [
      "Tamil Nadu's employers run around the clock. Auto-component plants in Oragadam and Hosur work three shifts, electronics factories near Sriperumbudur run lines that can't wait for office hours, and BPO floors on Chennai's OMR corridor take calls for clients in the US and UK overnight. Our helpdesk is staffed every hour of the day, and routine SLAs follow each site's shift pattern.",
      "The northeast monsoon brings the hardest weeks, usually between October and December, when a cyclone can flood Chennai's streets as Michaung did in 2023. Before the season we check that agents can log in from home, that call routing fails over and that backups of key systems sit off-site. During the storm our desk keeps answering, and once roads reopen, plant and site issues are triaged first.",
    ],
    whyUs: [
      {
        icon: "clock",
        title: "Shift-pattern SLAs",
        body: "SLA clocks follow each plant's shifts, so the night shift gets the same priority as the day.",
      },
      {
        icon: "headset",
        title: "BPO floor experience",
        body: "Agent desktops, softphones and headsets fixed quickly, because an idle seat costs a client's SLA.",
      },
      {
        icon: "life-buoy",
        title: "Cyclone plans tested",
        body: "Work-from-home access and call failover are tested each September, before the monsoon arrives.",
      },
    ],
    faqs: [
      {
        question: "How do you support BPO agents whose desktops fail mid-shift?",
        answer:
          "Agent issues get their own priority, because every idle seat counts against your client's SLA. Our engineers fix softphone, headset and VDI problems remotely, usually while the agent waits, and move them to a spare seat if that is faster. Lost agent-minutes are reported monthly so the root causes get fixed.",
      },
      {
        question: "What does cyclone preparation involve?",
        answer:
          "Each September we review which teams must keep working, test home access for them, confirm that call routing can move to another site and check off-site backups. When the IMD issues a cyclone warning for the coast, users get instructions from us and extra engineers join your queue.",
      },
      {
        question: "Can you support plants that face IATF 16949 or TISAX audits?",
        answer:
          "We support the IT side of those audits: access control, backup evidence, change records and secure handling of customer drawings. Automotive customers increasingly ask suppliers for TISAX labels, and our ticket records help show that IT changes were controlled.",
      },
      {
        question: "Do you support offices in Coimbatore and Madurai as well as Chennai?",
        answer:
          "Yes. We support offices, mills and clinics across the state, including Coimbatore, Tiruppur, Madurai and Tiruchirappalli. Most issues are fixed remotely, and where hardware has to be swapped we coordinate with your local staff or a vetted partner.",
      },
    ],
    ctaBody:
      "Tell us about your shifts, sites and seat count across Tamil Nadu, and we will size a desk around them.",
  },
};

const IT_SUPPORT_COPY: Record<RegionSlug, RegionalCopy> = {
  california: {
    title: "Managed IT support for California businesses, Sacramento to San Diego",
    subtitle:
      "Devices, Microsoft 365, networks and security looked after by one team, with Pacific-hours engineers by day and our India shift after dark.",
    description:
      "Managed IT support for California firms: Intune-managed devices, Microsoft 365, Meraki networks and CCPA-minded security, 24/7 cover and fixed monthly fees.",
    intro: [
      "Most California firms we talk to have outgrown the person who handles IT on the side. A 60-person architecture practice in Pasadena, a food processor in the Central Valley or a clinic group in Orange County needs laptops that are patched and encrypted, Microsoft 365 set up with conditional access, and Wi-Fi that works in every meeting room. We take on all of it under one agreement, with every ticket and asset in one place.",
      "California's rules shape how we build. CCPA and CPRA expect reasonable security for personal information, and the state's breach-notification law turns a lost unencrypted laptop into a reportable event, so BitLocker and FileVault are on from day one. Earthquake and wildfire risk argue for cloud-first file storage, which we plan with you, so a closed office in Santa Rosa or Ventura doesn't mean lost work.",
    ],
    whyUs: [
      {
        icon: "lock",
        title: "Encrypted from day one",
        body: "Every laptop we enrol gets BitLocker or FileVault, with recovery keys escrowed in Intune, before anyone uses it.",
      },
      {
        icon: "cloud",
        title: "Cloud-first where it helps",
        body: "Files move to SharePoint and OneDrive on a plan, so a closed office is an inconvenience rather than a crisis.",
      },
      {
        icon: "bar-chart-3",
        title: "Straight answers on cost",
        body: "Per-user pricing, published project rates and a quarterly hunt for licences you no longer need.",
      },
    ],
    faqs: [
      {
        question: "Do you support both Windows and Mac offices?",
        answer:
          "Yes. Plenty of California firms, especially in media, design and software, are mostly Mac. We manage Macs with Intune or Jamf and Windows PCs with Intune and ConnectWise Automate, applying the same patching and encryption standards to both.",
      },
      {
        question: "How does your IT support help with CCPA's reasonable-security expectation?",
        answer:
          "No provider can make a firm compliant alone, but we cover much of the technical ground: full-disk encryption, MFA everywhere, EDR on every endpoint, patched systems and tested backups. Each quarter you receive a coverage report that your privacy counsel can use when assessing risk.",
      },
      {
        question:
          "Can you support a team split between Los Angeles, the Bay Area and remote workers?",
        answer:
          "Yes, that is a common shape for our clients. Devices ship pre-configured through Windows Autopilot or Apple Business Manager, so a new hire in Oakland or Long Beach is productive on the first morning. Network gear at each office is monitored centrally.",
      },
      {
        question: "What does IT support cost for a California business?",
        answer:
          "Pricing is per user per month and depends on the level of cover and the security stack you choose. After a short assessment we send a fixed quote listing everything included, so there are no surprises after signing. Projects such as office moves are quoted separately.",
      },
    ],
    ctaBody:
      "Book a short assessment and get a written findings list for your California offices, whether or not you hire us.",
  },
  florida: {
    title: "IT support for Florida offices, clinics and hotels",
    subtitle:
      "Day-to-day help, patched devices and resilient networks for businesses from Miami-Dade to Jacksonville, planned around hurricane season.",
    description:
      "IT support for Florida businesses: 24/7 helpdesk, patched and encrypted devices, Meraki and Fortinet networks, and hurricane-ready backups from Miami to Tampa.",
    intro: [
      "Florida's small and mid-sized businesses run on a surprising range of technology. A dental group in Sarasota depends on imaging software and a practice-management server, a property manager in Fort Lauderdale lives in Yardi and Outlook, and an Orlando hotel needs guest Wi-Fi that survives a convention week. Our IT support covers the users, devices, networks and vendors behind all of it, for a predictable monthly fee.",
      "Hurricanes drive many of our design choices here. We prefer cloud-hosted files and phones so staff can work from anywhere, we put network gear on UPS units with enough runtime for a clean shutdown, and we keep an off-site copy of every server. Florida's breach law, and HIPAA for healthcare clients, mean that encryption, MFA and access logging are standard rather than optional extras.",
    ],
    whyUs: [
      {
        icon: "cloud",
        title: "Storm-ready designs",
        body: "Cloud phones and files, UPS-protected network gear and off-site backups make storm closures survivable.",
      },
      {
        icon: "shield-check",
        title: "Healthcare experience",
        body: "Practices get HIPAA-minded support for imaging, EHR and practice-management systems.",
      },
      {
        icon: "zap",
        title: "Hospitality pace",
        body: "Front-desk and point-of-sale faults are treated as urgent, because guests won't wait until Monday.",
      },
    ],
    faqs: [
      {
        question: "How do you prepare our IT for hurricane season?",
        answer:
          "Each May we walk through your storm plan with you: which systems are in the cloud, which servers must be shut down, where backups live and how staff will work from home. Then we test a restore and hold a remote-working day. When a storm threatens, we follow the plan instead of improvising.",
      },
      {
        question: "Can you support our point-of-sale and guest Wi-Fi?",
        answer:
          "Yes. We manage Meraki or Fortinet networks with guest traffic separated from card-payment systems, as PCI DSS requires. Point-of-sale hardware is supported remotely, and we coordinate with the POS vendor when the fault is on their side.",
      },
      {
        question: "Do you work with medical and dental practices?",
        answer:
          "We do, under a signed business associate agreement. We support the practice-management and imaging software your vendors supply, keep workstations patched and encrypted, and make sure backups of patient data are restore-tested. Vendor-specific faults go to the software company with every detail they need.",
      },
      {
        question: "Will you support a single office with fewer than 20 people?",
        answer:
          "Yes. Many of our Florida clients are small offices, and the same 24/7 desk, patching and security tools apply whatever your size. The monthly fee scales per user, and onboarding a single site takes only a short assessment.",
      },
    ],
    ctaBody:
      "Ask for an assessment before June, and we will show you how your office would fare in a hurricane closure.",
  },
  illinois: {
    title: "IT support for Illinois businesses in Chicagoland and beyond",
    subtitle:
      "Managed devices, Microsoft 365 and networks for offices in the Loop, the suburbs and downstate, from a team that knows BIPA and Chicago winters.",
    description:
      "Managed IT support for Illinois firms in Chicago, the suburbs and downstate: patched devices, Microsoft 365, Fortinet networks, BIPA-aware practice, 24/7 help.",
    intro: [
      "Illinois businesses tend to be spread out: a head office in River North or Oak Brook, a warehouse near O'Hare or in Joliet, and perhaps a branch in Bloomington or Rockford. We support every site from one ticket queue, with each location's network diagram, ISP circuits and key contacts on file. Users call one number, and engineers see the full history before they pick up.",
      "Two local matters come up often. The Biometric Information Privacy Act makes fingerprint time clocks and face-recognition door readers a legal question as well as an IT one, so we inventory them and tie their set-up to your consent records. January cold snaps close offices, so laptops, VPN or Azure Virtual Desktop and softphones are made ready for home working well before the first blizzard.",
    ],
    whyUs: [
      {
        icon: "map-pin",
        title: "Every site on one map",
        body: "Network diagrams, circuits and contacts for each Illinois location, so engineers start with context.",
      },
      {
        icon: "user-check",
        title: "Biometric devices tracked",
        body: "Time clocks and readers are inventoried and linked to your BIPA consent and retention records.",
      },
      {
        icon: "phone",
        title: "Carrier chasing handled",
        body: "We deal with Comcast Business, AT&T and local fibre providers so your office manager doesn't have to.",
      },
    ],
    faqs: [
      {
        question: "We use fingerprint time clocks. Is that an IT issue?",
        answer:
          "Partly. BIPA requires written consent before collecting biometric data, a public retention policy and secure storage, and lawsuits under it have been common. We list every device that captures biometrics, check where the templates are stored and make sure new enrolments follow your consent process. Legal judgements stay with your counsel.",
      },
      {
        question: "Can you support our manufacturing or warehouse sites?",
        answer:
          "Yes. We support warehouse scanners, label printers, shipping stations and the Wi-Fi they rely on, as well as office PCs at the plant. Production control systems stay with your engineering team, and we agree where our responsibility ends before we start.",
      },
      {
        question: "Do you offer co-managed IT for companies with an internal IT person?",
        answer:
          "Yes, and it is common in the Chicago suburbs. Your IT manager keeps control of priorities and projects, while we provide the helpdesk, patching, monitoring and after-hours cover. Both teams work in the same ticket system, so every hand-off is visible.",
      },
      {
        question: "How quickly do you respond to an outage?",
        answer:
          "P1 incidents, such as a site down or a failed server, get a first response within 15 minutes at any hour. Standard requests are answered within four business hours on Central Time. Monthly reports show how we did against both.",
      },
    ],
    ctaBody:
      "List your Illinois sites and users, and we will quote fixed monthly support with the findings of a free first review.",
  },
  "new-york": {
    title: "IT support for New York offices, practices and studios",
    subtitle:
      "Responsive, security-first support for firms across Manhattan, Brooklyn, Long Island and upstate, set up with NYDFS and SHIELD Act expectations in mind.",
    description:
      "IT support for New York businesses: 24/7 helpdesk, Intune-managed devices, Microsoft 365 security and NYDFS-minded controls for offices in NYC and upstate.",
    intro: [
      "A 40-person firm in the Flatiron District, an accounting practice in Hauppauge and a non-profit in Albany share the same basic needs: laptops that work, Microsoft 365 locked down, printers that print and someone to call when they don't. Our IT support looks after all of it for a monthly fee, with a 24/7 desk and engineers who know your setup before you finish describing the problem.",
      "New York's regulators set a high bar. Firms licensed by NYDFS must meet Part 500, including MFA, asset inventories and notice of cybersecurity events within 72 hours, and any business holding New Yorkers' data falls under the SHIELD Act. We build those expectations into how we manage devices and accounts, and report on MFA coverage, patch status and encryption so your compliance officer has numbers rather than assurances.",
    ],
    whyUs: [
      {
        icon: "shield-check",
        title: "Security by default",
        body: "MFA, EDR, encryption and conditional access are part of the standard setup, not an upgrade.",
      },
      {
        icon: "file-text",
        title: "Evidence on request",
        body: "Monthly exports of MFA coverage, patch status and device encryption for your compliance records.",
      },
      {
        icon: "building-2",
        title: "Sized for smaller firms",
        body: "Support for teams of 10 to 250 people, with the same engineers month after month.",
      },
    ],
    faqs: [
      {
        question: "We are licensed by NYDFS. What IT support do we need for Part 500?",
        answer:
          "Part 500 asks covered entities for MFA, an asset inventory, access privilege reviews, encryption, logging and an incident response plan, among other things. Our managed service covers much of the technical side and produces reports to support your annual certification. Smaller licensees may qualify for limited exemptions, which your counsel should confirm.",
      },
      {
        question: "Our office is in a co-working space. Can you still support us?",
        answer:
          "Yes. In co-working spaces and shared suites the network usually belongs to the landlord, so we focus on the devices, identities and cloud services you control. Laptops are configured to be safe on any network, and we work with the building's IT contact when a connection problem is on their side.",
      },
      {
        question: "How do you handle staff who work from home in New Jersey or Connecticut?",
        answer:
          "Exactly as we handle Manhattan staff. Devices are managed through Intune wherever they are, the helpdesk is remote-first and replacement hardware ships overnight. Tri-state commuters get the same security policies on every network.",
      },
      {
        question: "Can you take over from our current provider without downtime?",
        answer:
          "Yes. We collect admin credentials, documentation and licence details during a planned handover, deploy our agents alongside the old ones and switch the support line on an agreed day. If the outgoing provider is slow to cooperate, we rebuild the documentation through discovery instead.",
      },
    ],
    ctaBody:
      "Tell us your headcount and who regulates you, and we will propose New York IT support with the reporting you need.",
  },
  texas: {
    title: "IT support for Texas businesses across Houston, Dallas, Austin and San Antonio",
    subtitle:
      "One team for your devices, networks and Microsoft 365, with power and storm plans written for ERCOT summers and Gulf Coast hurricanes.",
    description:
      "Managed IT support across Houston, Dallas–Fort Worth, Austin and San Antonio: 24/7 helpdesk, patched devices, monitored networks and ERCOT-ready power plans.",
    intro: [
      "From an engineering consultancy near Houston's Galleria to a Fort Worth builder with trailers on six job sites, Texas businesses need IT support that reaches beyond the office. We manage laptops and rugged tablets through Intune, keep the Fortinet and Meraki networks at each site monitored, and run Microsoft 365 with security settings that suit a mobile workforce. One monthly fee covers desk, devices and network.",
      "The Texas grid is something we plan around. After Winter Storm Uri in 2021 and the summer conservation calls since, most clients want to know how long their network stays up on battery and what shuts down first. We size UPS units, configure graceful shutdown through PowerChute or the UPS network card, and keep critical systems in the cloud so staff can work wherever the power is on.",
    ],
    whyUs: [
      {
        icon: "zap",
        title: "Power-aware planning",
        body: "UPS sizing and shutdown order documented for each site, based on ERCOT and hurricane scenarios.",
      },
      {
        icon: "network",
        title: "Job-site connectivity",
        body: "LTE failover, rugged tablets and site trailers supported as carefully as headquarters.",
      },
      {
        icon: "lock",
        title: "Texas privacy covered",
        body: "Encryption, MFA and access logging set up with the TDPSA and the state breach law in mind.",
      },
    ],
    faqs: [
      {
        question: "How do you keep our offices running during grid emergencies?",
        answer:
          "We can't keep the power on, but we can control what happens when it goes. Each site gets a plan covering UPS runtime, what shuts down in which order and how staff reach cloud systems from elsewhere. The shutdown sequence is tested once a year, before summer peak demand.",
      },
      {
        question: "Can you support construction job sites or remote field offices?",
        answer:
          "Yes. We set up trailers with LTE or Starlink connectivity, a managed firewall and a small Wi-Fi footprint, and support the tablets crews use for drawings and timesheets. When a site closes, we retrieve and wipe the equipment.",
      },
      {
        question: "Does the Texas Data Privacy and Security Act affect our IT setup?",
        answer:
          "If you process Texans' personal data, probably yes: the TDPSA expects reasonable security practices, and even small businesses face limits on selling sensitive data. We don't give legal advice, but we implement the technical controls counsel typically expects, such as encryption, MFA and access reviews.",
      },
      {
        question: "What response times do you commit to?",
        answer:
          "P1 incidents get a first response within 15 minutes, 24/7. Other tickets are answered within four business hours in your local time zone, including Mountain Time for El Paso sites. Actual figures are reported monthly.",
      },
    ],
    ctaBody:
      "Send us your Texas locations and users, and we will price support that includes a written power and storm plan.",
  },
  "karnataka-india": {
    title: "IT support for Karnataka's startups, scale-ups and GCCs",
    subtitle:
      "Laptops, SSO, networks and office IT for teams in Bengaluru, Mysuru and Mangaluru, run by engineers used to fast-growing product companies.",
    description:
      "IT support in Karnataka for Bengaluru startups and GCCs: device management, SSO, Microsoft 365 or Google Workspace, office networks, DPDP-aware security.",
    intro: [
      "Bengaluru startups tend to hit the same wall at around fifty people: laptops bought on credit cards, shared admin passwords, Google Workspace or Microsoft 365 on default settings, and an office network installed by the building's vendor. We turn that into a managed estate, with devices enrolled in Intune or Jamf, single sign-on through Entra ID or Okta, and Wi-Fi in your HSR Layout or Koramangala office that someone actually monitors.",
      "As companies grow, customers start asking security questions. Enterprise buyers send SOC 2 and ISO 27001 questionnaires, the DPDP Act adds obligations for personal data, and CERT-In expects logs and timely incident reports. Our support keeps the evidence ready: device compliance, MFA coverage, access reviews and patch status. Offices in Mysuru, Mangaluru and Hubballi are supported remotely, with local partners for hardware swaps.",
    ],
    whyUs: [
      {
        icon: "rocket",
        title: "Startup speed, enterprise hygiene",
        body: "New hires set up in a day, with the controls your enterprise customers will ask about.",
      },
      {
        icon: "clipboard-check",
        title: "Questionnaire-ready",
        body: "Reports on device compliance, MFA and access reviews that shorten security questionnaires.",
      },
      {
        icon: "globe",
        title: "Hybrid by design",
        body: "Home, office and client-site users supported under the same policies.",
      },
    ],
    faqs: [
      {
        question: "We use Google Workspace and Macs. Can you support that?",
        answer:
          "Yes. Many Bengaluru startups run Google Workspace with MacBooks, and we manage that stack with Jamf or Google endpoint management, adding SSO where it makes sense. If you move to Microsoft 365 later, we can plan that migration as well.",
      },
      {
        question: "Can your IT support help us pass SOC 2 or ISO 27001 audits?",
        answer:
          "We handle the IT controls auditors look at most: device encryption, MFA, patching, access reviews, joiner and leaver records and backups. Evidence is exported on request, and we join auditor calls where it helps. Policies, risk assessment and the audit itself remain your team's responsibility.",
      },
      {
        question: "Do you set up and manage office networks in Bengaluru?",
        answer:
          "Yes. We design and run office networks on Fortinet, Meraki or Ubiquiti, including dual ISP links from providers such as ACT Fibernet, Airtel and Tata with automatic failover. Meeting rooms, guest Wi-Fi and printers are included.",
      },
      {
        question: "How is support priced for an India-based team?",
        answer:
          "Pricing is per user per month, billed in INR or USD depending on where your entity sits. The onboarding assessment is fixed-fee, and hardware or projects such as office fit-outs are quoted separately.",
      },
    ],
    ctaBody:
      "Tell us your headcount and stack, and we will show you what managed IT looks like for a Bengaluru team your size.",
  },
  "maharashtra-india": {
    title: "IT support for businesses in Mumbai, Pune and across Maharashtra",
    subtitle:
      "Managed devices, networks and Microsoft 365 for financial firms, manufacturers and media companies, with controls that RBI and SEBI auditors recognise.",
    description:
      "IT support in Maharashtra for Mumbai and Pune firms: managed devices, Microsoft 365, office and plant networks, RBI and SEBI-minded controls, 24/7 helpdesk.",
    intro: [
      "A broking firm in Bandra Kurla Complex, a production house in Andheri and an engineering supplier in Bhosari all need dependable IT, but their days look nothing alike. Our IT support adapts to each: trading and back-office desks get priority during market hours, creative teams get help with Macs and large-file storage, and plant offices get support built around shift timings and ERP access.",
      "Regulated firms face detailed expectations. NBFCs and banks follow RBI's IT governance directions, while brokers and other SEBI-regulated entities must meet the cybersecurity and cyber resilience framework. We run devices and accounts so those controls are easy to evidence: privileged access management, encrypted endpoints, patch reports and log retention. Monsoon days are planned for, with VPN and virtual desktops tested before the rains.",
    ],
    whyUs: [
      {
        icon: "bar-chart-3",
        title: "Market-hours priority",
        body: "Dealing and operations desks get priority handling between the 9:15 open and the 3:30 close.",
      },
      {
        icon: "shield-check",
        title: "Regulator-aware controls",
        body: "Endpoint, identity and logging setups mapped to what RBI and SEBI expect.",
      },
      {
        icon: "building-2",
        title: "City office and plant",
        body: "Support for Mumbai offices and for plant offices in Pune, Nashik and Chhatrapati Sambhajinagar.",
      },
    ],
    faqs: [
      {
        question: "Can you support a SEBI-registered broker or investment adviser?",
        answer:
          "Yes. We support the endpoints, networks and Microsoft 365 tenant, configured to meet CSCRF requirements such as MFA, privileged access control and log retention. We also prepare evidence for your cyber audit, while your compliance officer stays responsible for the framework itself.",
      },
      {
        question: "What happens when trading terminals or market data fail at the open?",
        answer:
          "Issues raised by dealing desks between market open and close are treated as P1. An engineer responds within 15 minutes, works the problem remotely and escalates to the exchange connectivity vendor or terminal provider when the fault lies with them.",
      },
      {
        question: "Do you support Pune manufacturing plants?",
        answer:
          "We support the office side of plants: engineering workstations, ERP users, printers, CCTV networks and the Wi-Fi that handheld scanners depend on. Shop-floor control systems stay with your OT team, and we agree firm boundaries and change windows with them.",
      },
      {
        question: "How do you handle monsoon disruption?",
        answer:
          "Before each monsoon we check that key staff can work from home, that VPN capacity can take everyone at once and that branch phones can be forwarded. On red-alert days our remote desk carries on as normal.",
      },
    ],
    ctaBody:
      "Share your offices, plants and regulators, and we will propose IT support for Maharashtra that your auditors can follow.",
  },
  "tamil-nadu-india": {
    title: "IT support for Tamil Nadu's factories, BPOs and growing firms",
    subtitle:
      "Managed IT for businesses in Chennai, Coimbatore, Hosur and Madurai, with support timed to shifts and infrastructure built to ride out the monsoon.",
    description:
      "Managed IT support in Tamil Nadu for Chennai, Coimbatore and Hosur firms: devices, networks, Microsoft 365, plant-office IT and monsoon-ready infrastructure.",
    intro: [
      "In Tamil Nadu our IT support often spans a head office in Chennai and plants or branches elsewhere: a pump maker in Coimbatore, a textile exporter in Tiruppur, an EV component supplier in Hosur. We keep laptops, desktops and engineering workstations patched, run Microsoft 365 or Google Workspace with sensible security, and monitor every site's network and internet links so faults are fixed before the shift notices.",
      "Exporters face growing scrutiny from overseas customers. European and US buyers ask for ISO 27001-style controls, automotive customers expect TISAX, and the DPDP Act covers the employee and customer data you hold. We supply the technical side: encryption, MFA, backups with tested restores and access reviews. For Chennai offices we also plan for the northeast monsoon, with UPS sizing, cloud-hosted files and off-site backup copies.",
    ],
    whyUs: [
      {
        icon: "map-pin",
        title: "Head office to plant",
        body: "Chennai offices and plants in Hosur, Coimbatore or Sriperumbudur supported from one queue.",
      },
      {
        icon: "clipboard-check",
        title: "Ready for export customers",
        body: "Controls and evidence that answer the security questions overseas buyers send their suppliers.",
      },
      {
        icon: "database-backup",
        title: "Monsoon-proof basics",
        body: "UPS, cloud storage and off-site backups arranged so flooding doesn't cost you data.",
      },
    ],
    faqs: [
      {
        question: "Can you support CAD and engineering workstations?",
        answer:
          "Yes. We support workstations running SolidWorks, AutoCAD, CATIA or NX, including graphics drivers, licence servers and large-file storage. Updates are scheduled around design deadlines, so a driver change never surprises an engineer mid-project.",
      },
      {
        question: "Our customers ask for TISAX or ISO 27001 evidence. Can you help?",
        answer:
          "We cover the IT controls those assessments examine: asset inventory, access control, encryption, backups and change records. We produce reports and join assessment calls for the IT sections. Certification decisions belong to your assessor, and policies stay with your management.",
      },
      {
        question: "How do you protect our Chennai office during the monsoon?",
        answer:
          "Servers and network gear go on UPS with graceful shutdown, files move to SharePoint or Google Drive where practical, and an off-site backup copy is kept. Before October we confirm staff can work from home. If the office floods, your data and email stay reachable.",
      },
      {
        question: "Do you support small offices in Madurai or Tiruchirappalli?",
        answer:
          "Yes. Smaller branches are supported remotely through the same desk, with local hardware partners when a device must be replaced. Their networks are monitored like head office, so a failed link is spotted straight away.",
      },
    ],
    ctaBody:
      "Tell us about your head office and plants in Tamil Nadu, and we will scope support that fits your shifts.",
  },
};

const MANAGED_SERVICES_COPY: Record<RegionSlug, RegionalCopy> = {
  california: {
    title: "Managed IT services for California organisations that want IT run as a service",
    subtitle:
      "Monitoring, security, backup, helpdesk and a named vCIO under one fixed monthly agreement, designed around CCPA, wildfire season and Pacific-time operations.",
    description:
      "Managed IT services in California: 24/7 monitoring, security, tested backups, helpdesk and vCIO planning for mid-sized firms, with CCPA-minded controls.",
    intro: [
      "Managed services suits California organisations that are past the break-fix stage but don't want to build a full IT department at Bay Area salaries. For one fixed monthly fee we run monitoring, patching, security, backup and the helpdesk, and a named vCIO meets your leadership each quarter to plan budget and risk. A 150-person logistics firm in the Inland Empire and a San Diego biotech get the same discipline.",
      "The plan reflects California's realities. The CPPA's regulations bring risk assessments and cybersecurity audits to larger processors of personal data, so our quarterly reviews track the controls those exercises examine. Wildfire and PSPS seasons mean critical workloads belong in Azure or Microsoft 365 rather than in a closet server, and our roadmaps move them there on a schedule your finance team can budget for.",
    ],
    whyUs: [
      {
        icon: "users",
        title: "A team without the payroll",
        body: "Engineers, security analysts and a vCIO on one agreement, usually for less than one senior in-house hire.",
      },
      {
        icon: "lightbulb",
        title: "Roadmaps tied to risk",
        body: "Each quarter's plan links projects to privacy exposure, fire-season resilience and hardware age.",
      },
      {
        icon: "bar-chart-3",
        title: "Measured, not promised",
        body: "Patch rates, backup success, SLA times and security scores are reported every month.",
      },
    ],
    faqs: [
      {
        question: "How is managed services different from the IT support we buy now?",
        answer:
          "Break-fix or block-hours support reacts to problems. A managed services agreement makes us responsible for the outcome: systems monitored, patched, backed up and secured, for a fixed fee that doesn't rise when things break. It also adds planning, so upgrades happen before failures do.",
      },
      {
        question: "Will managed services cover our CPRA cybersecurity audit obligations?",
        answer:
          "If the CPPA's regulations require your business to complete a cybersecurity audit or risk assessment, we supply the technical evidence and close the gaps the auditor finds. The audit itself must be independent, and your privacy team owns the programme. Our monthly reporting makes the IT section much quicker to assemble.",
      },
      {
        question: "Do you move on-premises servers to the cloud as part of the agreement?",
        answer:
          "Migrations are quoted as projects, but the roadmap decides when they happen. Many California clients move file servers to SharePoint and line-of-business apps to Azure over one or two years, timed with hardware refresh dates. That avoids paying twice for the same capacity.",
      },
      {
        question: "How long is a managed services contract?",
        answer:
          "Most agreements run for 12 or 36 months, with per-user pricing fixed for the term. Each one spells out what happens if we miss an SLA and how you can leave, including a documented handover to your next provider or in-house team.",
      },
    ],
    ctaBody:
      "Ask for a fixed monthly quote for your California estate, with the first-year roadmap drafted from our audit.",
  },
  florida: {
    title: "Managed IT services for Florida organisations, built for hurricane season",
    subtitle:
      "Fixed-fee monitoring, security, backup and helpdesk for businesses across South Florida, Central Florida and the First Coast, with continuity you have actually tested.",
    description:
      "Managed IT services for Florida organisations: 24/7 monitoring, security, Veeam or Datto backup, helpdesk and hurricane continuity plans tested before June 1.",
    intro: [
      "A Florida managed services agreement has to answer one question clearly: what happens when a major storm closes the office for a week? Ours answers it in writing. Servers replicate to another region or to Datto's cloud, phones move to 3CX or Teams Phone so calls follow staff, and our NOC watches everything from outside the affected area. The rest of the year, the same agreement covers monitoring, patching, security and the helpdesk.",
      "Florida's economy brings particular requirements. Healthcare providers in Tampa and Jacksonville must protect patient data under HIPAA, condominium and property managers hold owners' financial details, and hospitality groups in Orlando and the Keys take card payments under PCI DSS. Our vCIO maps those obligations to controls, tracks them in the quarterly review and budgets improvements well ahead of each hurricane season.",
    ],
    whyUs: [
      {
        icon: "life-buoy",
        title: "Continuity you have rehearsed",
        body: "A failover test each spring, with timings recorded, so the plan is proven before anyone needs it.",
      },
      {
        icon: "check-circle-2",
        title: "One fee, whatever the weather",
        body: "Remote storm-recovery work is covered by the agreement rather than billed as emergency hours.",
      },
      {
        icon: "clipboard-check",
        title: "Obligations mapped to controls",
        body: "HIPAA and PCI DSS requirements are tracked against your controls in every quarterly review.",
      },
    ],
    faqs: [
      {
        question: "Is post-hurricane recovery included in the monthly fee?",
        answer:
          "Remote recovery work, such as restarting servers, restoring data and reconfiguring networks, is covered by the agreement. Replacement hardware and on-site labour for physical damage are billed at agreed rates, which insurance often reimburses. We document the damage to support your claim.",
      },
      {
        question: "Where are our backups stored if the whole region is hit?",
        answer:
          "We keep a local copy for quick restores and a second copy outside Florida, either in Datto's cloud or in an Azure region such as East US 2. A storm that floods both your office and the local data centre still leaves a recoverable copy.",
      },
      {
        question: "Can you meet HIPAA requirements for our practice group?",
        answer:
          "We sign a BAA and run the safeguards that fall to IT: access controls, audit logs, encryption, backup and support for your risk assessment. The annual security risk analysis remains yours, and we provide the inventory and technical findings it needs.",
      },
      {
        question: "Do you support multi-location businesses across Florida?",
        answer:
          "Yes. Clients with offices in Miami, Orlando and Jacksonville, or with hotels and clinics around the state, get a standard network and device build at every site. That makes each location easier to support and much quicker to rebuild after a storm.",
      },
    ],
    ctaBody:
      "Get a managed services proposal for your Florida sites, including a continuity plan we test with you each spring.",
  },
  illinois: {
    title: "Managed IT services for Illinois organisations, Chicago and statewide",
    subtitle:
      "Monitoring, patching, security, backup and vCIO planning under one agreement, for finance, manufacturing, logistics and professional firms across Illinois.",
    description:
      "Managed IT services in Illinois: 24/7 NOC monitoring, security, backup, helpdesk and vCIO planning for Chicago finance, manufacturing and logistics firms.",
    intro: [
      "Chicagoland's mid-sized firms often sit inside demanding supply chains. An insurer in Schaumburg answers carriers' vendor-risk questionnaires, a machine shop in Elk Grove Village must meet CMMC or customer security clauses, and a freight broker in Itasca runs transport systems that can't stop. Our managed services give them enterprise-style operations without the headcount: 24/7 monitoring, scheduled patching, layered security and a vCIO in the annual planning cycle.",
      "Illinois law and weather set some priorities. BIPA exposure makes identity and biometric systems a board-level topic, PIPA requires notice to affected residents after a breach, and a hard winter or a summer derecho can take a site offline for days. The roadmap reflects all of that: biometric data mapped and minimised, backups replicated away from the Chicago area, and remote access ready before the snow.",
    ],
    whyUs: [
      {
        icon: "file-text",
        title: "Security questionnaires answered",
        body: "We complete the IT sections of customer and carrier questionnaires with you, using real data.",
      },
      {
        icon: "lightbulb",
        title: "Planning on your budget cycle",
        body: "The vCIO's roadmap follows your fiscal year, so IT spend never arrives as a surprise.",
      },
      {
        icon: "database-backup",
        title: "Off-site by default",
        body: "Backups replicate outside the Chicago area, so a regional outage never touches the recovery copy.",
      },
    ],
    faqs: [
      {
        question: "Can managed services help us with CMMC or customer security requirements?",
        answer:
          "Yes, for the technical controls. Manufacturers supplying defence primes increasingly need CMMC Level 1 or 2, and other customers write NIST-based controls into contracts. We implement and evidence the IT side, such as MFA, logging and configuration baselines, while your compliance lead owns the programme and the assessment.",
      },
      {
        question: "How does BIPA affect our IT roadmap?",
        answer:
          "Biometric systems carry litigation risk under BIPA, so we map where biometric data lives, who can reach it and how long it is kept. The vCIO then sets out options, from keeping the system with tighter controls to replacing it with badges or PINs. Your counsel makes the final call.",
      },
      {
        question: "What does a vCIO actually do for us?",
        answer:
          "Your vCIO reviews tickets, risks and asset age every quarter and turns them into a prioritised, costed plan. They join budget meetings, evaluate vendors with you and follow projects through to completion. In effect you gain senior IT leadership without a full-time executive salary.",
      },
      {
        question: "Do you manage offices outside Chicago?",
        answer:
          "Yes. Sites in Rockford, Peoria, Springfield, Champaign and beyond are managed remotely, with hardware pre-configured and shipped. When local hands are needed, they come from vetted field technicians booked in advance.",
      },
    ],
    ctaBody:
      "Book an audit of your Illinois environment and get a costed 12-month roadmap alongside our managed services quote.",
  },
  "new-york": {
    title: "Managed IT services for New York firms with regulators and clients to answer to",
    subtitle:
      "Fixed-fee IT operations, security and planning for finance, legal, media and healthcare organisations across New York City, Long Island and the Hudson Valley.",
    description:
      "Managed IT services for New York firms: 24/7 monitoring, EDR, backup, helpdesk and a vCIO, with NYDFS Part 500 and SHIELD Act evidence prepared as you go.",
    intro: [
      "A New York managed services client usually answers to someone: NYDFS, a bank's vendor-risk team, a law firm's corporate clients or a hospital's compliance office. Our agreements are built for that scrutiny. Alongside monitoring, patching, backup and helpdesk, we maintain the asset inventory, access reviews and MFA coverage that Part 500 now requires, and keep the evidence in a form examiners and auditors can read.",
      "Manhattan rents push many firms to keep little hardware on-site, so we favour cloud-hosted systems and small, well-documented office networks. The other constraint is time. Partners and portfolio managers don't wait, so P1 incidents get a 15-minute response from named engineers who know the environment. Our vCIO plans upgrades with your COO and CFO against the fiscal year and the April 15 certification date.",
    ],
    whyUs: [
      {
        icon: "clipboard-check",
        title: "Examiner-ready evidence",
        body: "Asset inventory, access reviews and MFA coverage kept current, not assembled the week before an exam.",
      },
      {
        icon: "cloud",
        title: "Small footprint, full capacity",
        body: "Cloud-first designs free up costly floor space now taken by server closets.",
      },
      {
        icon: "briefcase",
        title: "Planning for partners and CFOs",
        body: "A vCIO who talks budget and risk with your leadership, without jargon.",
      },
    ],
    faqs: [
      {
        question: "Does your service cover the Part 500 requirements added in 2023?",
        answer:
          "Largely, on the technical side: MFA for all remote and privileged access, an asset inventory, vulnerability management, logging and endpoint detection. We also support your incident response and continuity planning. Governance duties, such as the CISO's reports to the board, stay with you, and we give your CISO the data for them.",
      },
      {
        question: "How do you help law firms with client security audits?",
        answer:
          "Corporate clients send law firms long security questionnaires and sometimes audit them. We answer the technical questions with evidence, from encryption status to backup tests, and implement improvements the client requests. Questionnaires that used to take weeks come back in days.",
      },
      {
        question: "Can we keep some systems on-premises?",
        answer:
          "Yes. Some firms keep document management, trading or imaging systems on-site for latency or licensing reasons. We monitor and back them up exactly like cloud systems, and the roadmap reviews each one yearly to see whether hosting elsewhere makes sense.",
      },
      {
        question: "What happens when our building loses power or connectivity?",
        answer:
          "Staff switch to remote work on managed laptops while cloud services keep running. For on-site systems we coordinate with building management and your carrier, and shut down or fail over according to the runbook. Afterwards we review what happened and adjust it.",
      },
    ],
    ctaBody:
      "Tell us who examines or audits you, and we will show how our managed services would support that review in New York.",
  },
  texas: {
    title: "Managed IT services for Texas organisations, from the Energy Corridor to Silicon Hills",
    subtitle:
      "One agreement for monitoring, security, backup, helpdesk and planning, with resilience designed around ERCOT, Gulf hurricanes and multi-site growth.",
    description:
      "Managed IT services in Texas: 24/7 monitoring, security, backup and vCIO planning for Houston, Dallas, Austin and San Antonio firms, with grid-event resilience.",
    intro: [
      "Texas organisations grow fast, and their IT rarely keeps pace. A San Antonio healthcare group adds two clinics a year, an Austin software firm doubles its staff, and a Houston engineering contractor opens project offices wherever the work is. Managed services gives them a repeatable foundation: a standard build for each new site, centrally monitored networks, patching and EDR everywhere, and a vCIO who plans capacity before the next expansion.",
      "Resilience gets real attention here. The grid emergency of February 2021 and the long outages after Hurricane Beryl in 2024 showed how quickly a site can lose power for days. We design for it: critical systems in Azure or a colocation facility with generator backup, offices that fail gracefully on UPS, and helpdesk cover that keeps working when a whole metro is dark. TDPSA security expectations feed into the same roadmap.",
    ],
    whyUs: [
      {
        icon: "layers",
        title: "Repeatable site builds",
        body: "A standard network and device build lets a new Texas site open in weeks rather than months.",
      },
      {
        icon: "zap",
        title: "Designed for long outages",
        body: "Critical systems hosted where generators and fuel contracts exist, not in your office closet.",
      },
      {
        icon: "rocket",
        title: "A vCIO who plans for growth",
        body: "Capacity, licences and budget planned a year ahead of your next expansion.",
      },
    ],
    faqs: [
      {
        question: "How do you plan for multi-day power outages like Beryl or Uri?",
        answer:
          "We identify which systems must keep running and host them in Azure or a Tier III colocation site with generator backup. Offices are designed to shut down cleanly and restart in order. Staff work from wherever they have power, using cloud apps and managed laptops.",
      },
      {
        question: "Can you support rapid growth across several Texas cities?",
        answer:
          "Yes. We keep a standard build for networks, devices and Microsoft 365, so opening an office in Plano or McAllen follows a checklist instead of a design exercise. Hardware comes through our distributors and is configured before it arrives.",
      },
      {
        question: "Do you work with oil, gas and energy companies?",
        answer:
          "We support the corporate IT of energy companies: offices, engineering workstations, Microsoft 365 and field laptops. Operational technology such as SCADA stays with specialist teams, and we build the boundary between corporate and OT networks together with them.",
      },
      {
        question: "What does the quarterly vCIO review cover?",
        answer:
          "It covers SLA results, security posture, asset age, licence use and the project pipeline, ending with a costed plan for the next two quarters. Texas clients often add grid readiness and expansion planning to the agenda.",
      },
    ],
    ctaBody:
      "Share your Texas footprint and growth plans, and we will quote managed services with a resilience plan for each site.",
  },
  "karnataka-india": {
    title: "Managed IT services for Karnataka's GCCs, SaaS firms and engineering centres",
    subtitle:
      "IT run as a service across Bengaluru and Mysuru offices: monitoring, security, backup, helpdesk and planning, aligned with CERT-In, DPDP and your global policies.",
    description:
      "Managed IT services in Karnataka: 24/7 monitoring, security, backup, helpdesk and planning for Bengaluru GCCs and SaaS firms, aligned to CERT-In and DPDP.",
    intro: [
      "Global capability centres in Bengaluru are expected to run like their parent company's IT, often with a fraction of the team. Managed services closes that gap. We operate monitoring, patching, EDR, backup and the helpdesk to the parent's standards, report in the formats headquarters uses, and provide a local service manager who joins governance calls with the global CIO's office. SaaS companies in Koramangala or Indiranagar get the same model at startup scale.",
      "India-specific rules sit alongside global ones. CERT-In's directions ask for six-hour incident reporting, 180-day log retention in India and synchronised clocks, while the DPDP Act and its Rules set out how personal data must be protected, with duties phasing in. Our quarterly review maps both against your controls. Designs also account for Bengaluru's realities, such as ISP outages and monsoon flooding along parts of the Outer Ring Road.",
    ],
    whyUs: [
      {
        icon: "building-2",
        title: "Headquarters-grade operations",
        body: "Operations run to your parent company's policies and are reported in its formats.",
      },
      {
        icon: "shield-check",
        title: "Indian rules in the same plan",
        body: "CERT-In and DPDP requirements tracked beside your SOC 2 or ISO 27001 controls.",
      },
      {
        icon: "rocket",
        title: "Ready for each hiring wave",
        body: "Capacity, licences and seats planned before the next batch of joiners arrives.",
      },
    ],
    faqs: [
      {
        question: "Can you run IT for a new GCC from day one?",
        answer:
          "Yes. We can design the office network and identity integration with your parent company, procure and image devices, and run operations from the first joiner onwards. Many GCCs start with us and later build an internal team, in which case we hand over documentation and runbooks.",
      },
      {
        question: "How do you handle CERT-In's 180-day log retention requirement?",
        answer:
          "Firewalls, identity systems and servers forward their logs to a SIEM or log store hosted in India and retained for at least 180 days. Clock sources point to NIC or NPL servers. We also test that logs can be searched quickly, because a six-hour report needs answers fast.",
      },
      {
        question: "Do you support data residency requirements under DPDP?",
        answer:
          "The DPDP Act allows cross-border transfers except to countries the government restricts by notification, but sector regulators such as RBI set their own localisation rules. Many clients keep sensitive data in Indian cloud regions regardless. We can host workloads in Azure Central India or AWS Mumbai and document where each dataset lives.",
      },
      {
        question: "What reporting do we get?",
        answer:
          "Monthly reports cover SLAs, security posture, patch compliance, backup success and open risks, in your headquarters' template if it has one. Quarterly reviews add a roadmap and budget, and we join global IT governance calls when asked.",
      },
    ],
    ctaBody:
      "Tell us how your Bengaluru centre reports to headquarters, and we will propose an operating model that fits it.",
  },
  "maharashtra-india": {
    title: "Managed IT services for Maharashtra's financial, industrial and media firms",
    subtitle:
      "Fixed-fee operations, security and planning for organisations in Mumbai, Pune, Thane and Nagpur, with controls that line up with RBI, SEBI and IRDAI expectations.",
    description:
      "Managed IT services in Maharashtra: monitoring, security, backup, helpdesk and planning for Mumbai BFSI and Pune industry, aligned with RBI and SEBI rules.",
    intro: [
      "For a Mumbai NBFC, insurer or asset manager, IT operations are examined as closely as the balance sheet. Our managed services run monitoring, patching, EDR, backups and the helpdesk under documented procedures, with maker-checker approval for changes and every privileged session recorded. When RBI inspectors, SEBI's cyber auditors or IRDAI ask for evidence, your team pulls it from our reports instead of reconstructing it.",
      "Beyond financial services, Maharashtra's industry needs steady infrastructure. Pune's auto and engineering suppliers run ERP and PLM systems that must stay up across three shifts, Navi Mumbai hosts data centres where many clients colocate their core servers, and Nagpur's growing logistics hubs need reliable links to head office. We plan capacity and refresh cycles for each, and build monsoon resilience into every site design.",
    ],
    whyUs: [
      {
        icon: "check-circle-2",
        title: "Maker-checker built in",
        body: "Every change is requested, approved and recorded by different people, as financial regulators expect.",
      },
      {
        icon: "server",
        title: "At home in colocation",
        body: "We manage your racks in Mumbai and Navi Mumbai data centres, including remote-hands coordination.",
      },
      {
        icon: "settings",
        title: "Industrial uptime",
        body: "ERP and PLM systems for Pune plants patched in agreed windows, never mid-shift.",
      },
    ],
    faqs: [
      {
        question: "How do your managed services align with RBI's IT governance directions?",
        answer:
          "RBI expects documented IT governance, change and patch management, access control, logging and tested business continuity. Our processes produce records for each of those. We don't replace your CISO or IT strategy committee, but we supply the operational evidence they review.",
      },
      {
        question: "Can you manage our servers in a Navi Mumbai data centre?",
        answer:
          "Yes. We monitor and patch servers and storage in colocation, manage the firewalls and switches in your racks, and book remote hands with the operator for physical tasks. Backups replicate to a second site in another seismic and flood zone, such as Chennai or Hyderabad.",
      },
      {
        question: "What does a Pune manufacturer get from managed services?",
        answer:
          "Stable ERP, PLM and file servers, patched on schedule outside production hours, plus monitored networks at every plant and office. The vCIO plans hardware refreshes and licence renewals with your finance team, so budgets hold.",
      },
      {
        question: "How do you deal with the monsoon in Mumbai?",
        answer:
          "Critical systems are hosted in data centres built above flood levels, and offices are designed so staff can switch to remote work. Before each monsoon we test failover and remote access, and on red-alert days we watch site connectivity closely.",
      },
    ],
    ctaBody:
      "Share your entities, sites and regulators in Maharashtra, and we will propose managed services your auditors can trace.",
  },
  "tamil-nadu-india": {
    title: "Managed IT services for Tamil Nadu manufacturers, BPOs and SaaS companies",
    subtitle:
      "Monitoring, security, backup, helpdesk and planning for organisations in Chennai, Coimbatore, Hosur and the Sriperumbudur–Oragadam belt.",
    description:
      "Managed IT for Tamil Nadu plants in Hosur and Coimbatore and for Chennai's BPO and SaaS firms: 24/7 monitoring, security, backup, cyclone-ready plans.",
    intro: [
      "Tamil Nadu's manufacturers run IT that directly affects production. A tier-one auto supplier in Oragadam exchanges EDI and drawings with global OEMs, an electronics contract manufacturer near Sriperumbudur runs MES and traceability systems, and a Coimbatore foundry depends on ERP for every dispatch. Our managed services keep those systems monitored, patched and backed up, with change windows agreed around the production calendar.",
      "Chennai's BPO and SaaS companies need something different: hundreds of agent desktops or developer laptops, VDI and softphone platforms, and client contracts with strict security clauses. We run those estates with the controls clients audit, and the quarterly review covers northeast monsoon readiness, since the floods of 2015 and 2023 showed how quickly the city can stop. Backups replicate to another region, and agents can switch to home working.",
    ],
    whyUs: [
      {
        icon: "settings",
        title: "Changes on the production calendar",
        body: "Patches and upgrades scheduled around the shutdowns and shift changes your plant already plans.",
      },
      {
        icon: "clipboard-check",
        title: "Ready for client audits",
        body: "BPO and SaaS controls evidenced for client audits, ISO 27001 and SOC 2.",
      },
      {
        icon: "database-backup",
        title: "Cyclone-tested recovery",
        body: "Replication outside Chennai and a yearly failover test ahead of the monsoon.",
      },
    ],
    faqs: [
      {
        question: "Can managed services support our OEM customers' security requirements?",
        answer:
          "Yes. OEMs increasingly ask suppliers for TISAX labels or contract clauses covering drawing exchange, access control and incident reporting. We implement the IT controls, keep the evidence and join customer audits for the technical sections.",
      },
      {
        question: "How do you run IT for a BPO with client-specific security rules?",
        answer:
          "Each client process gets its own documented controls: network segmentation, USB and print restrictions, clean-desk enforcement through VDI and regular access reviews. Evidence is kept per client, which makes audits by US and UK clients much simpler.",
      },
      {
        question: "What protects our Chennai operations from cyclones and flooding?",
        answer:
          "Critical systems are hosted in data centres designed for flood risk, with backups replicated to another region such as Mumbai or Hyderabad. Each September we test failover and remote working, and we revise the plan after every season.",
      },
      {
        question: "Do you manage sites across the state?",
        answer:
          "Yes. Sites in Hosur, Coimbatore, Madurai and Tiruchirappalli are managed remotely on standard network builds, with local partners for physical work. Every site appears in the same monthly report.",
      },
    ],
    ctaBody:
      "Tell us about your plants, delivery centres and customers' audits, and we will scope managed services for Tamil Nadu.",
  },
};

const MSP_OUTSOURCING_COPY: Record<RegionSlug, RegionalCopy> = {
  california: {
    title: "MSP outsourcing for California managed service providers",
    subtitle:
      "White-label helpdesk, NOC and project engineers who work in your PSA under your brand, so your Bay Area or SoCal MSP can grow without Bay Area hiring costs.",
    description:
      "MSP outsourcing for California MSPs: white-label helpdesk, 24/7 NOC and project engineers working in your ConnectWise or Autotask PSA, under your brand.",
    intro: [
      "Hiring a Tier 2 engineer in San Jose or Irvine now takes months and a salary many MSP margins can't carry. We give California MSPs another route: white-label engineers who log into your ConnectWise Manage, Autotask or HaloPSA, answer your clients as your company and follow your escalation rules. You keep the client relationship and the margin; we supply the hands and the hours, including nights and weekends.",
      "Your clients' obligations become ours when we work their tickets. California MSPs often support healthcare, legal and software clients subject to CCPA, HIPAA or SOC 2, so our engineers use named accounts with least-privilege access, sessions are recorded in ConnectWise Control or ScreenConnect, and no client data leaves your tools. We sign your NDA and, where you need one, a subcontractor BAA.",
    ],
    whyUs: [
      {
        icon: "clock",
        title: "Matched to your Pacific day",
        body: "Our US engineers work your hours, and the overnight queue is cleared before your team logs in.",
      },
      {
        icon: "shield-check",
        title: "A subcontractor clients accept",
        body: "NDA, BAA and security questionnaire answers ready when your clients ask who else touches their systems.",
      },
      {
        icon: "user-check",
        title: "Engineers you can interview",
        body: "Named engineers you meet first, with the option to scale down on 30 days' notice.",
      },
    ],
    faqs: [
      {
        question: "Will your engineers really represent our brand?",
        answer:
          "Yes. They answer your phone line, send email from your domain and sign tickets with your company name. Scripts, tone and escalation rules come from you, and clients see no sign of a third party unless you choose to tell them.",
      },
      {
        question: "Which PSA and RMM tools do you work in?",
        answer:
          "Daily: ConnectWise Manage, Automate and Control, Datto Autotask and RMM, HaloPSA, N-able and NinjaOne, with documentation in IT Glue or Hudu. We use your instance and licences, so your data and reporting stay complete.",
      },
      {
        question: "How do you handle clients with HIPAA or CCPA obligations?",
        answer:
          "We sign a subcontractor BAA where required and follow your client-specific access rules. Engineers reach only the tenants and devices assigned to them, and every remote session is recorded. Personal data is never copied out of your systems.",
      },
      {
        question: "How is MSP outsourcing priced?",
        answer:
          "Usually per dedicated engineer per month, or per endpoint for NOC and after-hours cover. Prices are fixed for the term and listed in the agreement, with no markup hidden in tooling, because the tools are yours.",
      },
    ],
    ctaBody:
      "Tell us which queues and hours your California team wants off its plate, and we will propose a white-label setup.",
  },
  florida: {
    title: "MSP outsourcing for Florida MSPs that need cover when storms hit",
    subtitle:
      "White-label helpdesk, NOC and after-hours engineers in your tools, with a team outside Florida that keeps your clients supported while your own staff evacuate.",
    description:
      "MSP outsourcing for Florida MSPs: white-label helpdesk and NOC in your PSA, after-hours cover and storm-season surge support from engineers outside the state.",
    intro: [
      "Every Florida MSP knows the week after a hurricane: clients' offices dark, phones ringing nonstop, and your own engineers dealing with flooded homes and fuel lines. Our white-label team is built for that moment. Because our engineers sit outside the state, we can take your phones and queues at short notice, work in your PSA under your name and keep clients informed while your team recovers.",
      "Between storms, Florida MSPs use us to scale. Many serve medical practices, condo associations, marinas and hospitality groups from Miami to Pensacola, and those clients want fast answers late into the evening. We provide after-hours and weekend cover, NOC monitoring in your RMM, and project engineers for Microsoft 365 migrations and firewall refreshes, for a fixed monthly fee per engineer or endpoint.",
    ],
    whyUs: [
      {
        icon: "life-buoy",
        title: "Storm surge capacity",
        body: "Extra engineers on your queues within hours when a hurricane hits your service area.",
      },
      {
        icon: "clock",
        title: "Evenings and weekends covered",
        body: "Your clients' after-hours calls answered live in your name, so your team gets real time off.",
      },
      {
        icon: "shield-check",
        title: "Ready for medical clients",
        body: "Engineers trained on medical-practice environments, with subcontractor BAAs signed where needed.",
      },
    ],
    faqs: [
      {
        question: "How quickly can you add capacity during a hurricane?",
        answer:
          "If we already cover part of your queue, we can usually add engineers to your phones and tickets the same day. New partners should onboard before June, so that runbooks and access are in place. A storm is a bad time to be sharing admin credentials.",
      },
      {
        question: "Can you cover our Central Time clients in the Panhandle?",
        answer:
          "Yes. SLA calendars are set per client in your PSA, so Pensacola and Panama City clients are measured on their local clock. The desk works 24/7, so the hour's difference never leaves a gap.",
      },
      {
        question: "Do you support PCI DSS environments for our hospitality clients?",
        answer:
          "Yes. Our engineers follow your PCI procedures for segmented networks, point-of-sale systems and access logging. We never handle cardholder data ourselves, and work on in-scope systems is recorded and documented for your assessor.",
      },
      {
        question: "What do you need from us to start?",
        answer:
          "Access to your PSA and RMM under named accounts, your escalation matrix and runbooks for your largest clients. We shadow your team for two weeks on live tickets, then take over the agreed queues.",
      },
    ],
    ctaBody:
      "Set up a surge plan with us before hurricane season, and your Florida clients will hear your name on every call.",
  },
  illinois: {
    title: "MSP outsourcing for Illinois MSPs serving Chicagoland and downstate",
    subtitle:
      "White-label engineers in your PSA and RMM, covering nights, weekends and overflow for MSPs with clients in Chicago's finance, manufacturing and logistics sectors.",
    description:
      "Illinois MSP outsourcing: white-label engineers in your PSA and RMM covering nights, weekends and overflow for Chicago finance and manufacturing clients.",
    intro: [
      "Chicagoland MSPs compete for engineers with banks, trading firms and large consultancies downtown, and they often lose. Our white-label engineers give you capacity without that fight. They work inside your ConnectWise, Autotask or HaloPSA instance, pick up your RMM alerts and answer clients in your name, whether the caller is a logistics firm in Bensenville, a law office in the Loop or a clinic in Peoria.",
      "Illinois clients bring regulatory edges, and our team works within them. BIPA-sensitive systems such as biometric time clocks are handled exactly as your runbooks say, without improvisation. Manufacturing clients working toward CMMC get engineers who understand why every change needs a record. And when winter storms flood your queue with remote-access tickets, we add people to it rather than letting SLAs slip.",
    ],
    whyUs: [
      {
        icon: "user-check",
        title: "Engineers who stay",
        body: "Dedicated engineers remain on your account and learn your clients instead of rotating monthly.",
      },
      {
        icon: "file-text",
        title: "Runbook discipline",
        body: "BIPA, CMMC and client-specific procedures followed step by step, with every action logged.",
      },
      {
        icon: "cloud",
        title: "Winter overflow",
        body: "Extra hands on your queue when a polar vortex sends every client home at once.",
      },
    ],
    faqs: [
      {
        question: "Do your engineers stay on our account?",
        answer:
          "Yes. Dedicated engineers are assigned to your MSP and stay unless you ask for a change. They learn your clients' environments over time, which is what makes them productive. If someone leaves, their replacement overlaps with them for a proper handover.",
      },
      {
        question: "Can you work alongside our existing Chicago team?",
        answer:
          "That is the usual arrangement. Your engineers keep client relationships and on-site work, and we take agreed queues such as overnight alerts or first-line calls. Everyone uses the same PSA boards, so work passes between teams without email chains.",
      },
      {
        question: "How do you protect our clients' data?",
        answer:
          "Engineers use named accounts with MFA, reach only assigned clients and work through recorded remote sessions. Our staff sign confidentiality agreements, complete security training and pass background checks. We will also complete your security questionnaire or your clients' vendor assessments.",
      },
      {
        question: "Can you help with CMMC-bound manufacturing clients?",
        answer:
          "We support the technical controls and documentation those clients need, following your system security plan. Where a client handles controlled unclassified information, we agree with you in advance which work must stay with US persons and staff it from our US team.",
      },
    ],
    ctaBody:
      "Tell us where your Illinois team is stretched, and we will suggest which queues to hand over first.",
  },
  "new-york": {
    title: "MSP outsourcing for New York MSPs with demanding clients",
    subtitle:
      "White-label helpdesk, NOC and senior engineers for MSPs serving finance, legal and media clients in the five boroughs, with the controls your clients' regulators expect.",
    description:
      "New York MSP outsourcing: white-label service desk, round-the-clock NOC and senior engineers, with controls suited to NYDFS-regulated and legal clients.",
    intro: [
      "New York MSPs sell to demanding buyers: hedge funds that expect answers in minutes, law firms with client audits, agencies working all night before a pitch. Meeting those expectations around the clock with a local team is expensive, and burnout is common. Our white-label engineers share the load, answering your lines in your name, working your RMM alerts and taking the late shifts that wear your people out.",
      "Because many of your clients fall under NYDFS Part 500 or face vendor-risk reviews, so do their subcontractors. Our engineers use MFA-protected named accounts, work through recorded sessions and follow the least-privilege model your clients' CISOs want to see. When an examiner or client audit asks who touched a system, your PSA and session logs answer it, because our work happens inside your tools.",
    ],
    whyUs: [
      {
        icon: "shield-check",
        title: "Built for vendor-risk reviews",
        body: "We answer your clients' third-party security questionnaires and evidence our own controls.",
      },
      {
        icon: "clock",
        title: "Late-night cover",
        body: "Urgent evening and weekend calls from your clients answered live, in your name.",
      },
      {
        icon: "server",
        title: "Senior depth on tap",
        body: "L3 engineers for Azure, Intune and network work when your own seniors are booked.",
      },
    ],
    faqs: [
      {
        question: "Will our NYDFS-regulated clients accept a subcontractor?",
        answer:
          "Part 500 requires covered entities to manage third-party service provider risk, which extends to MSPs and their subcontractors. We provide what their due diligence asks for: security policies, MFA and access controls, training records and incident notification commitments. The decision stays with your client.",
      },
      {
        question: "Can your engineers handle Macs and creative agencies?",
        answer:
          "Yes. We support macOS managed through Jamf or Intune, Adobe Creative Cloud licensing, large-file storage and the network gear agencies use. Your agency clients see the same service quality on Mac and Windows tickets.",
      },
      {
        question: "How do you report on our clients?",
        answer:
          "Every month we report per client: tickets handled, response and resolution times, escalations and notable issues. Your account managers can take the report, branded with your name, straight into their client reviews.",
      },
      {
        question: "What notice do you need to scale up or down?",
        answer:
          "Adding an engineer usually takes two to three weeks including shadowing. Scaling down needs 30 days' notice under our standard terms, so you never carry capacity you don't need.",
      },
    ],
    ctaBody:
      "Tell us about your New York clients and their auditors, and we will show how our engineers fit your controls.",
  },
  texas: {
    title: "MSP outsourcing for Texas MSPs growing across the state",
    subtitle:
      "White-label helpdesk, NOC and project engineers for MSPs from the Metroplex to the Gulf Coast, with surge cover for grid emergencies and storms.",
    description:
      "For Texas MSPs: white-label helpdesk, overnight NOC and project engineers in your tools, plus surge cover during ERCOT alerts, freezes and Gulf hurricanes.",
    intro: [
      "Texas MSPs grow quickly, often by acquisition, and end up with mixed tool stacks and stretched engineers. We help you absorb that growth. Our white-label team works in whichever PSA and RMM you run, including both during a platform consolidation, takes first-line calls and NOC alerts under your name, and frees your senior engineers to standardise the clients you have just acquired.",
      "Texas weather turns quiet weeks into crises. When ERCOT asks for conservation or a freeze cuts power across a metro, every client calls at once and alerts pile up as sites drop offline. We plan surge capacity with you before the season, so extra engineers can join your queues at short notice. Our team works from outside Texas, so the grid event that hits your clients doesn't hit us.",
    ],
    whyUs: [
      {
        icon: "layers",
        title: "Consolidation-friendly",
        body: "We work in two PSAs or RMMs at once while you merge acquired MSPs onto one stack.",
      },
      {
        icon: "zap",
        title: "Grid-event surge",
        body: "Pre-agreed surge capacity keeps your queues under control during statewide outages.",
      },
      {
        icon: "users",
        title: "Used to field-heavy clients",
        body: "Experience with construction, energy and logistics clients whose staff rarely sit at a desk.",
      },
    ],
    faqs: [
      {
        question: "Can you work in both our old and new PSA while we consolidate?",
        answer:
          "Yes. Acquisitions often leave an MSP running ConnectWise for one group of clients and Autotask or HaloPSA for another. Our engineers work in both until you cut over, and we help move configurations and documentation to the surviving platform.",
      },
      {
        question: "How does surge support work during a grid emergency?",
        answer:
          "We agree a surge plan in advance: how many extra engineers, which queues and what they may do. When you trigger it, engineers who already know your runbooks join your boards, and the extra hours are billed at pre-agreed rates.",
      },
      {
        question: "Do you support clients in El Paso and other Mountain Time areas?",
        answer:
          "Yes. SLA calendars in your PSA are set per client, so El Paso clients are measured against their local business day. Round-the-clock coverage means the time difference never creates gaps.",
      },
      {
        question: "Can you take over our overnight NOC?",
        answer:
          "Yes. We watch your RMM and network alerts overnight, resolve what the runbooks allow and page your on-call engineer only for issues that need them. Each morning your team gets a summary of what happened and what is still open.",
      },
    ],
    ctaBody:
      "Share your Texas client base and tool stack, and we will plan white-label cover and a surge plan for storm season.",
  },
  "karnataka-india": {
    title: "MSP outsourcing in Karnataka for MSPs serving Bengaluru and the world",
    subtitle:
      "White-label helpdesk, NOC and engineering capacity for Indian MSPs supporting Bengaluru's tech sector, and for overseas MSPs that want an India-based team on US hours.",
    description:
      "MSP outsourcing in Karnataka: white-label helpdesk, NOC and engineers for Bengaluru MSPs and overseas MSPs, with US-hours shifts and CERT-In-aware practices.",
    intro: [
      "Bengaluru has a busy MSP market of its own, serving startups, GCCs and SMBs along the Outer Ring Road and in Electronic City. Those MSPs face the same constraint as anywhere else: experienced engineers are snapped up by product companies and captive centres. We provide white-label helpdesk, NOC and L2–L3 capacity so Karnataka MSPs can take on bigger clients without hiring ahead of revenue.",
      "Overseas MSPs come to us for a different reason: India-based engineers who work US or European hours in their PSA. We run those shifts with proper overlap, usually a 30- to 60-minute handover with your own team, and follow CERT-In's logging and incident-reporting rules for work done in India. For clients with data-residency questions, we document exactly which systems our engineers can reach and from where.",
    ],
    whyUs: [
      {
        icon: "globe",
        title: "Two markets understood",
        body: "Experience serving Indian MSPs' local clients and overseas MSPs' US and UK clients.",
      },
      {
        icon: "users",
        title: "Real handovers",
        body: "A daily overlap with your team, so nothing is lost between shifts.",
      },
      {
        icon: "lock",
        title: "Access your clients can review",
        body: "Named accounts, MFA and recorded sessions, documented for your clients' security reviews.",
      },
    ],
    faqs: [
      {
        question: "What shifts can your team work for a US-based MSP?",
        answer:
          "We staff US business hours from India with evening and night shifts in IST, and 24/7 cover where you need it. Each shift overlaps your team for handover, typically at the start of your morning and the end of your day.",
      },
      {
        question: "Do you support Indian MSPs serving Bengaluru GCCs?",
        answer:
          "Yes. GCCs often expect their MSP to meet the parent company's standards, including ITIL processes, ServiceNow integration and strict access controls. We provide engineers who already work that way, under your brand.",
      },
      {
        question: "How do CERT-In directions affect outsourced MSP work?",
        answer:
          "Service providers operating in India must report certain cyber incidents to CERT-In within six hours and keep logs for 180 days. We follow those rules for our own systems and help you define how incidents on client systems are escalated and reported.",
      },
      {
        question: "How do we start without disrupting our clients?",
        answer:
          "We begin with a fit call, then two weeks of shadowing on live tickets with your engineers reviewing our work. Queues move over gradually, lowest-risk first, and you decide when each client is ready.",
      },
    ],
    ctaBody:
      "Whether your clients are in Bengaluru or Boston, tell us your queues and hours and we will propose a team.",
  },
  "maharashtra-india": {
    title: "MSP outsourcing in Maharashtra for MSPs serving Mumbai and Pune",
    subtitle:
      "White-label service desk, NOC and SOC support for MSPs with BFSI, manufacturing and media clients, and for global MSPs that want India-based engineers on their queues.",
    description:
      "MSP outsourcing in Maharashtra: white-label service desk, NOC and SOC support for MSPs with Mumbai BFSI and Pune manufacturing clients, under your brand.",
    intro: [
      "MSPs in Mumbai and Pune often win clients with serious obligations: a cooperative bank under RBI supervision, a stockbroker under SEBI's cyber framework, a Chakan supplier with an OEM audit coming up. Delivering to those standards at night and at weekends is where small MSP teams struggle. Our white-label engineers take on that work in your PSA, following the change approvals and logging your clients' regulators expect.",
      "For overseas MSPs, Maharashtra's regulated clients show that Indian delivery can meet strict standards. Our engineers support US and European clients on your queues with the documented processes that Mumbai's BFSI sector demands: approvals before changes, recorded privileged sessions and evidence exported on request. Monsoon disruption doesn't reach your queue, because every shift already works remotely over tested, redundant connectivity.",
    ],
    whyUs: [
      {
        icon: "clipboard-check",
        title: "Regulated-client habits",
        body: "Change approval, session recording and log retention are standard for every client you give us.",
      },
      {
        icon: "shield-check",
        title: "SOC when clients need it",
        body: "Optional SIEM triage and incident escalation for clients whose regulators expect continuous monitoring.",
      },
      {
        icon: "cloud",
        title: "Monsoon-proof shifts",
        body: "Remote-first engineers on redundant links, so heavy-rain days don't empty your queue.",
      },
    ],
    faqs: [
      {
        question: "Can your engineers support our RBI-regulated clients?",
        answer:
          "Yes. We follow your clients' change-management and access procedures, including maker-checker approvals and privileged session recording. Our staff complete background checks and security training, and we supply the documents your clients need for the outsourcing due diligence RBI expects.",
      },
      {
        question: "Do you provide SOC services to MSPs?",
        answer:
          "We can add SOC monitoring for clients who need it: SIEM alert triage, SentinelOne or Defender investigations and incident escalation to your team. SEBI's CSCRF and similar frameworks expect continuous monitoring, which is hard for a small MSP to staff alone.",
      },
      {
        question: "Can you support Pune manufacturing clients with shift operations?",
        answer:
          "Yes. We cover plant IT around shift changes, support ERP and office networks, and respect the OT boundaries your client defines. Maintenance windows are booked in your PSA, so the plant knows exactly when we are working.",
      },
      {
        question: "How do you price MSP outsourcing for Indian MSPs?",
        answer:
          "Indian MSPs usually contract per dedicated engineer per month in INR, with SOC and NOC priced per endpoint or device. Terms are fixed for the contract period, and invoices are GST-compliant.",
      },
    ],
    ctaBody:
      "Tell us about your Mumbai and Pune clients and their regulators, and we will propose white-label cover that satisfies them.",
  },
  "tamil-nadu-india": {
    title: "MSP outsourcing in Tamil Nadu for MSPs serving Chennai and the industrial belt",
    subtitle:
      "White-label helpdesk, NOC and plant-aware engineers for MSPs with clients in Chennai, Sriperumbudur, Hosur and Coimbatore, plus round-the-clock cover for overseas MSPs.",
    description:
      "MSP outsourcing in Tamil Nadu: white-label helpdesk, NOC and engineers for MSPs with Chennai, Hosur and Coimbatore clients, plus 24/7 cover for overseas MSPs.",
    intro: [
      "Chennai's MSPs support a demanding mix: BPO floors with hundreds of seats, SaaS companies on the OMR corridor, and manufacturing plants in the Sriperumbudur and Oragadam belt that run through the night. Covering all of that with a small team means someone is always on call. Our white-label engineers take the night shift, weekend queues and overflow in your PSA, under your name, so your team can focus on projects and clients.",
      "Manufacturing clients bring their own needs. Plants depend on MES, ERP and label printing that can't stop mid-shift, and their OEM customers ask for TISAX or IATF-aligned controls. Our engineers follow your client runbooks to the letter, book changes around shift patterns and leave OT systems to the people who own them. Overseas MSPs get the same discipline, with cover across US and UK hours.",
    ],
    whyUs: [
      {
        icon: "settings",
        title: "Plant-aware engineers",
        body: "Shift-aware change windows and clear OT boundaries for your manufacturing clients.",
      },
      {
        icon: "headset",
        title: "Comfortable at BPO scale",
        body: "Experience with seat-heavy clients, where every idle agent desktop costs money.",
      },
      {
        icon: "life-buoy",
        title: "Cover through cyclones",
        body: "A distributed team keeps your queues staffed while Chennai is under a cyclone warning.",
      },
    ],
    faqs: [
      {
        question: "Can you support our BPO clients' agent floors?",
        answer:
          "Yes. We handle agent desktops, VDI sessions, softphones, headsets and network issues quickly, because each idle seat hits your client's SLA. Our engineers work to your client's security rules, including restricted USB and printing and separate networks per process.",
      },
      {
        question: "How do you handle manufacturing clients' OT boundaries?",
        answer:
          "We document with you exactly where IT ends and OT begins at each plant. Our engineers support the IT side, such as ERP users, office networks and servers, and pass anything touching PLCs or SCADA to the client's engineering team with full notes.",
      },
      {
        question: "What happens to our queue during a cyclone in Chennai?",
        answer:
          "Our team works remotely from several locations, so a storm in Chennai doesn't take your queue offline. During warnings we add engineers to your boards, prioritise client sites that lose power or connectivity and keep your service managers updated.",
      },
      {
        question: "Do you work with MSPs outside India?",
        answer:
          "Yes. US, UK and Australian MSPs use us for overnight and weekend cover and for dedicated engineers during their business hours. We work in your PSA and RMM, under your brand, with shift overlaps for handover.",
      },
    ],
    ctaBody:
      "Tell us about your Chennai, Hosur or overseas clients, and we will plan white-label cover around their shifts.",
  },
};

const TECHNICAL_SUPPORT_COPY: Record<RegionSlug, RegionalCopy> = {
  california: {
    title: "Technical support services for California companies and software vendors",
    subtitle:
      "Tiered L1–L3 support for your staff or your customers, with Pacific-hours coverage, follow-the-sun escalation and engineers who take a fault to root cause.",
    description:
      "Technical support in California: L1–L3 tiers for staff and customers, product support for SaaS vendors, Pacific-hours cover and follow-the-sun escalation.",
    intro: [
      "California software companies often discover that their engineers have become the support team. A SaaS firm in SoMa or Santa Monica answering customer tickets in Slack between sprints is paying senior salaries for L1 work. We take the first and second tiers: customer tickets in your Zendesk or Jira Service Management, answered under your brand, with clean escalations to your developers when a bug is real.",
      "For companies supporting their own staff, the same tiering applies internally. L1 handles passwords, access and common faults; L2 takes application and device problems through ConnectWise Control; L3 engineers work Azure, network and server issues to root cause. Pacific Time closes the mainland US business day last, so our India team picks up open escalations overnight, and a problem raised at 4 p.m. in Los Angeles is moving again by morning.",
    ],
    whyUs: [
      {
        icon: "rocket",
        title: "Developers stay on the roadmap",
        body: "Your engineers receive reproducible bug reports, not forwarded customer emails.",
      },
      {
        icon: "globe",
        title: "Escalations that follow the sun",
        body: "Open L2 and L3 cases keep moving overnight instead of waiting for the next Pacific morning.",
      },
      {
        icon: "lock",
        title: "Privacy-aware product support",
        body: "Customer data in tickets handled under CCPA-minded rules, with redaction where needed.",
      },
    ],
    faqs: [
      {
        question: "Can you support our SaaS product's customers?",
        answer:
          "Yes. After knowledge transfer, our engineers answer customer tickets in your help desk tool under your brand, reproduce issues in a test tenant and escalate genuine bugs to your engineering team with steps, logs and screenshots. Most clients start with L1 and add L2 after a few months.",
      },
      {
        question: "How do you learn our product?",
        answer:
          "We spend two to four weeks on knowledge transfer: recorded walkthroughs, shadowing your support staff and writing runbooks for your most common ticket types. The team then works tickets under review before going independent. The runbooks remain yours.",
      },
      {
        question: "What hours do you cover for California customers?",
        answer:
          "We cover the full Pacific business day from the US and extend into evenings and weekends as needed. For global customers we offer 24/7 coverage, with escalations passing between our US and India engineers.",
      },
      {
        question: "How do you handle customer personal data in tickets?",
        answer:
          "Engineers see only the data needed to resolve the ticket, and we follow your rules on redaction and retention. CCPA requests that arrive through support are tagged and routed to your privacy team instead of being answered by support staff.",
      },
    ],
    ctaBody:
      "Send us last quarter's ticket categories, and we will show which ones our California-hours team could take first.",
  },
  florida: {
    title: "Technical support services for Florida organisations, staffed around the clock",
    subtitle:
      "L1 to L3 support for employees and customers across Florida, with escalation paths that keep working when hurricane season disrupts local teams.",
    description:
      "Technical support services in Florida: tiered L1–L3 support for staff and customers, 24/7 escalation, and continuity that holds up through hurricane season.",
    intro: [
      "Florida organisations often support people spread over long distances: a healthcare network with clinics from Naples to Ocala, a property manager with communities on both coasts, a travel company whose customers call from all over the world. We provide tiered technical support for all of them. L1 engineers resolve common issues on first contact, L2 takes device and application faults, and L3 handles servers, networks and cloud platforms.",
      "What sets Florida apart is the calendar. From June to November, any week can bring a storm that closes offices and scatters local IT staff. Our support tiers run from outside the state, so escalations keep moving while your local team is offline. We also absorb the surge that follows a storm, from remote-access problems to failed equipment at reopened sites.",
    ],
    whyUs: [
      {
        icon: "layers",
        title: "Tiers that never close",
        body: "L1, L2 and L3 staffed outside Florida, so escalations keep moving through any storm.",
      },
      {
        icon: "shield-check",
        title: "Clinical systems experience",
        body: "Support for the EHR, imaging and scheduling systems used by Florida clinics and hospitals.",
      },
      {
        icon: "headset",
        title: "Customer-facing when needed",
        body: "Product support for your customers, answered in your brand and your help desk tool.",
      },
    ],
    faqs: [
      {
        question: "Can you provide technical support for a healthcare network?",
        answer:
          "Yes. We support clinical staff's devices, EHR access, imaging workstations and printers under a signed BAA. Complex faults go to the EHR or imaging supplier with the details they need, and we track the case until it is resolved.",
      },
      {
        question: "What happens to open escalations when a hurricane hits?",
        answer:
          "Nothing stops. Our L2 and L3 engineers work from outside Florida, so cases continue normally. Priorities shift, though: critical systems and remote access come first, then individual device issues as staff return.",
      },
      {
        question: "Do you support customers of Florida software or travel companies?",
        answer:
          "Yes. We answer your customers by phone, chat or email under your brand, and handle booking-system, app and account issues at L1 and L2. Anything that needs your developers is escalated with full reproduction steps.",
      },
      {
        question: "How do you measure support quality?",
        answer:
          "We track first-contact resolution, response and resolution times per tier, escalation rates and customer satisfaction surveys. The numbers are reported monthly, with the top ticket categories and the fixes we propose to reduce them.",
      },
    ],
    ctaBody:
      "Tell us who your Florida teams support and when, and we will design tiers that keep escalating through storm season.",
  },
  illinois: {
    title: "Technical support services for Illinois businesses, from Chicago to Champaign",
    subtitle:
      "L1–L3 support with a clear escalation path for firms in finance, manufacturing, logistics and healthcare, on Central-time SLAs with 24/7 incident cover.",
    description:
      "Technical support services in Illinois: L1–L3 tiers for Chicago finance, logistics and manufacturing firms, Central-time SLAs and 24/7 incident escalation.",
    intro: [
      "Illinois companies often run technology that is more specialised than it looks: trading platforms and market-data feeds in the Loop, warehouse management and EDI in the logistics corridor along I-55 and I-80, and ERP systems linking plants across the state. Our tiered support handles everyday faults at L1 and L2, and our L3 engineers know how to troubleshoot those systems with the vendor on the line.",
      "We draw escalation paths around your organisation. A regional insurer in Bloomington may want L1 and L2 from us and L3 kept in-house; a manufacturer in Rockford might outsource everything except its MES specialist. Central-time SLAs govern routine work, P1 incidents get a response within 15 minutes around the clock, and every hand-off between tiers is recorded so nothing stalls between teams.",
    ],
    whyUs: [
      {
        icon: "wrench",
        title: "Vendor-fluent L3",
        body: "Senior engineers who work a fault jointly with Microsoft, Cisco or your ERP vendor.",
      },
      {
        icon: "layers",
        title: "Your tiers, your split",
        body: "Outsource one tier or all three; the escalation path is drawn around your team.",
      },
      {
        icon: "network",
        title: "Logistics-aware",
        body: "Support for EDI, scanners and warehouse systems, where one fault can hold up trucks.",
      },
    ],
    faqs: [
      {
        question: "Can you support our warehouse and EDI systems?",
        answer:
          "We support the infrastructure those systems run on, such as servers, networks, scanners and printers, and handle L1 and L2 for the applications using your runbooks. For EDI mapping or WMS configuration, we work with your provider and escalate with logs and timestamps.",
      },
      {
        question: "What if we want to keep L3 in-house?",
        answer:
          "That is common. We handle L1 and L2, escalate to your engineers through your ticket system with full notes and agree response targets for each tier. Monthly reports show how many tickets reached L3 and why, so you can decide what to shift left.",
      },
      {
        question: "How do you handle P1 incidents at night?",
        answer:
          "An engineer responds within 15 minutes, assesses the impact and starts the runbook. If your on-call engineer is needed, we page them with the facts already gathered, and you receive a summary and timeline afterwards.",
      },
      {
        question: "Do you support downstate locations?",
        answer:
          "Yes. Offices and plants in Peoria, Springfield, Decatur and Champaign are supported the same way as Chicago, mostly remotely. Where hardware must be replaced, we arrange shipping or a vetted local technician.",
      },
    ],
    ctaBody:
      "Show us how your Illinois teams escalate today, and we will propose a tier split that removes the bottlenecks.",
  },
  "new-york": {
    title: "Technical support services for New York's finance, legal and media firms",
    subtitle:
      "Tiered support from first-line fixes to senior engineering, with security controls that suit NYDFS-regulated firms and response times that suit New York.",
    description:
      "Technical support services in New York: L1–L3 tiers for finance, legal and media firms, 15-minute P1 response and access controls that fit NYDFS expectations.",
    intro: [
      "The technology behind a New York firm is often specialised and unforgiving. A litigation team depends on document management and e-discovery tools at 11 p.m. before a filing, a fund's operations desk needs its OMS and Bloomberg terminals working before the open, and a newsroom can't lose its publishing system mid-story. Our tiered support matches that: L1 for everyday faults, L2 for applications and L3 engineers for infrastructure.",
      "Access is controlled the way regulated firms expect. Engineers work under named, MFA-protected accounts with the minimum privileges each tier needs, privileged actions happen in recorded sessions, and every escalation is timestamped. That supports the access-control and audit-trail requirements of NYDFS Part 500, and it gives your CISO a clear answer when an auditor asks who can reach what.",
    ],
    whyUs: [
      {
        icon: "lock",
        title: "Privileges by tier",
        body: "Each support tier gets only the access it needs, reviewed every quarter.",
      },
      {
        icon: "briefcase",
        title: "Specialist application support",
        body: "Experience with iManage, NetDocuments, Bloomberg, Adobe and publishing platforms.",
      },
      {
        icon: "clock",
        title: "Deadlines respected",
        body: "Tickets tied to filings, market opens or print deadlines move to the front of the queue.",
      },
    ],
    faqs: [
      {
        question: "Can you support legal applications such as iManage or NetDocuments?",
        answer:
          "Yes. Our L2 engineers handle profile issues, Outlook integration, check-in and check-out problems and permissions, escalating to the vendor when needed. We work with your records team to respect matter-level security.",
      },
      {
        question: "How do your access controls fit NYDFS Part 500?",
        answer:
          "Part 500 requires limited user access privileges, periodic access reviews and MFA for remote and privileged access. We provide tier-specific roles, quarterly reviews, MFA on every account and recorded sessions. Your compliance team can include that evidence in the annual certification.",
      },
      {
        question: "Do you support trading and market-data systems?",
        answer:
          "We support the workstations, networks and connectivity those systems rely on, and handle L1 and L2 for common issues with Bloomberg, LSEG Workspace and order management platforms. Vendor-specific faults are escalated to the vendor with logs and timestamps.",
      },
      {
        question: "Can you provide on-site support in Manhattan?",
        answer:
          "Most issues are resolved remotely. For hardware failures, office moves or executive support, we arrange visits by vetted technicians, usually the next business day and always quoted in advance.",
      },
    ],
    ctaBody:
      "Tell us which applications your New York teams can't work without, and we will map the support tiers around them.",
  },
  texas: {
    title: "Technical support services for Texas companies in energy, healthcare and tech",
    subtitle:
      "L1 to L3 support for office, field and plant users across Texas, with escalation that carries on through grid emergencies and Gulf Coast storms.",
    description:
      "Texas technical support: L1–L3 tiers for energy, healthcare and tech firms, help for field users, and escalation that holds through grid emergencies.",
    intro: [
      "Texas organisations support users in places most IT teams never see: engineers on drilling sites in the Permian Basin, nurses moving between buildings at the Texas Medical Center, technicians in Austin's chip fabs and drivers at DFW distribution hubs. Our tiered technical support reaches all of them by phone, chat and remote session, with L1 fixing the common problems and L2 and L3 taking the rest to resolution.",
      "When the grid is stressed or a storm comes ashore, support volume spikes just as local staff become unavailable. Our tiers are staffed outside Texas, so escalations continue and we can add engineers to cover the surge. Product companies in Austin and Dallas also use us for customer support, with our L1 and L2 teams working in their help desk tool and escalating real bugs to engineering.",
    ],
    whyUs: [
      {
        icon: "users",
        title: "Field-ready support",
        body: "Phone-first troubleshooting for users on rigs, job sites and hospital floors.",
      },
      {
        icon: "zap",
        title: "Surge-capable tiers",
        body: "Extra engineers added during grid events and storms, when ticket volume spikes.",
      },
      {
        icon: "briefcase",
        title: "Product support for Texas tech",
        body: "L1 and L2 customer support for Austin and Dallas software companies, under their brand.",
      },
    ],
    faqs: [
      {
        question: "Can you support users in remote field locations?",
        answer:
          "Yes. We troubleshoot rugged laptops, tablets, satellite and LTE connectivity and field applications by phone and remote session. If a device has to be replaced, we coordinate shipping to the nearest town or yard.",
      },
      {
        question: "How does technical support change during an ERCOT emergency?",
        answer:
          "Priorities shift: keeping critical systems reachable and helping users work offline or on hotspots comes first. Extra engineers can join to absorb the spike in calls, and once power is back we help bring systems up in the right order.",
      },
      {
        question: "Can you provide customer support for our software product?",
        answer:
          "Yes. Our engineers answer your customers under your brand in Zendesk, Freshdesk or Jira Service Management, resolve known issues and escalate bugs to your developers with reproduction steps. Coverage can be US business hours or 24/7.",
      },
      {
        question: "Do you support healthcare organisations in Houston and San Antonio?",
        answer:
          "Yes, under a signed BAA. We support clinical workstations, EHR access, printers and mobile devices, and escalate vendor issues with the detail suppliers need. Engineers follow HIPAA safeguards on any ticket that may involve patient information.",
      },
    ],
    ctaBody:
      "Tell us where your Texas users work and what they run, and we will propose tiers that reach every one of them.",
  },
  "karnataka-india": {
    title: "Technical support services in Karnataka for product companies and GCCs",
    subtitle:
      "L1–L3 product and IT support from India, covering Bengaluru's working day and your global customers' hours, with CERT-In-aware processes.",
    description:
      "Technical support in Karnataka: L1–L3 product and IT support for Bengaluru SaaS firms and GCCs, covering IST and overseas hours with CERT-In-aware processes.",
    intro: [
      "Bengaluru's SaaS companies sell to customers in the US, Europe and Australia, often with a support team sized for their home time zone. We extend it. Our L1 and L2 engineers answer customers under your brand in your help desk tool, reproduce issues in a staging tenant and hand real bugs to your engineers in Whitefield or Koramangala with logs, HAR files and exact steps. Your developers stay focused on the roadmap.",
      "GCCs use us differently: as internal technical support for thousands of employees across campuses, run to the parent company's ITIL processes. L1 handles access and common issues, L2 applications and devices, and L3 the infrastructure, all integrated with ServiceNow or Jira. Incidents that may be reportable to CERT-In are flagged immediately, because a six-hour reporting window leaves no room for slow escalations.",
    ],
    whyUs: [
      {
        icon: "file-text",
        title: "Bug reports developers like",
        body: "Logs, HAR files and reproduction steps, written the way your engineers want them.",
      },
      {
        icon: "globe",
        title: "All your customers' hours",
        body: "IST daytime plus evening and night shifts for US, European and Australian customers.",
      },
      {
        icon: "clipboard-check",
        title: "GCC-grade processes",
        body: "ITIL-aligned tiers integrated with ServiceNow or Jira, to your parent company's standards.",
      },
    ],
    faqs: [
      {
        question: "Can your team support our SaaS customers in the US and Europe?",
        answer:
          "Yes. We staff shifts matching your customers' business hours and reply from your support platform as part of your team. Macros and knowledge-base articles are written as we learn your product, so first-contact resolution improves month by month.",
      },
      {
        question: "Do you provide technical support for GCC employees?",
        answer:
          "Yes. We run L1–L3 support for GCC staff following the parent company's ITIL processes, SLAs and tooling. Reports come in the format your global IT organisation uses, and we join regional governance calls.",
      },
      {
        question: "How do you handle incidents that may be reportable to CERT-In?",
        answer:
          "Support engineers are trained to recognise the incident types CERT-In lists, such as unauthorised access or ransomware. Those tickets go to your security team at once, with the facts gathered so far. Logs from our tools are kept for 180 days to support any report.",
      },
      {
        question: "Can we start with L1 and expand later?",
        answer:
          "Yes, most clients do. We begin with L1 on a subset of ticket categories, measure quality for a month or two, then take on L2 and more categories as the runbooks mature. You approve each expansion.",
      },
    ],
    ctaBody:
      "Share your ticket volumes by time zone, and we will propose support shifts for your Bengaluru team and its customers.",
  },
  "maharashtra-india": {
    title: "Technical support services in Maharashtra for BFSI, industry and media",
    subtitle:
      "L1 to L3 support for Mumbai's financial firms, Pune's manufacturers and the state's media houses, with escalation paths and records that stand up to audit.",
    description:
      "Technical support services in Maharashtra: L1–L3 tiers for Mumbai BFSI, Pune manufacturing and media firms, with audit-ready records and 24/7 escalation.",
    intro: [
      "Technical support in Mumbai's financial sector has to be fast and fully recorded. Branch staff at a cooperative bank need core-banking terminals working before customers queue, relationship managers need CRM and video-KYC tools stable, and dealers need trading terminals up before the 9:15 open. Our L1 and L2 engineers resolve those issues quickly, and every ticket leaves a record that satisfies internal audit and regulatory inspection.",
      "Pune's manufacturers and Mumbai's media houses need different expertise. Plants depend on CAD, PLM and ERP systems where a licence-server fault idles a design team; studios in Goregaon and Andheri need render nodes, storage and editing suites kept running. Our L3 engineers handle those systems and work with vendors such as Dassault, Siemens, Autodesk and Adobe to resolve faults, with every escalation logged so nothing disappears between tiers.",
    ],
    whyUs: [
      {
        icon: "building-2",
        title: "Branch-first priority",
        body: "Branch and dealing-desk faults prioritised in the hours that matter to customers and markets.",
      },
      {
        icon: "cpu",
        title: "Engineering application depth",
        body: "L3 experience with CAD, PLM and ERP licence servers and their integrations.",
      },
      {
        icon: "monitor",
        title: "Media workflows supported",
        body: "Editing suites, shared storage and render nodes kept running for production teams.",
      },
    ],
    faqs: [
      {
        question: "Can you support bank branches across Maharashtra?",
        answer:
          "Yes. We handle branch desktops, passbook and laser printers, network links and access issues remotely, and coordinate with your core-banking vendor for application faults. Branch tickets raised during banking hours get priority.",
      },
      {
        question: "How do you keep support records audit-ready?",
        answer:
          "Each ticket records the requester, the approver where needed, the actions taken and timestamps. Privileged sessions are recorded, and reports can be filtered by system or branch for audits. Records are kept for the period your policy specifies.",
      },
      {
        question: "Do you support CAD and PLM users in Pune plants?",
        answer:
          "Yes. We support workstations, licence servers and the PLM clients design teams use, and escalate software faults to the vendor with logs. Changes are scheduled outside design reviews and production shifts.",
      },
      {
        question: "Can you support a media company's production systems?",
        answer:
          "We support editing workstations, shared NAS and SAN storage, render nodes and the networks between them. Near delivery deadlines, production tickets take priority, and we coordinate with software vendors on application-level faults.",
      },
    ],
    ctaBody:
      "Tell us about your branches, plants or studios in Maharashtra, and we will size support tiers around their busiest hours.",
  },
  "tamil-nadu-india": {
    title: "Technical support services in Tamil Nadu for plants, BPOs and SaaS firms",
    subtitle:
      "L1–L3 support for factories in Sriperumbudur, Oragadam and Hosur, BPO floors in Chennai and SaaS teams serving global customers, on shift-aware schedules.",
    description:
      "Technical support services in Tamil Nadu: L1–L3 tiers for plants in Sriperumbudur and Hosur, Chennai BPOs and SaaS firms, with shift-aware, 24/7 escalation.",
    intro: [
      "Technical support in Tamil Nadu's manufacturing belt follows the production clock. When a label printer fails on an electronics line near Sriperumbudur, or an engineer in Hosur can't open a drawing before a shift change, the fix is measured in minutes. Line-side faults go to L1 first, application and device problems to L2, and L3 engineers work on servers, networks and MES integrations alongside your OT team.",
      "Chennai's BPO and SaaS firms rely on us in other ways. BPOs need agent desktop, softphone and VDI issues fixed while the agent is still on shift, measured in lost agent-minutes. SaaS companies on the OMR corridor use our L1 and L2 engineers for customer support in their help desk tool, with bugs escalated cleanly to their developers. Through the northeast monsoon, our distributed team keeps every tier staffed.",
    ],
    whyUs: [
      {
        icon: "bar-chart-3",
        title: "Measured in agent-minutes",
        body: "BPO support tracked by lost agent-minutes, the number your clients care about.",
      },
      {
        icon: "settings",
        title: "Production-clock priorities",
        body: "Line-side faults escalated first, with OT hand-offs defined for each plant.",
      },
      {
        icon: "life-buoy",
        title: "Monsoon-resilient tiers",
        body: "Engineers spread across locations keep L1 to L3 running through cyclone warnings.",
      },
    ],
    faqs: [
      {
        question: "Can you provide line-side technical support for our plant?",
        answer:
          "We support the IT devices on and around the line: label and barcode printers, scanners, shop-floor PCs and the network they use. Faults in PLCs or machine controllers go to your maintenance team. Priorities are agreed with you, so line-stopping issues always come first.",
      },
      {
        question: "How do you support BPO agents across shifts?",
        answer:
          "We staff every shift your floor runs, including US and UK night shifts. Agent issues are fixed remotely while the agent waits where possible, with a spare seat as the fallback. Monthly reports show lost agent-minutes by cause.",
      },
      {
        question: "Can you handle customer support for a Chennai SaaS company?",
        answer:
          "Yes. We answer customers under your brand in Freshdesk, Zendesk or your own tool, reproduce issues and escalate bugs with full detail. Coverage can span customers in India, the Middle East, Europe and the US.",
      },
      {
        question: "What happens to technical support during a cyclone?",
        answer:
          "Our engineers work from several locations, so support continues if Chennai is hit. We prioritise restoring access for critical teams and help staff switch to home working, and plant support returns to normal priorities as roads reopen.",
      },
    ],
    ctaBody:
      "Tell us your shifts, seat counts and ticket mix in Tamil Nadu, and we will propose a tiered support model.",
  },
};

const COPY: Record<FamilySlug, Record<RegionSlug, RegionalCopy>> = {
  "helpdesk-services": HELPDESK_COPY,
  "it-support": IT_SUPPORT_COPY,
  "managed-services": MANAGED_SERVICES_COPY,
  "msp-outsourcing": MSP_OUTSOURCING_COPY,
  "technical-support": TECHNICAL_SUPPORT_COPY,
};

function buildRegionalPage(
  family: FamilySlug,
  region: RegionProfile,
  copy: RegionalCopy,
): ServicePageCopy {
  const t = FAMILIES[family];
  const slug = `${family}-${region.slug}`;
  const related = [...new Set([...t.related(region), ...region.relatedServices])]
    .filter((s) => s !== slug)
    .slice(0, 5);
  return {
    slug,
    family: "regional",
    template: "service",
    seoTitle: t.seoTitle(region),
    description: copy.description,
    // The titles of all 40 were shortened to fit 60 characters with the suffix on this date.
    updated: "2026-11-23T07:00:00.000Z",
    keywords: t.keywords(region),
    parent: t.parent,
    hero: {
      eyebrow: t.eyebrow(region),
      title: copy.title,
      subtitle: copy.subtitle,
      primaryCta: t.primaryCta,
      secondaryCta: BOOK_A_CALL,
    },
    intro: [...copy.intro],
    stats: [...t.stats, region.stat],
    included: { title: t.included.title, items: [...t.included.items, region.localFeature] },
    process: t.process,
    whyUs: { title: t.whyUsTitle(region), points: copy.whyUs },
    faqs: copy.faqs,
    cta: { title: t.ctaTitle, body: copy.ctaBody, button: t.ctaButton },
    related,
    region: { ...region.facts, country: region.country },
  };
}

/** 40 pages in the spec's order: each family, then each region. */
export const REGIONAL_PAGES: ServicePageCopy[] = FAMILY_SLUGS.flatMap((family) =>
  REGION_SLUGS.map((r) => buildRegionalPage(family, REGIONS[r], COPY[family][r])),
);
