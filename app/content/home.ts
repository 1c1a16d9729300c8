import type { Cta, Feature } from "./types";

// The home page's copy. Its sections carry the ids the header and footer link to:
// home, about, services, expertise, contact.

export interface HomeContent {
  seoTitle: string;
  description: string;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: Cta;
    secondaryCta: Cta;
    highlights: string[];
  };
  stats: { value: string; label: string }[];
  about: { eyebrow: string; title: string; paragraphs: string[]; points: Feature[] };
  services: {
    eyebrow: string;
    title: string;
    intro: string;
    items: (Feature & { href: string })[];
  };
  expertise: {
    eyebrow: string;
    title: string;
    intro: string;
    items: Feature[];
    tools: string[];
  };
  contact: { eyebrow: string; title: string; intro: string; promise: string[] };
}

export const HOME_CONTENT: HomeContent = {
  seoTitle: "Managed IT Services, NOC/SOC, MSP Support",
  description:
    "24/7 helpdesk, NOC and SOC monitoring, cloud and email migrations, security and ConnectWise support for growing firms and MSPs, from teams in the US and India.",
  hero: {
    eyebrow: "Managed IT · NOC/SOC · MSP support",
    title: "The IT team that answers at 3 a.m. and still writes the change ticket",
    subtitle:
      "We run helpdesks, networks, security monitoring and migrations for growing companies and for the managed service providers who serve them, from engineering centres in the United States and India.",
    primaryCta: { label: "Talk to an engineer", href: "/#contact" },
    secondaryCta: { label: "Book a 30-minute call", href: "booking" },
    highlights: [
      "Live engineers on every shift, every day of the year",
      "ITIL processes in your PSA, not ours",
      "Month-to-month terms after the first quarter",
    ],
  },
  stats: [
    { value: "15 min", label: "Response target for priority-one incidents" },
    { value: "24/7/365", label: "Staffed helpdesk, NOC and SOC shifts" },
    { value: "2 regions", label: "Delivery centres in the US and India" },
    { value: "ConnectWise", label: "Certified PSA, RMM and ScreenConnect practice" },
  ],
  about: {
    eyebrow: "About us",
    title: "Engineers first, with the paperwork done properly",
    paragraphs: [
      "We started as a night-shift NOC for three regional MSPs that were tired of waking their own technicians for disk alerts. Those partners still work with us, and the same habit runs through everything we do today: acknowledge quickly, fix what can be fixed, escalate with full notes, and leave the ticket in a state your team can pick up without a phone call.",
      "Our people sit in two time zones that overlap with every US business day, so a Californian office and a Chennai service desk see the same engineers and the same runbooks. We keep teams small and named: you meet the lead who owns your account, and that person is still there at the next quarterly review.",
    ],
    points: [
      {
        icon: "users",
        title: "Named account leads",
        body: "One senior engineer owns your environment, your runbooks and your monthly report.",
      },
      {
        icon: "clipboard-check",
        title: "Documented by default",
        body: "Every fix lands in your documentation platform the same day, with screenshots and rollback steps.",
      },
      {
        icon: "lock",
        title: "Security in the contract",
        body: "Background-checked staff, least-privilege access, MFA everywhere and quarterly access reviews.",
      },
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Pick one service or hand us the whole stack",
    intro:
      "Most clients begin with the helpdesk or overnight monitoring and add projects once they trust the handovers. Each service has its own scope, price and service levels.",
    items: [
      {
        icon: "headset",
        title: "24/7 Helpdesk",
        body: "Phone, chat and email support for your users, or white-labelled under your MSP's name.",
        href: "/24-7-helpdesk",
      },
      {
        icon: "activity",
        title: "24/7 NOC/SOC",
        body: "Infrastructure and security monitoring with triage, remediation and clear escalation rules.",
        href: "/24-7-noc-soc",
      },
      {
        icon: "layers",
        title: "Managed Services",
        body: "Devices, servers, cloud tenants and networks looked after under one flat monthly fee.",
        href: "/managed-services",
      },
      {
        icon: "settings",
        title: "ConnectWise Support",
        body: "PSA and Automate administration, clean-ups, integrations and implementation rescues.",
        href: "/connectwise-support",
      },
      {
        icon: "cloud",
        title: "Cloud and Email Migration",
        body: "Tenant-to-tenant, on-premises to Microsoft 365 or Google Workspace, planned mailbox by mailbox.",
        href: "/cloud-migration",
      },
      {
        icon: "shield-check",
        title: "IT Security",
        body: "Endpoint protection, patching, hardening baselines and incident response that has been rehearsed.",
        href: "/it-security",
      },
      {
        icon: "database-backup",
        title: "Backup and Recovery",
        body: "Immutable backups with restore tests on a schedule, reported in plain numbers.",
        href: "/data-backup-recovery",
      },
      {
        icon: "user-check",
        title: "Staffing",
        body: "Dedicated engineers and administrators who work your queue, your hours and your tools.",
        href: "/staffing",
      },
    ],
  },
  expertise: {
    eyebrow: "Expertise",
    title: "Depth where MSPs and IT leaders usually run thin",
    intro:
      "Our engineers specialise rather than rotate, so the person looking at a failing RMM script has written hundreds of them.",
    items: [
      {
        icon: "settings",
        title: "ConnectWise PSA and Automate",
        body: "Board design, agreements, workflow rules, monitors and scripts tuned for how technicians actually work.",
      },
      {
        icon: "network",
        title: "Networks and firewalls",
        body: "Fortinet, Meraki, SonicWall and Ubiquiti estates, from VLAN design to SD-WAN failover testing.",
      },
      {
        icon: "cloud",
        title: "Microsoft 365 and Azure",
        body: "Conditional access, Intune enrolment, Entra ID clean-ups and Azure cost reviews.",
      },
      {
        icon: "shield-check",
        title: "Security operations",
        body: "EDR and SIEM alert triage with documented playbooks, containment and post-incident reports.",
      },
      {
        icon: "server",
        title: "Windows and Linux servers",
        body: "Patching windows, Hyper-V and VMware hosts, file-server retirements and domain controller health.",
      },
      {
        icon: "bar-chart-3",
        title: "Service management",
        body: "SLA reporting, ticket hygiene and queue analytics that show where the hours really go.",
      },
    ],
    tools: [
      "ConnectWise PSA",
      "ConnectWise Automate",
      "ScreenConnect",
      "Microsoft 365",
      "Azure",
      "Intune",
      "SentinelOne",
      "Huntress",
      "Veeam",
      "Datto",
      "IT Glue",
      "Fortinet",
    ],
  },
  contact: {
    eyebrow: "Contact",
    title: "Tell us what keeps your queue busy",
    intro:
      "Share a few lines about your environment or your clients. An engineer, not a sales script, replies within one business day with questions or a proposed next step.",
    promise: [
      "Reply within one business day",
      "A written scope before any commitment",
      "Mutual NDA on request",
    ],
  },
};
