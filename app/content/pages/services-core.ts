import type { ServicePageCopy } from "../types";

const CONTACT = "/#contact";
const BOOK_A_CALL = { label: "Book a call", href: "booking" };

/**
 * Managed services (the hub and its twelve submenu pages) and staffing (the hub and its three
 * pages), in the order of the spec's navigation.
 */
export const SERVICES_CORE_PAGES: ServicePageCopy[] = [
  // ───────────────────────────── managed-services (hub) ─────────────────────────────
  {
    slug: "managed-services",
    family: "service",
    template: "service",
    seoTitle: "Managed IT Services with 24/7 Support",
    description:
      "Managed IT services from one accountable team in the US and India: 24/7 helpdesk, monitoring, security, backup, cloud and network care for a fixed monthly fee.",
    keywords: [
      "managed IT services",
      "managed service provider",
      "outsourced IT support",
      "24/7 IT monitoring",
      "fixed-fee IT support",
      "IT management for SMBs",
    ],
    hero: {
      eyebrow: "Managed IT services",
      title: "Managed IT services that keep your business running",
      subtitle:
        "One team for your users, devices, servers, cloud and network: monitored around the clock from the United States and India, reported on every month, billed at a predictable flat rate.",
      primaryCta: { label: "Request a proposal", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Most growing companies reach a point where IT stops being one person's side job. Tickets pile up, patches slip, nobody is sure the backups actually restore, and the firewall licence expired last spring. Our managed services take that whole layer off your plate: we run the helpdesk, watch the infrastructure, close security gaps and keep documentation current, so your staff can get on with the work they were hired for.",
      "Delivery is split between engineers in the United States and India, which is how we staff a live queue at 3 a.m. without night-shift burnout. Everything runs through ConnectWise Manage with ITIL-aligned incident, problem and change processes, so every request has an owner, a priority and a timestamp you can audit. You get one agreement, one escalation path and one monthly review instead of five vendors pointing at each other.",
    ],
    stats: [
      { value: "24/7/365", label: "Helpdesk and monitoring coverage" },
      { value: "15 min", label: "First response target for P1 incidents" },
      { value: "2", label: "Delivery centres: United States and India" },
      { value: "Monthly", label: "Service review with ticket and patch reports" },
    ],
    included: {
      title: "What our managed services cover",
      intro:
        "A standard agreement includes everything below. Work outside that scope is quoted up front, never billed by surprise.",
      items: [
        {
          icon: "headset",
          title: "Unlimited remote helpdesk",
          body: "Users reach an engineer by phone, email or portal at any hour, with every request logged and prioritised in ConnectWise Manage.",
        },
        {
          icon: "activity",
          title: "Proactive monitoring",
          body: "ConnectWise Automate agents watch servers, workstations and network gear, raising alerts before a full disk or stopped service becomes an outage.",
        },
        {
          icon: "settings",
          title: "Patch and update management",
          body: "Operating system and third-party patches are tested on a pilot group first, then rolled out in agreed maintenance windows.",
        },
        {
          icon: "shield-check",
          title: "Endpoint security",
          body: "SentinelOne EDR, DNS filtering and Microsoft Defender policies deployed, tuned and reviewed by our security staff.",
        },
        {
          icon: "database-backup",
          title: "Backup oversight",
          body: "Daily checks of Veeam or Datto jobs, plus quarterly test restores so you know recovery works before you need it.",
        },
        {
          icon: "cloud",
          title: "Microsoft 365 and Entra ID administration",
          body: "Licences, mailboxes, conditional access and Intune device policies handled as routine requests.",
        },
        {
          icon: "network",
          title: "Network and firewall care",
          body: "Firmware updates, rule reviews and uptime monitoring for Fortinet, Meraki and similar edge equipment.",
        },
        {
          icon: "file-text",
          title: "Documentation and vendor management",
          body: "An up-to-date record of your systems, and one team that calls your ISP, software vendors and hardware suppliers for you.",
        },
      ],
    },
    process: {
      title: "How onboarding works",
      steps: [
        {
          title: "Discovery and audit",
          body: "We inventory users, devices, licences, backups and network equipment, and interview whoever holds the passwords today. A written risk report follows within the first two weeks.",
        },
        {
          title: "Stabilise",
          body: "Urgent findings come first: missing backups, unsupported operating systems, admin accounts without MFA. Monitoring agents go onto every managed device.",
        },
        {
          title: "Switch support over",
          body: "On an agreed date your users move to our helpdesk. We publish the phone number, portal and mailbox, and run a short orientation for staff.",
        },
        {
          title: "Run and improve",
          body: "Monthly reports show ticket volumes, response times, patch compliance and open risks. Each quarter we revisit the roadmap and budget with your leadership.",
        },
      ],
    },
    whyUs: {
      title: "Why companies choose our team",
      points: [
        {
          icon: "clock",
          title: "Real round-the-clock staffing",
          body: "US and India engineers hand over shift to shift, so an overnight alert is picked up by someone awake rather than an on-call pager.",
        },
        {
          icon: "clipboard-check",
          title: "Processes you can audit",
          body: "ITIL-aligned incident, change and problem management, with every action recorded against a ticket.",
        },
        {
          icon: "bar-chart-3",
          title: "Predictable cost",
          body: "A per-user or per-device monthly fee covers support and maintenance; projects are quoted separately and in writing.",
        },
        {
          icon: "users",
          title: "A named team",
          body: "A service delivery manager and a small pod of engineers learn your environment, instead of a rotating cast of strangers.",
        },
      ],
    },
    faqs: [
      {
        question: "What is the difference between managed services and break-fix support?",
        answer:
          "Break-fix support bills you when something fails, so the provider earns more when your systems are unstable. Managed services are a flat monthly fee for keeping things running, which gives us every reason to prevent problems. Monitoring, patching and routine requests are all part of the fee.",
      },
      {
        question: "How is pricing calculated?",
        answer:
          "Most clients pay per user per month, with servers and network devices priced as add-ons. The quote lists exactly what is in scope. Anything outside it, such as fitting out a new office, is quoted as a separate project before work begins.",
      },
      {
        question: "Can you work alongside our internal IT person?",
        answer:
          "Yes, and many clients keep one. We take the overnight queue, patching and monitoring while your internal lead concentrates on projects and vendor decisions. Both teams share one ticket board, so nothing is handled twice.",
      },
      {
        question: "How long does onboarding take?",
        answer:
          "For a company of 25 to 150 users, a typical transition takes three to five weeks from signed agreement to go-live. Larger or multi-site environments take longer, and you receive a dated plan during discovery.",
      },
      {
        question: "What happens if we decide to leave?",
        answer:
          "Agreements have a defined notice period. On exit we hand over all documentation, admin credentials and configuration exports. Your data and accounts live in tenants you own, so nothing is held back.",
      },
    ],
    cta: {
      title: "See what managed IT would look like for you",
      body: "Tell us how many people and locations you support today. We will come back with a scoped proposal and a fixed monthly figure.",
      button: { label: "Request a proposal", href: CONTACT },
    },
    related: [
      "24-7-helpdesk",
      "24-7-noc-soc",
      "email-migration",
      "server-migration",
      "cloud-migration",
      "data-backup-recovery",
      "it-security",
      "network-management",
      "cloud-services",
      "voip-solutions",
      "it-consulting",
      "projects",
    ],
  },

  // ───────────────────────────── 24-7-helpdesk ─────────────────────────────
  {
    slug: "24-7-helpdesk",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "24/7 IT Helpdesk and End-User Support",
    description:
      "A 24/7 IT helpdesk staffed by engineers in the US and India: phone, email and portal support, 15-minute P1 response and tickets tracked in ConnectWise Manage.",
    keywords: [
      "24/7 IT helpdesk",
      "outsourced service desk",
      "end-user IT support",
      "after-hours IT support",
      "help desk outsourcing",
      "Microsoft 365 support",
    ],
    hero: {
      eyebrow: "24/7 helpdesk",
      title: "A helpdesk your staff can call at any hour",
      subtitle:
        "Live engineers answer by phone, email and portal day and night, resolve most requests on first contact and escalate the rest with full notes attached.",
      primaryCta: { label: "Get a helpdesk quote", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "When a sales director cannot open Outlook at 6 a.m., or a warehouse scanner stops syncing on a Sunday night, waiting until Monday is not an option. Our helpdesk is staffed every hour of every day by engineers in the United States and India who know your environment, your naming conventions and your VIP list. Calls are answered by a person rather than a voicemail tree, and every conversation becomes a ticket with a clear priority.",
      "We support the tools your people actually use: Windows and macOS endpoints, Microsoft 365, Teams, SharePoint, line-of-business applications, printers and phones enrolled in Intune. Password resets, MFA re-registration, new-starter setups and access requests follow runbooks written for your company, which is why most of them are closed during the first call instead of bouncing between queues.",
    ],
    stats: [
      { value: "15 min", label: "First response for priority 1 tickets" },
      { value: "1 hour", label: "First response for standard requests" },
      { value: "24/7/365", label: "Live phone coverage, holidays included" },
      { value: "3 channels", label: "Phone, email and self-service portal" },
    ],
    included: {
      title: "What the helpdesk handles",
      items: [
        {
          icon: "headset",
          title: "Live phone and email support",
          body: "A dedicated number and mailbox for your company, answered by engineers who have your documentation on screen.",
        },
        {
          icon: "user-check",
          title: "Account and access requests",
          body: "Password resets, MFA re-enrolment, group membership and shared mailbox access, processed against your approval rules.",
        },
        {
          icon: "monitor",
          title: "Device troubleshooting",
          body: "Remote sessions through ConnectWise Control to fix Windows and macOS laptops, printers, VPN clients and peripherals.",
        },
        {
          icon: "mail",
          title: "Microsoft 365 and Teams help",
          body: "Outlook profiles, OneDrive sync errors, Teams meeting problems and SharePoint permissions sorted without a site visit.",
        },
        {
          icon: "users",
          title: "Joiners and leavers",
          body: "New starters get licences, a configured laptop and access on day one; leavers are locked out the same day HR tells us.",
        },
        {
          icon: "file-text",
          title: "Self-service knowledge base",
          body: "Short how-to articles for recurring questions, published in the client portal and kept current by the team.",
        },
      ],
    },
    process: {
      title: "What happens when someone calls",
      steps: [
        {
          title: "Contact",
          body: "The user calls, emails or opens a portal ticket. An engineer answers, confirms identity under your verification policy and logs the request in ConnectWise Manage.",
        },
        {
          title: "Triage and priority",
          body: "Each ticket is classified by impact and urgency. One user unable to print is a P3; a site-wide outage is a P1 and triggers immediate escalation.",
        },
        {
          title: "Resolve or escalate",
          body: "Tier 1 engineers close most requests remotely. Anything needing deeper access moves to Tier 2 or 3 with the troubleshooting notes already attached.",
        },
        {
          title: "Confirm and close",
          body: "We check with the user that the problem is gone before closing, and a two-question satisfaction survey follows.",
        },
      ],
    },
    whyUs: {
      title: "Why our helpdesk works",
      points: [
        {
          icon: "clock",
          title: "Follow-the-sun shifts",
          body: "Engineers in India cover US nights and engineers in the US cover the day, so nobody answers tickets half asleep.",
        },
        {
          icon: "check-circle-2",
          title: "High first-contact resolution",
          body: "Runbooks written for your environment let Tier 1 fix common problems without handing them on.",
        },
        {
          icon: "bar-chart-3",
          title: "Reports you can read",
          body: "Monthly figures on volumes, response and resolution times, plus the repeat issues worth fixing for good.",
        },
        {
          icon: "lock",
          title: "Identity checks on every call",
          body: "Callback or manager approval before any password reset, to stop social-engineering attempts at the door.",
        },
      ],
    },
    faqs: [
      {
        question: "Can calls be answered with our company name?",
        answer:
          "Yes. The line can be answered with your company name and a greeting you approve, so users experience it as their own IT department. Calls are recorded only if you ask for it and your policy allows it.",
      },
      {
        question: "What counts as a priority 1 ticket?",
        answer:
          "A P1 is an outage that stops a whole team or site from working, such as email down for everyone or a line-of-business server offline. We aim to respond within 15 minutes and update you every 30 minutes until service is restored.",
      },
      {
        question: "Can the helpdesk support our in-house applications?",
        answer:
          "Usually, yes. During onboarding we document how the application is installed, configured and accessed. We then agree which issues we resolve ourselves and which go to your developers or the software vendor.",
      },
      {
        question: "Is helpdesk support billed per ticket?",
        answer:
          "No. It is billed per user per month with unlimited remote requests. On-site visits and project work are listed separately in the agreement, so the full cost is visible before you sign.",
      },
      {
        question: "Which languages does the helpdesk cover?",
        answer:
          "English is standard on every shift. If some of your staff need help in another language, mention it during scoping and we will confirm what we can cover and at which hours.",
      },
    ],
    cta: {
      title: "Give your staff a helpdesk that always picks up",
      body: "Share your user count and the hours you need covered, and we will send a per-user price with response targets written in.",
      button: { label: "Get a helpdesk quote", href: CONTACT },
    },
    related: ["24-7-noc-soc", "managed-services", "it-security", "dedicated-engineers"],
  },

  // ───────────────────────────── 24-7-noc-soc ─────────────────────────────
  {
    slug: "24-7-noc-soc",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "24/7 NOC and SOC Monitoring Services",
    description:
      "Round-the-clock network and security operations: infrastructure monitoring, SIEM alert triage, EDR response and escalation runbooks, run by US and India teams.",
    keywords: [
      "24/7 NOC",
      "SOC as a service",
      "network operations center",
      "security operations center",
      "SIEM monitoring",
      "managed detection and response",
    ],
    hero: {
      eyebrow: "24/7 NOC and SOC",
      title: "Network and security operations that never sign off",
      subtitle:
        "Our NOC keeps infrastructure healthy and our SOC looks for intrusions. Both are staffed every hour of the year and both work from one ticket history.",
      primaryCta: { label: "Discuss monitoring", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Outages and attacks rarely arrive at convenient times. A failing RAID controller degrades over a weekend; ransomware operators prefer holiday evenings when nobody is watching the console. Our network operations centre tracks uptime, performance and capacity on servers, firewalls, switches and cloud resources, while our security operations centre reviews alerts from EDR, SIEM and identity platforms and acts on the ones that matter.",
      "Both teams sit inside the same delivery organisation in the United States and India and share a single ConnectWise history, so a suspicious login and a sudden bandwidth spike on the same firewall are read as one story. Alerts are tuned during onboarding to cut the noise, and every escalation reaches you with evidence, the actions already taken and a clear recommendation.",
    ],
    stats: [
      { value: "24/7/365", label: "Staffed NOC and SOC coverage" },
      { value: "15 min", label: "Target to triage a critical alert" },
      { value: "90 days", label: "Default searchable log retention" },
      { value: "Quarterly", label: "Alert tuning and threat review" },
    ],
    included: {
      title: "NOC and SOC services included",
      items: [
        {
          icon: "activity",
          title: "Infrastructure monitoring",
          body: "Availability, CPU, memory, disk and service checks on servers and network devices through ConnectWise Automate and SNMP.",
        },
        {
          icon: "shield-check",
          title: "EDR alert response",
          body: "SentinelOne and Microsoft Defender detections reviewed by analysts, with hosts isolated once an alert is confirmed malicious.",
        },
        {
          icon: "layers",
          title: "SIEM log correlation",
          body: "Firewall, Entra ID sign-in and Microsoft 365 audit logs collected in one place and correlated to surface suspicious patterns.",
        },
        {
          icon: "lock",
          title: "Identity threat detection",
          body: "Impossible-travel sign-ins, MFA fatigue attempts and new inbox forwarding rules flagged and investigated.",
        },
        {
          icon: "cloud",
          title: "Cloud resource health",
          body: "Azure and AWS service health, backup status and cost anomalies watched alongside on-premises systems.",
        },
        {
          icon: "file-text",
          title: "Incident reports",
          body: "A written summary for each security incident: timeline, affected assets, containment steps and lessons learned.",
        },
      ],
    },
    process: {
      title: "From alert to resolution",
      steps: [
        {
          title: "Detect",
          body: "A monitoring or security tool raises an alert, which becomes a ticket automatically with device details and recent history.",
        },
        {
          title: "Triage",
          body: "An analyst validates it, discards false positives and sets severity using the matrix agreed with you at onboarding.",
        },
        {
          title: "Contain and fix",
          body: "NOC engineers restart services, fail over links or open vendor cases; SOC analysts isolate endpoints, disable compromised accounts and block indicators.",
        },
        {
          title: "Report and tune",
          body: "You receive a summary with the root cause, and the rule or threshold is adjusted so the same noise does not return.",
        },
      ],
    },
    whyUs: {
      title: "Why run operations with us",
      points: [
        {
          icon: "users",
          title: "One team for uptime and security",
          body: "NOC and SOC staff work the same queue, which shortens the path from an odd performance dip to a confirmed intrusion.",
        },
        {
          icon: "zap",
          title: "Authority to act",
          body: "Pre-approved containment actions let us isolate a machine at 2 a.m. rather than wait for someone to answer the phone.",
        },
        {
          icon: "settings",
          title: "Tuned, not noisy",
          body: "The first month is spent tuning thresholds, so your escalations are real problems and not a flood of low-value alerts.",
        },
        {
          icon: "globe",
          title: "Two continents, one standard",
          body: "Engineers in both countries follow the same runbooks and the same handover checklist at every shift change.",
        },
      ],
    },
    faqs: [
      {
        question: "What is the difference between a NOC and a SOC?",
        answer:
          "A NOC looks after availability and performance: is the server up, is the link saturated, is the disk filling. A SOC looks for malicious activity such as compromised accounts, malware and data exfiltration. We run both so the two views of your environment stay connected.",
      },
      {
        question: "Which SIEM and EDR tools do you use?",
        answer:
          "We commonly deploy SentinelOne or Microsoft Defender for Endpoint and collect logs into a cloud SIEM such as Microsoft Sentinel. If you already own a platform, we can usually monitor it in place instead of replacing it.",
      },
      {
        question: "Will you take action without asking us first?",
        answer:
          "Only within limits you approve in writing. Typical pre-approved actions are isolating a single endpoint, revoking a user's sessions and blocking a malicious IP address. Anything wider, such as shutting down a server, is confirmed with your contact first.",
      },
      {
        question: "Do you watch cloud environments as well as on-premises systems?",
        answer:
          "Yes. Azure, AWS and Microsoft 365 are monitored through their native APIs and logs. The results land in the same ticket queue as your physical servers and network hardware.",
      },
      {
        question: "Can we buy NOC or SOC coverage without full managed services?",
        answer:
          "Yes. Monitoring is available on its own for organisations with their own helpdesk, and for MSPs who want to white-label it. We agree escalation contacts and hand-off rules so your team receives tickets it can act on.",
      },
    ],
    cta: {
      title: "Put trained eyes on your alerts tonight",
      body: "Tell us what you run and which security tools you already own. We will outline a monitoring scope, an escalation matrix and a monthly price.",
      button: { label: "Discuss NOC and SOC coverage", href: CONTACT },
    },
    related: ["it-security", "network-management", "24-7-helpdesk", "data-backup-recovery"],
  },

  // ───────────────────────────── email-migration ─────────────────────────────
  {
    slug: "email-migration",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Email Migration to Microsoft 365",
    description:
      "Email migration to Microsoft 365 or Google Workspace from Exchange, IMAP or another tenant: mailboxes, calendars and archives moved in verified batches.",
    keywords: [
      "email migration",
      "Exchange to Microsoft 365 migration",
      "Google Workspace to Microsoft 365",
      "tenant to tenant migration",
      "mailbox migration",
      "IMAP migration",
    ],
    hero: {
      eyebrow: "Email migration",
      title: "Email migrations that users barely notice",
      subtitle:
        "We move mailboxes, calendars, contacts and shared folders to Microsoft 365 or Google Workspace in planned batches, with mail flow protected throughout.",
      primaryCta: { label: "Plan my migration", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Email is the one system every employee touches every hour, which is why a botched migration is remembered for years. We plan the move around your business: batches by department, cutover on a weekend or overnight, and staged syncs so that only the last few days of mail move during the final switch. Users sign in on Monday morning and find their folders, calendar and signature where they left them.",
      "Our engineers have moved mail from on-premises Exchange, hosted Exchange, Google Workspace, IMAP servers and other Microsoft 365 tenants after mergers. We use native hybrid migration where it fits and tools such as BitTitan MigrationWiz where it does not, and we set up SPF, DKIM and DMARC on the new platform before any MX record changes.",
    ],
    stats: [
      { value: "2–3", label: "Background syncs before each cutover" },
      { value: "Weekend", label: "Default cutover window" },
      { value: "30 days", label: "Priority support after go-live" },
    ],
    included: {
      title: "What the migration includes",
      items: [
        {
          icon: "clipboard-check",
          title: "Source assessment",
          body: "Mailbox sizes, PST archives, shared mailboxes, distribution lists and public folders inventoried before any planning.",
        },
        {
          icon: "mail",
          title: "Mailbox, calendar and contact moves",
          body: "Full item migration including folder structure, meeting history, delegates and permissions on shared mailboxes.",
        },
        {
          icon: "lock",
          title: "Mail authentication setup",
          body: "SPF, DKIM and DMARC records configured on the target domain so deliverability does not dip after cutover.",
        },
        {
          icon: "hard-drive",
          title: "PST and archive import",
          body: "Local PST files and legacy archives located, uploaded and placed in online archives where your policy allows.",
        },
        {
          icon: "monitor",
          title: "Client reconfiguration",
          body: "Outlook profiles and mobile mail apps reconnected, automatically through Intune on managed devices.",
        },
        {
          icon: "life-buoy",
          title: "Hypercare after go-live",
          body: "Thirty days of priority help with missing items, delegation quirks and mobile device problems.",
        },
      ],
    },
    process: {
      title: "Our migration method",
      steps: [
        {
          title: "Assess",
          body: "We audit the source system, measure data volumes and record dependencies such as scan-to-email printers and applications relaying through SMTP.",
        },
        {
          title: "Plan and pilot",
          body: "A migration plan sets batches, dates and user communication. A pilot group of five to ten people moves first to prove the settings.",
        },
        {
          title: "Pre-stage and cut over",
          body: "Mail synchronises in the background over several days. On cutover night we switch MX records, run a final delta sync and verify mail flow.",
        },
        {
          title: "Support and decommission",
          body: "Our helpdesk deals with follow-up questions, and once you sign off we retire the old server or tenant safely.",
        },
      ],
    },
    whyUs: {
      title: "Why migrate with us",
      points: [
        {
          icon: "check-circle-2",
          title: "Item counts checked",
          body: "Source and target counts are compared for every mailbox, and any gap is investigated before sign-off.",
        },
        {
          icon: "users",
          title: "Clear user communication",
          body: "We write the announcement emails and a one-page guide, so staff know what changes and when.",
        },
        {
          icon: "wrench",
          title: "Comfortable with awkward sources",
          body: "Old Exchange versions, mixed IMAP hosts and tenant-to-tenant moves after acquisitions are routine work for us.",
        },
        {
          icon: "clock",
          title: "Cutovers outside business hours",
          body: "Final switches happen on evenings or weekends, with engineers online to deal with anything straight away.",
        },
      ],
    },
    faqs: [
      {
        question: "Will we lose any email during the migration?",
        answer:
          "Mail keeps arriving at the old system until the MX records change, and a final delta sync picks up anything received during the switch. Afterwards we compare item counts per mailbox and chase down any gaps before calling the job done.",
      },
      {
        question: "How long does an email migration take?",
        answer:
          "A 50-user move from Exchange or Google Workspace usually takes two to three weeks including planning and the pilot. The disruptive part, the cutover itself, happens over a single evening or weekend.",
      },
      {
        question: "Can you migrate between two Microsoft 365 tenants after an acquisition?",
        answer:
          "Yes. A domain can live in only one tenant at a time, so tenant-to-tenant moves need careful sequencing. We plan the domain transfer, calendar coexistence and address rewriting so both companies can keep emailing each other throughout.",
      },
      {
        question: "Do users need to do anything themselves?",
        answer:
          "Very little. Managed devices receive their Outlook configuration automatically. On personal phones people may need to re-add the account using a short guide we provide, and our helpdesk talks anyone through it who gets stuck.",
      },
      {
        question: "What about shared mailboxes and public folders?",
        answer:
          "Shared mailboxes move with their permissions intact. Public folders are reviewed first, because many are better replaced by shared mailboxes, Teams or SharePoint, and we agree a destination for each one before migrating.",
      },
    ],
    cta: {
      title: "Plan your email move with people who do it every month",
      body: "Send us your current mail platform, mailbox count and target date. We will reply with a migration plan and a fixed price.",
      button: { label: "Plan my migration", href: CONTACT },
    },
    related: ["cloud-migration", "server-migration", "cloud-services", "24-7-helpdesk"],
  },

  // ───────────────────────────── server-migration ─────────────────────────────
  {
    slug: "server-migration",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Server Migration and Consolidation",
    description:
      "Server migration from ageing hardware or end-of-life Windows Server to new hosts, Hyper-V, VMware or Azure, with dependency mapping and a tested rollback plan.",
    keywords: [
      "server migration",
      "Windows Server upgrade",
      "physical to virtual migration",
      "Hyper-V migration",
      "VMware migration",
      "file server migration",
    ],
    hero: {
      eyebrow: "Server migration",
      title: "Move off ageing servers without losing a working day",
      subtitle:
        "We migrate file, application, database and domain servers to new hardware, virtual hosts or Azure, with a documented way back at every step.",
      primaryCta: { label: "Scope my migration", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Windows Server 2012 R2 is out of support, the host under the desk is out of warranty, and the one application that still depends on it was installed by someone who left years ago. Server migrations go wrong when dependencies like that surface on cutover night. We spend the first part of every engagement mapping what talks to what, so the move itself becomes a checklist rather than an experiment.",
      "Our engineers migrate domain controllers, file servers, SQL Server databases, print servers and line-of-business applications to new physical hosts, Hyper-V and VMware clusters or Azure virtual machines. Data is replicated ahead of time, users are redirected through DFS or DNS changes, and the old server stays powered on, read-only, until you confirm that everything works.",
    ],
    stats: [
      { value: "Every step", label: "Planned with a documented rollback" },
      { value: "After hours", label: "Default cutover schedule" },
      { value: "14 days", label: "Old server kept available after cutover" },
    ],
    included: {
      title: "What a server migration covers",
      items: [
        {
          icon: "clipboard-check",
          title: "Dependency mapping",
          body: "Services, scheduled tasks, shares, ODBC connections and application licences identified before anything changes.",
        },
        {
          icon: "server",
          title: "Hardware refresh and P2V",
          body: "Workloads moved to new hosts or converted to virtual machines on Hyper-V or VMware.",
        },
        {
          icon: "database-backup",
          title: "Database and application moves",
          body: "SQL Server instances and line-of-business software migrated, with the vendor involved when licences require it.",
        },
        {
          icon: "users",
          title: "Active Directory upgrades",
          body: "Domain controllers replaced, functional levels raised and FSMO roles moved without interrupting sign-ins.",
        },
        {
          icon: "hard-drive",
          title: "File server migration",
          body: "Shares copied with NTFS permissions intact and DFS namespaces preserved, so mapped drives keep working.",
        },
        {
          icon: "shield-check",
          title: "Backups either side",
          body: "A verified backup before cutover, and a working backup job on the new server before we leave.",
        },
      ],
    },
    process: {
      title: "How we migrate a server",
      steps: [
        {
          title: "Discover",
          body: "We inventory roles, data volumes and dependencies, and talk to application owners about what must keep working.",
        },
        {
          title: "Build and replicate",
          body: "The new server or VM is built and hardened to your standard; data replicates in the background while the old system stays live.",
        },
        {
          title: "Cut over",
          body: "In an agreed window we stop services, run a final sync, switch DNS or shares, and walk through a test script with key users.",
        },
        {
          title: "Verify and retire",
          body: "After a stabilisation period the old server is backed up, wiped and decommissioned, and the documentation is updated.",
        },
      ],
    },
    whyUs: {
      title: "Why our server moves go smoothly",
      points: [
        {
          icon: "wrench",
          title: "Dependencies found early",
          body: "Discovery tools and interviews catch the forgotten scheduled task or hard-coded IP address before it breaks anything.",
        },
        {
          icon: "life-buoy",
          title: "Rollback ready",
          body: "The old server remains available until you sign off, and every step in the plan has a way back.",
        },
        {
          icon: "file-text",
          title: "Written cutover runbooks",
          body: "You see the cutover plan in advance, with times, owners and the checks each step must pass.",
        },
        {
          icon: "clock",
          title: "Minimal disruption",
          body: "Cutovers run at night or at weekends, so staff arrive to a working system on the next business day.",
        },
      ],
    },
    faqs: [
      {
        question: "Should we move our servers to Azure or replace them on-premises?",
        answer:
          "It depends on the workload. File shares and many applications move well to Azure or SharePoint, while latency-sensitive or licence-bound software often runs better on a local host. We compare three-year costs for both options during discovery.",
      },
      {
        question: "How much downtime should we expect?",
        answer:
          "Most server cutovers need two to six hours of planned downtime, scheduled outside your working hours. Because data is replicated beforehand, the window covers only the final sync, the switchover and testing.",
      },
      {
        question: "Can you upgrade our domain controllers at the same time?",
        answer:
          "Yes. New domain controllers are added alongside the old ones, FSMO roles are moved and replication health is checked before the old servers are demoted. Users keep signing in normally throughout.",
      },
      {
        question: "What if an application vendor needs to be involved?",
        answer:
          "We coordinate with the vendor directly, book their engineer for the cutover window if needed and make sure licence transfers are approved before the move. You are copied on the correspondence without having to manage it.",
      },
    ],
    cta: {
      title: "Retire that old server on your terms",
      body: "Tell us which servers need to move and where you would like them to go. We will scope the work and send a fixed quote.",
      button: { label: "Scope my server migration", href: CONTACT },
    },
    related: ["cloud-migration", "data-backup-recovery", "email-migration", "projects"],
  },

  // ───────────────────────────── cloud-migration ─────────────────────────────
  {
    slug: "cloud-migration",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Cloud Migration to Azure and AWS",
    description:
      "Cloud migration to Azure, AWS and Microsoft 365: readiness assessment, a secure landing zone, workload moves in tested waves and cost controls from day one.",
    keywords: [
      "cloud migration",
      "Azure migration",
      "AWS migration",
      "lift and shift",
      "cloud readiness assessment",
      "file share to SharePoint migration",
    ],
    hero: {
      eyebrow: "Cloud migration",
      title: "A cloud migration planned around cost, security and your workloads",
      subtitle:
        "We work out which systems belong in Azure, AWS or Microsoft 365, build a secure landing zone and move workloads in waves your business can absorb.",
      primaryCta: { label: "Request an assessment", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Not every server should move to the cloud, and moving the wrong ones is an expensive way to find that out. We begin with a readiness assessment that looks at each workload's performance, licensing, latency needs and monthly running cost in Azure or AWS. You get a recommendation per system: move as it is, modernise, replace with SaaS, or keep on-premises for now.",
      "Once the plan is agreed we build the foundation first: identity in Entra ID, network design, role-based access, backup, logging and budget alerts. Workloads then move in waves using Azure Migrate, AWS Application Migration Service or native tools, file shares move into SharePoint and OneDrive, and your users test each wave before the next one starts.",
    ],
    stats: [
      { value: "3-year", label: "Cost comparison for every workload" },
      { value: "Waves", label: "Moves in tested batches, never all at once" },
      { value: "Day one", label: "Backup, logging and budget alerts in place" },
    ],
    included: {
      title: "What the migration covers",
      items: [
        {
          icon: "lightbulb",
          title: "Readiness assessment",
          body: "Workload inventory, dependency mapping and right-sizing advice, with projected monthly costs for each system.",
        },
        {
          icon: "layers",
          title: "Landing-zone build",
          body: "Subscriptions, resource groups, virtual networks, policies and role assignments set up to a documented standard.",
        },
        {
          icon: "lock",
          title: "Identity and access",
          body: "Entra ID sync or cloud-only identity, conditional access and privileged role management configured before users arrive.",
        },
        {
          icon: "server",
          title: "Workload migration",
          body: "Virtual machines, databases and applications moved with replication, test failovers and scheduled cutovers.",
        },
        {
          icon: "hard-drive",
          title: "File shares to SharePoint",
          body: "Departmental shares restructured into SharePoint sites and Teams, with permissions cleaned up on the way.",
        },
        {
          icon: "bar-chart-3",
          title: "Cost governance",
          body: "Budgets, tagging, reservation advice and a spend review after each wave to keep the bill predictable.",
        },
      ],
    },
    process: {
      title: "Four stages to the cloud",
      steps: [
        {
          title: "Assess",
          body: "Discovery agents and interviews build a picture of each workload, and we present a costed recommendation for every system.",
        },
        {
          title: "Prepare the foundation",
          body: "Landing zone, identity, networking, backup and monitoring are built and reviewed before any production data arrives.",
        },
        {
          title: "Migrate in waves",
          body: "Low-risk systems go first. Each wave follows the same pattern: replicate, user test, cut over, stabilise.",
        },
        {
          title: "Optimise",
          body: "Resources are right-sized, reservations applied, and the environment handed to ongoing management or to your team.",
        },
      ],
    },
    whyUs: {
      title: "Why plan your move with us",
      points: [
        {
          icon: "bar-chart-3",
          title: "Honest about cost",
          body: "You see the monthly figure before committing, including the workloads that are cheaper to leave where they are.",
        },
        {
          icon: "shield-check",
          title: "Security from the first day",
          body: "MFA, conditional access, logging and backup are part of the build rather than an afterthought.",
        },
        {
          icon: "cloud",
          title: "Azure, AWS and Microsoft 365 together",
          body: "One team handles all three, so hybrid setups are designed as a whole instead of in silos.",
        },
        {
          icon: "activity",
          title: "Looked after once you land",
          body: "Our NOC can monitor and maintain the new environment, so nothing falls into the gap between project and operations.",
        },
      ],
    },
    faqs: [
      {
        question: "Is Azure or AWS the better fit for us?",
        answer:
          "For companies built on Microsoft 365 and Windows Server, Azure usually fits best because identity, licensing and management tooling are shared. AWS is a strong choice for Linux-heavy or developer-led workloads. We recommend based on your applications, not on a preferred vendor.",
      },
      {
        question: "Will the cloud be cheaper than our current servers?",
        answer:
          "Sometimes, but not always. Always-on virtual machines can cost more than a server you already own, while file shares moved to SharePoint often cost nothing extra on existing licences. The assessment gives you a side-by-side three-year cost before you decide.",
      },
      {
        question: "How is our data protected during the move?",
        answer:
          "Data travels over encrypted channels, and the target has MFA, role-based access and logging switched on before the first workload lands. Source systems stay intact until you approve each cutover.",
      },
      {
        question: "Can you help once the migration is finished?",
        answer:
          "Yes. Many clients move straight onto our managed cloud services for monitoring, patching, backup and monthly cost reviews. Others take over themselves using the documentation and runbooks we hand over.",
      },
      {
        question: "What about applications that cannot move?",
        answer:
          "Some legacy software needs local hardware, or carries licensing that rules out cloud hosting. Those systems stay on-premises, connected securely to the new environment, and go on your roadmap for later replacement.",
      },
    ],
    cta: {
      title: "Find out what your cloud move would really cost",
      body: "Start with a readiness assessment. We will map your workloads and show the projected monthly spend before anything moves.",
      button: { label: "Request an assessment", href: CONTACT },
    },
    related: ["cloud-services", "server-migration", "email-migration", "it-consulting"],
  },

  // ───────────────────────────── data-backup-recovery ─────────────────────────────
  {
    slug: "data-backup-recovery",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Data Backup and Disaster Recovery",
    description:
      "Managed backup and disaster recovery with Veeam and Datto: immutable offsite copies, Microsoft 365 backup, daily job checks and quarterly test restores.",
    keywords: [
      "data backup and recovery",
      "disaster recovery services",
      "Veeam backup",
      "Datto BCDR",
      "Microsoft 365 backup",
      "ransomware recovery",
    ],
    hero: {
      eyebrow: "Backup and recovery",
      title: "Backups that are tested, not just scheduled",
      subtitle:
        "Managed backup for servers, endpoints and Microsoft 365, with immutable offsite copies and restores we prove on a fixed schedule.",
      primaryCta: { label: "Book a backup review", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "A backup job that reports success every night is not the same as a backup you can restore. Broken chains, expired cloud credentials and excluded folders tend to be discovered in the middle of a crisis. We run your backups as a managed service: an engineer checks every job each day, failures are fixed the same day, and a test restore each quarter gives you evidence that recovery works.",
      "The design starts from two numbers we agree with you: how much data you can afford to lose (RPO) and how long you can be without a system (RTO). Those drive the mix of local appliances, Veeam or Datto cloud replication, immutable storage that ransomware cannot alter, and separate protection for Exchange Online, OneDrive, SharePoint and Teams, which Microsoft does not keep indefinitely.",
    ],
    stats: [
      { value: "Daily", label: "Engineer review of every backup job" },
      { value: "Quarterly", label: "Documented test restores" },
      { value: "3-2-1", label: "Copies, media and offsite rule applied" },
      { value: "Immutable", label: "Offsite copies locked against deletion" },
    ],
    included: {
      title: "What managed backup includes",
      items: [
        {
          icon: "database-backup",
          title: "Server and VM backup",
          body: "Image-level backups of physical and virtual servers with Veeam or Datto, with short RPOs for critical systems.",
        },
        {
          icon: "cloud",
          title: "Microsoft 365 backup",
          body: "Exchange Online, OneDrive, SharePoint and Teams data copied to separate storage with long retention.",
        },
        {
          icon: "lock",
          title: "Immutable offsite copies",
          body: "Replicas written to object-locked cloud storage, so neither ransomware nor a rogue admin can delete them.",
        },
        {
          icon: "monitor",
          title: "Endpoint backup",
          body: "Laptops that hold local data protected by policy-based backup that runs quietly over any internet connection.",
        },
        {
          icon: "check-circle-2",
          title: "Test restores",
          body: "Files, whole VMs and mailboxes restored on a schedule, with results recorded in a report you can show auditors.",
        },
        {
          icon: "file-text",
          title: "Disaster recovery runbook",
          body: "A written plan listing recovery order, contacts, where credentials are kept and how to bring each system back.",
        },
      ],
    },
    process: {
      title: "How we protect your data",
      steps: [
        {
          title: "Set RPO and RTO",
          body: "Together we decide how much data loss and downtime each system can tolerate, from email to the accounting database.",
        },
        {
          title: "Design and deploy",
          body: "Appliances, cloud targets, schedules and retention are configured to meet those targets, encrypted at rest and in transit.",
        },
        {
          title: "Check every morning",
          body: "Each job is reviewed daily. Failures become tickets and are fixed before the next backup window.",
        },
        {
          title: "Prove recovery",
          body: "Quarterly restore tests and a yearly disaster recovery exercise show the plan works; any findings are fixed afterwards.",
        },
      ],
    },
    whyUs: {
      title: "Why trust us with your backups",
      points: [
        {
          icon: "check-circle-2",
          title: "Evidence, not assumptions",
          body: "Restore tests are documented with timings, so you know how long recovery would actually take.",
        },
        {
          icon: "shield-check",
          title: "Ransomware-aware design",
          body: "Immutable storage, separate credentials and isolated backup networks keep attackers away from your last line of defence.",
        },
        {
          icon: "zap",
          title: "Urgent restores at any hour",
          body: "A restore request for a down system is treated as a P1 incident and worked by whichever engineers are on shift.",
        },
        {
          icon: "settings",
          title: "Vendor-neutral choices",
          body: "Veeam, Datto or native cloud backup, chosen to match your RPO, RTO and budget.",
        },
      ],
    },
    faqs: [
      {
        question: "Doesn't Microsoft 365 already back up our data?",
        answer:
          "Microsoft keeps the service available and holds deleted items for a limited period, but that is not a long-term backup. If a user deletes a folder and nobody notices for months, or ransomware encrypts OneDrive, you need an independent copy. We keep one, with retention you choose.",
      },
      {
        question: "How often do you test restores?",
        answer:
          "At least quarterly, covering a sample of files, a mailbox and at least one full server or VM. Clients with compliance requirements can ask for monthly tests. Every result goes into a written report.",
      },
      {
        question: "What is the difference between backup and disaster recovery?",
        answer:
          "Backup is a copy of your data. Disaster recovery is the ability to run the business again after losing a site, a server room or a cloud tenant. Our service covers both: the copies, plus the runbook and infrastructure to bring systems back online.",
      },
      {
        question: "How quickly can a failed server be restored?",
        answer:
          "With a local Datto or Veeam appliance, a critical server can often be running as a virtual machine within one to two hours. Recovery from cloud copies takes longer because of data volume. We set realistic targets per system during design and test against them.",
      },
      {
        question: "Can you help after a ransomware attack?",
        answer:
          "Yes. Our security team works to contain the attack while the backup team identifies the last clean restore point. Systems come back in the agreed priority order, and credentials are rotated so the attacker cannot return the same way.",
      },
    ],
    cta: {
      title: "Find out whether your backups would really restore",
      body: "We can review your current setup and run a test restore with you. You will get a short written report on gaps and fixes.",
      button: { label: "Book a backup review", href: CONTACT },
    },
    related: ["it-security", "24-7-noc-soc", "server-migration", "cloud-services"],
  },

  // ───────────────────────────── it-security ─────────────────────────────
  {
    slug: "it-security",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Managed IT Security for Growing Firms",
    description:
      "Managed IT security for growing businesses: SentinelOne EDR, MFA and conditional access, email filtering, patching, phishing training and firewall hardening.",
    keywords: [
      "managed IT security",
      "cybersecurity services",
      "endpoint detection and response",
      "SentinelOne",
      "security awareness training",
      "conditional access",
    ],
    hero: {
      eyebrow: "IT security",
      title: "Practical cybersecurity for companies without a security department",
      subtitle:
        "We close the gaps attackers actually use (weak sign-ins, unpatched systems, phishing, exposed remote access) and watch for anything that gets through.",
      primaryCta: { label: "Request a security assessment", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Most breaches at small and midsize companies do not begin with an advanced exploit. They begin with a reused password, a phishing email that harvested a Microsoft 365 session, or a remote desktop port left open to the internet. Our security service tackles those realistic risks first, with controls that fit the size of your business and that you can explain to your board and your cyber insurer.",
      "We start with an assessment mapped to the CIS Critical Security Controls, then work through a prioritised plan: MFA and conditional access in Entra ID, SentinelOne EDR on every endpoint, email filtering, patching, firewall hardening on Fortinet or Meraki equipment, and phishing simulations for staff. Progress is tracked on a risk register that we review with you every quarter.",
    ],
    stats: [
      { value: "CIS v8", label: "Controls used to measure progress" },
      { value: "24/7", label: "Analyst response to confirmed threats" },
      { value: "Monthly", label: "Vulnerability scans and phishing simulations" },
      { value: "Quarterly", label: "Risk register review with leadership" },
    ],
    included: {
      title: "What the security service includes",
      items: [
        {
          icon: "shield-check",
          title: "Endpoint detection and response",
          body: "SentinelOne or Defender for Endpoint on laptops and servers, with every alert reviewed by our SOC analysts.",
        },
        {
          icon: "lock",
          title: "Identity protection",
          body: "MFA on every account, conditional access, legacy authentication blocked and admin roles cut back to what is needed.",
        },
        {
          icon: "mail",
          title: "Email security",
          body: "Advanced filtering, link and attachment sandboxing, impersonation protection and DMARC enforcement on your domains.",
        },
        {
          icon: "settings",
          title: "Vulnerability and patch management",
          body: "Monthly scans, operating system and third-party patching, and tracked remediation of anything rated critical or high.",
        },
        {
          icon: "network",
          title: "Firewall and remote access hardening",
          body: "Fortinet or Meraki rule reviews, VPN behind MFA, and exposed services such as public RDP shut down.",
        },
        {
          icon: "graduation-cap",
          title: "Security awareness training",
          body: "Short training modules and regular phishing simulations, with results reported by department.",
        },
        {
          icon: "clipboard-check",
          title: "Policies and insurance support",
          body: "Written security policies, plus help completing cyber-insurance forms and customer security questionnaires.",
        },
      ],
    },
    process: {
      title: "How we improve your security",
      steps: [
        {
          title: "Assess",
          body: "A review of identities, devices, email, network and backups produces a scored report against the CIS Controls and a list of quick wins.",
        },
        {
          title: "Harden",
          body: "The highest-risk items are fixed first, typically MFA gaps, open ports, missing EDR and unsupported systems, in planned change windows.",
        },
        {
          title: "Monitor and respond",
          body: "Security alerts flow to our SOC. Confirmed threats are contained at once under the actions you have pre-approved.",
        },
        {
          title: "Review and mature",
          body: "Quarterly meetings cover the risk register, incident trends and the next set of improvements, each with a budget estimate.",
        },
      ],
    },
    whyUs: {
      title: "Why our approach works",
      points: [
        {
          icon: "lightbulb",
          title: "Risk-first priorities",
          body: "Your budget goes on the controls that stop common attacks before anything exotic.",
        },
        {
          icon: "users",
          title: "Plain-language reporting",
          body: "Leadership gets a one-page summary of risk and progress; the technical detail is there for anyone who wants it.",
        },
        {
          icon: "clipboard-check",
          title: "Ready for questionnaires",
          body: "Evidence for insurers, auditors and enterprise customers is kept current, so a questionnaire takes hours rather than weeks.",
        },
        {
          icon: "headset",
          title: "Security and support in one team",
          body: "The people who run your helpdesk roll out security changes, so users are supported when policies tighten.",
        },
      ],
    },
    faqs: [
      {
        question: "We are a 40-person company. Are we really a target?",
        answer:
          "Yes, mostly through automated attacks that do not care about size: credential stuffing, phishing kits and scans for open remote access. Smaller firms are often easier to break into, and some are targeted as a route to their larger clients. Basic, well-run controls stop most of these attacks.",
      },
      {
        question: "Can you help us meet cyber-insurance requirements?",
        answer:
          "Yes. Insurers now routinely ask about MFA, EDR, backups, patching and training. We put those controls in place and help you answer the application accurately, with evidence on file in case the insurer asks later.",
      },
      {
        question: "Do you offer penetration testing?",
        answer:
          "Vulnerability scanning is part of the service, and we can coordinate an independent penetration test with a specialist firm. Keeping the tester separate from the team that built your defences gives you a more honest result.",
      },
      {
        question: "Which compliance frameworks can you support?",
        answer:
          "We commonly help clients align with the CIS Controls, NIST CSF, HIPAA technical safeguards and the IT operations side of SOC 2. We provide the technical controls and the evidence; formal certification remains with your auditor.",
      },
      {
        question: "What happens if we are breached?",
        answer:
          "Our SOC contains the threat by isolating devices and disabling compromised accounts. We then investigate the scope, restore affected systems and support you through notification duties alongside your legal counsel and insurer. A written incident report follows.",
      },
    ],
    cta: {
      title: "Know where your security really stands",
      body: "Start with an assessment scored against the CIS Controls. You will receive a prioritised list of fixes with effort and cost for each.",
      button: { label: "Request a security assessment", href: CONTACT },
    },
    related: ["24-7-noc-soc", "data-backup-recovery", "network-management", "it-consulting"],
  },

  // ───────────────────────────── network-management ─────────────────────────────
  {
    slug: "network-management",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Network Management and Monitoring",
    description:
      "Managed networks for offices and branches: switch, Wi-Fi and firewall management on Meraki and Fortinet, SD-WAN, ISP coordination and 24/7 monitoring.",
    keywords: [
      "network management",
      "managed network services",
      "Meraki management",
      "Fortinet firewall management",
      "SD-WAN",
      "business Wi-Fi",
    ],
    hero: {
      eyebrow: "Network management",
      title: "Networks that stay fast, documented and secure",
      subtitle:
        "We manage firewalls, switches, Wi-Fi and internet links across your offices, monitor them around the clock and chase the ISP so you do not have to.",
      primaryCta: { label: "Request a network review", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Slow Wi-Fi in the conference room, a branch office that drops off the VPN every afternoon, a firewall nobody has logged in to since it was installed: network problems tend to be chronic rather than dramatic, and they quietly cost hours every week. Our network team takes ownership of the whole path from the internet circuit to the access point, with monitoring that shows where a fault really sits.",
      "We work with Cisco Meraki, Fortinet FortiGate, Ubiquiti, Aruba and HPE switching, and with the SD-WAN features those vendors offer. Every site is documented with diagrams, IP plans and configuration backups. Firmware stays on supported releases, and changes pass through a simple approval step so that a late-night rule tweak cannot take a whole office offline.",
    ],
    stats: [
      { value: "24/7", label: "Uptime and performance monitoring" },
      { value: "Nightly", label: "Configuration backups of managed devices" },
      { value: "1 contact", label: "For ISPs, carriers and hardware vendors" },
    ],
    included: {
      title: "What we manage on your network",
      items: [
        {
          icon: "network",
          title: "Switching and routing",
          body: "VLAN design, port configuration, spanning-tree health and routing between sites, managed and documented.",
        },
        {
          icon: "shield-check",
          title: "Firewall management",
          body: "FortiGate and Meraki MX policies, VPNs, IPS and web filtering kept current and reviewed twice a year.",
        },
        {
          icon: "zap",
          title: "Wi-Fi design and tuning",
          body: "Site surveys, access point placement, channel planning and guest networks kept apart from corporate traffic.",
        },
        {
          icon: "globe",
          title: "SD-WAN and multi-site links",
          body: "Branch connectivity with automatic failover between fibre, broadband and LTE circuits.",
        },
        {
          icon: "activity",
          title: "Monitoring and alerting",
          body: "Device availability, interface errors, bandwidth and latency tracked, with alerts routed straight to our NOC.",
        },
        {
          icon: "phone",
          title: "ISP and carrier management",
          body: "Faults logged with your providers, repair tickets followed up and circuit performance checked against contract.",
        },
      ],
    },
    process: {
      title: "How we take over a network",
      steps: [
        {
          title: "Survey and document",
          body: "We collect configurations, map physical and logical topology, and record every device, circuit and licence.",
        },
        {
          title: "Remediate",
          body: "Outdated firmware, unused rules, flat networks and single points of failure are dealt with in scheduled maintenance windows.",
        },
        {
          title: "Monitor",
          body: "Devices join our monitoring platform, and alerts open NOC tickets with the site and device already identified.",
        },
        {
          title: "Manage change",
          body: "New sites, VLANs and firewall rules are requested through the helpdesk, reviewed, and implemented with a rollback plan.",
        },
      ],
    },
    whyUs: {
      title: "Why hand us your network",
      points: [
        {
          icon: "file-text",
          title: "Documented networks",
          body: "Diagrams, IP plans and credentials kept in one place, so any engineer on shift can troubleshoot quickly.",
        },
        {
          icon: "settings",
          title: "Disciplined change control",
          body: "Every change is logged with a reason and a way back, which is what keeps a network stable for years.",
        },
        {
          icon: "map-pin",
          title: "Multi-site experience",
          body: "Branch offices, warehouses and retail sites run from one console to one consistent standard.",
        },
        {
          icon: "wrench",
          title: "On site when it counts",
          body: "Remote work comes first, with visits arranged for cabling, hardware swaps and wireless surveys.",
        },
      ],
    },
    faqs: [
      {
        question: "Do we need to replace our existing network equipment?",
        answer:
          "Not necessarily. If your switches and firewalls are still supported by the vendor, we manage them as they are. Equipment that is end-of-life or no longer receives security updates goes on the roadmap with a replacement estimate.",
      },
      {
        question: "Can you fix our office Wi-Fi?",
        answer:
          "Usually, yes. Most complaints trace back to poor access point placement, channel overlap or too many devices on one radio. A survey shows where coverage and interference problems are, and we try configuration fixes before recommending new hardware.",
      },
      {
        question: "Do you manage networks across several locations?",
        answer:
          "Yes. Multi-site networks are run with SD-WAN or site-to-site VPNs and consistent configuration across branches. Each site's internet links are monitored, so a failover is noticed and reported rather than discovered weeks later.",
      },
      {
        question: "Who deals with our internet provider when the line goes down?",
        answer:
          "We do. Our NOC logs the fault with the carrier, supplies the diagnostics they ask for and chases the repair. You follow progress on the ticket instead of spending an afternoon on hold.",
      },
    ],
    cta: {
      title: "Get your network documented and under control",
      body: "Tell us how many sites and devices you have. We will start with a network review and follow it with a fixed monthly management quote.",
      button: { label: "Request a network review", href: CONTACT },
    },
    related: ["24-7-noc-soc", "it-security", "voip-solutions", "cloud-services"],
  },

  // ───────────────────────────── cloud-services ─────────────────────────────
  {
    slug: "cloud-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Managed Cloud Services: Azure and M365",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Managed cloud services for Azure, AWS and Microsoft 365: tenant administration, Intune device management, monitoring, patching, backup and monthly cost reviews.",
    keywords: [
      "managed cloud services",
      "Azure management",
      "Microsoft 365 administration",
      "Intune management",
      "cloud cost optimisation",
      "AWS managed services",
    ],
    hero: {
      eyebrow: "Cloud services",
      title: "Cloud environments run with the care you would give your own servers",
      subtitle:
        "Day-to-day administration of Microsoft 365, Azure and AWS: identities, devices, security settings, backups and the monthly bill.",
      primaryCta: { label: "Request a cloud review", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Moving to the cloud removes the hardware, not the work. Someone still has to manage licences, review risky sign-ins, keep Intune policies in step with new devices, patch virtual machines and notice when a forgotten test environment starts costing a few thousand dollars a month. Our managed cloud service takes on that routine administration and gives you a clear view of what you run and what you pay for it.",
      "We administer Microsoft 365 tenants, Entra ID, Intune and Defender, along with Azure and AWS infrastructure for companies that host servers, databases or applications there. Changes follow the same ticketed, approved process as on-premises work, and Secure Score gains, licence clean-ups and savings are reported in a monthly review with your team.",
    ],
    stats: [
      { value: "Monthly", label: "Cost and licence review" },
      { value: "24/7", label: "Monitoring of cloud resources" },
      { value: "Secure Score", label: "Tracked and improved every month" },
    ],
    included: {
      title: "What managed cloud covers",
      items: [
        {
          icon: "cloud",
          title: "Microsoft 365 tenant administration",
          body: "Users, groups, licences, mailboxes, Teams and SharePoint settings handled as routine requests.",
        },
        {
          icon: "monitor",
          title: "Intune and Autopilot",
          body: "Device enrolment, compliance policies, app deployment and zero-touch laptop provisioning for new starters.",
        },
        {
          icon: "lock",
          title: "Entra ID and conditional access",
          body: "Sign-in policies, privileged identity management and reviews of risky sign-ins to protect every account.",
        },
        {
          icon: "server",
          title: "Azure and AWS infrastructure",
          body: "Virtual machines, storage, networking and platform services patched, monitored and kept to your standards.",
        },
        {
          icon: "bar-chart-3",
          title: "Cost management",
          body: "Budgets, tagging and rightsizing, with a monthly report that flags idle resources and unused licences.",
        },
        {
          icon: "database-backup",
          title: "Cloud backup",
          body: "Independent copies of Microsoft 365 data and cloud workloads, kept for as long as your policy says.",
        },
      ],
    },
    process: {
      title: "How we run your cloud",
      steps: [
        {
          title: "Baseline",
          body: "Tenant settings, Secure Score, licences, subscriptions and spend are reviewed to establish where you stand today.",
        },
        {
          title: "Standardise",
          body: "Policies, naming, tagging and role assignments are aligned to a documented baseline that we maintain from then on.",
        },
        {
          title: "Operate",
          body: "Requests, alerts and changes go through the helpdesk and NOC, with your approval required for anything affecting cost or security.",
        },
        {
          title: "Review",
          body: "A monthly report covers spend, licence use, Secure Score and open recommendations, and we agree the next priorities together.",
        },
      ],
    },
    whyUs: {
      title: "Why our cloud clients stay",
      points: [
        {
          icon: "bar-chart-3",
          title: "We watch the bill",
          body: "Idle VMs, oversized disks and unassigned licences are found and reported instead of quietly piling up.",
        },
        {
          icon: "shield-check",
          title: "Secure by default",
          body: "Conditional access, MFA and Defender baselines are applied to every tenant we manage.",
        },
        {
          icon: "settings",
          title: "One process, cloud or not",
          body: "Cloud changes follow the same ticketing and approval path as the rest of your IT.",
        },
        {
          icon: "users",
          title: "Microsoft-focused engineers",
          body: "Our team works in Microsoft 365, Entra ID and Intune every day across many tenants.",
        },
      ],
    },
    faqs: [
      {
        question: "We already pay for Microsoft 365. Why have it managed?",
        answer:
          "The licence gives you the tools, but many security features are off or unconfigured by default. Someone has to set up conditional access, review risky sign-ins, manage devices in Intune and reclaim licences as people come and go. That ongoing administration is what we provide.",
      },
      {
        question: "Can you reduce our Azure or AWS bill?",
        answer:
          "Often. Typical savings come from shutting down idle resources, rightsizing oversized virtual machines, reserving capacity for steady workloads and moving old data to cheaper storage tiers. Each recommendation shows its estimated monthly saving so you can decide.",
      },
      {
        question: "Do you support Google Workspace?",
        answer:
          "Yes, for user and device administration and security settings. Most of our infrastructure work is in Azure and AWS, and we will say plainly if a requirement falls outside what we do well.",
      },
      {
        question: "Who owns the cloud accounts?",
        answer:
          "You do. Tenants and subscriptions stay in your name, and we work through delegated admin roles that you can review or revoke at any time. That keeps you in control if you ever change provider.",
      },
    ],
    cta: {
      title: "Get a clear view of your cloud estate",
      body: "We will review your Microsoft 365 tenant or cloud subscription and send a short report on security settings, licences and cost.",
      button: { label: "Request a cloud review", href: CONTACT },
    },
    related: ["cloud-migration", "email-migration", "it-security", "data-backup-recovery"],
  },

  // ───────────────────────────── voip-solutions ─────────────────────────────
  {
    slug: "voip-solutions",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Business VoIP Phone Systems and Support",
    description:
      "Business VoIP on 3CX or Microsoft Teams Phone: number porting, desk phones and softphones, call flows, SIP trunks and ongoing support from one team.",
    keywords: [
      "business VoIP",
      "3CX phone system",
      "Microsoft Teams Phone",
      "SIP trunking",
      "number porting",
      "hosted PBX",
    ],
    hero: {
      eyebrow: "VoIP solutions",
      title: "Business phone systems that follow your people anywhere",
      subtitle:
        "We design, port, install and support VoIP on 3CX or Microsoft Teams Phone, so calls reach the right person on a desk phone, laptop or mobile.",
      primaryCta: { label: "Get a VoIP quote", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "An ageing on-premises PBX ties your phone numbers to one building and one maintenance contract. VoIP moves calling onto your internet connection and into apps your staff already use, so a receptionist can work from home and a sales rep can answer the main line from a mobile. We handle the whole transition: choosing the platform, porting numbers, building call flows and training the people who answer the phones.",
      "Most of our deployments use 3CX, hosted or on your own server, or Microsoft Teams Phone for companies that already live in Teams. We pair them with reliable SIP trunk providers, configure quality of service so voice traffic is prioritised, and keep emergency calling addresses correct for every location. After go-live, a phone change is just another ticket for our helpdesk.",
    ],
    stats: [
      { value: "Same numbers", label: "Kept through porting" },
      { value: "3CX and Teams", label: "Platforms we deploy and support" },
      { value: "QoS", label: "Configured on every network we install on" },
    ],
    included: {
      title: "What a VoIP project includes",
      items: [
        {
          icon: "phone",
          title: "Platform design",
          body: "3CX or Teams Phone chosen and sized for your users, sites and call volumes, with licences quoted up front.",
        },
        {
          icon: "globe",
          title: "Number porting",
          body: "Existing numbers moved from your current carrier on a scheduled date, with a fallback ready.",
        },
        {
          icon: "settings",
          title: "Call flows and auto attendants",
          body: "Business hours, holiday schedules, ring groups, queues and voicemail-to-email built around how your teams work.",
        },
        {
          icon: "monitor",
          title: "Desk phones and softphones",
          body: "Yealink or Poly handsets provisioned automatically, plus mobile and desktop apps for remote staff.",
        },
        {
          icon: "network",
          title: "Network readiness",
          body: "Bandwidth tests, QoS and a voice VLAN so calls stay clear when the network is busy.",
        },
        {
          icon: "headset",
          title: "Ongoing support",
          body: "Moves, adds and changes, call-quality troubleshooting and carrier liaison handled by our helpdesk.",
        },
      ],
    },
    process: {
      title: "From old PBX to VoIP",
      steps: [
        {
          title: "Discover",
          body: "We document current numbers, extensions, call flows and hardware, and test your internet links for voice.",
        },
        {
          title: "Design and order",
          body: "You receive a proposal for platform, SIP trunk and handsets; once approved, we submit the porting request.",
        },
        {
          title: "Build and test",
          body: "The system is configured with your call flows and checked with internal and external test calls well before the port date.",
        },
        {
          title: "Port and train",
          body: "Numbers move on the agreed day with engineers standing by, and reception staff and managers get short training sessions.",
        },
      ],
    },
    whyUs: {
      title: "Why choose us for voice",
      points: [
        {
          icon: "network",
          title: "Network and phones together",
          body: "We manage networks too, so call-quality faults are traced end to end instead of blamed on someone else.",
        },
        {
          icon: "clock",
          title: "Careful porting",
          body: "Port dates are booked for quiet periods, with temporary forwarding ready in case a carrier misses its window.",
        },
        {
          icon: "users",
          title: "Trained users",
          body: "Role-based sessions for receptionists, queue agents and managers mean the system is used properly from day one.",
        },
        {
          icon: "headset",
          title: "Support on the same line",
          body: "Phone problems go to the same helpdesk as every other IT issue, at any hour.",
        },
      ],
    },
    faqs: [
      {
        question: "Can we keep our existing phone numbers?",
        answer:
          "In almost all cases, yes. Numbers are ported from your current carrier to the new SIP provider, which typically takes one to three weeks depending on the carrier. We schedule the port and keep call forwarding ready as a fallback.",
      },
      {
        question: "Should we choose 3CX or Microsoft Teams Phone?",
        answer:
          "Teams Phone suits companies that already work in Teams and want one app for chat, meetings and calls. 3CX is often more economical for call-centre features, receptionist consoles or sites that need on-premises control. We compare costs for your user count before recommending either.",
      },
      {
        question: "Is our internet connection good enough for VoIP?",
        answer:
          "We measure bandwidth, latency and jitter before recommending anything. With QoS in place and adequate capacity, call quality is typically as good as a traditional line. If your connection is not ready, we tell you what needs to change.",
      },
      {
        question: "What happens to calls if our internet goes down?",
        answer:
          "Calls can fail over to mobile apps or forward to mobile numbers, and hosted systems keep answering in the cloud even when your office is offline. For critical sites we recommend a second internet circuit with automatic failover.",
      },
    ],
    cta: {
      title: "Plan a phone system that fits how you work now",
      body: "Tell us how many users and sites you have and what you use today. We will recommend a platform and send a fixed installation quote.",
      button: { label: "Get a VoIP quote", href: CONTACT },
    },
    related: ["network-management", "cloud-services", "24-7-helpdesk", "projects"],
  },

  // ───────────────────────────── it-consulting ─────────────────────────────
  {
    slug: "it-consulting",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "IT Consulting and Technology Strategy",
    description:
      "IT consulting for leadership teams: technology roadmaps, budgets, vendor selection, risk reviews and virtual CIO support, with written and costed advice.",
    keywords: [
      "IT consulting",
      "virtual CIO",
      "IT strategy",
      "technology roadmap",
      "IT budget planning",
      "vendor selection",
    ],
    hero: {
      eyebrow: "IT consulting",
      title: "IT advice that connects technology decisions to business plans",
      subtitle:
        "Senior consultants help you set a roadmap, plan the budget, choose vendors and decide what to fix first, with every recommendation written down and costed.",
      primaryCta: { label: "Talk to a consultant", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Technology choices made one request at a time add up to an environment nobody designed: three file-sharing tools, laptops on different update cycles and a software bill that grows every year. Our consulting practice steps back from the ticket queue and looks at the whole picture, then gives leadership a plan they can budget for and a sequence that makes sense.",
      "Engagements range from a one-off assessment before an acquisition or office move to an ongoing virtual CIO arrangement with quarterly strategy sessions. Either way you receive written, costed recommendations with options and trade-offs rather than a single vendor's product list. If you choose to implement with us, the people who wrote the plan stay involved in delivering it.",
    ],
    stats: [
      { value: "12–36 months", label: "Typical roadmap horizon" },
      { value: "Quarterly", label: "Strategy sessions for vCIO clients" },
      { value: "Costed", label: "Options for every recommendation" },
    ],
    included: {
      title: "Consulting services",
      items: [
        {
          icon: "lightbulb",
          title: "Technology assessment",
          body: "A review of infrastructure, applications, security, support and spending, scored and explained in plain language.",
        },
        {
          icon: "rocket",
          title: "IT roadmap",
          body: "A 12 to 36-month plan tying projects to business goals, with budget ranges and dependencies.",
        },
        {
          icon: "briefcase",
          title: "Virtual CIO",
          body: "A senior consultant who joins leadership meetings, owns the IT plan and represents technology in business decisions.",
        },
        {
          icon: "clipboard-check",
          title: "Vendor selection",
          body: "Requirements, shortlists and scored evaluations for software, carriers and hardware, with contract terms checked.",
        },
        {
          icon: "shield-check",
          title: "Risk and compliance review",
          body: "Gap analysis against the CIS Controls, NIST CSF or the security requirements your customers impose.",
        },
        {
          icon: "building-2",
          title: "Mergers and office moves",
          body: "IT due diligence for acquisitions, and technology planning for new premises from cabling to phones.",
        },
      ],
    },
    process: {
      title: "How an engagement runs",
      steps: [
        {
          title: "Listen",
          body: "We interview leadership and key staff about goals, frustrations and plans for the next few years.",
        },
        {
          title: "Assess",
          body: "Our engineers review systems, contracts and support data to build an accurate picture of the current state.",
        },
        {
          title: "Recommend",
          body: "A written report and roadmap with priorities, costs and options is presented in a working session with your team.",
        },
        {
          title: "Follow through",
          body: "We help you implement, either by running the projects ourselves or by supporting your internal staff and vendors.",
        },
      ],
    },
    whyUs: {
      title: "Why take our advice",
      points: [
        {
          icon: "users",
          title: "Consultants who also operate",
          body: "Advice comes from people who run IT for clients every day, so recommendations are practical to support.",
        },
        {
          icon: "bar-chart-3",
          title: "Costed options",
          body: "Every recommendation carries an estimated cost and effort, and usually more than one route to the goal.",
        },
        {
          icon: "check-circle-2",
          title: "No product quotas",
          body: "We recommend what fits your business, including keeping what already works.",
        },
        {
          icon: "file-text",
          title: "Plans you keep",
          body: "The roadmap and assessment are yours to use with us, your internal team or another provider.",
        },
      ],
    },
    faqs: [
      {
        question: "What does a virtual CIO actually do?",
        answer:
          "A virtual CIO owns your technology plan without being a full-time executive hire. They meet leadership regularly, maintain the roadmap and budget, review risks and vendors, and keep day-to-day IT work heading where the business needs it to go.",
      },
      {
        question: "How long does an IT assessment take?",
        answer:
          "For a company of up to 200 users, an assessment usually takes three to four weeks from kick-off to the presentation of findings. Your team's time goes mostly into a few interviews, while our engineers gather the technical data with minimal disruption.",
      },
      {
        question: "Do we have to hire you for the work you recommend?",
        answer:
          "No. The roadmap and report are yours, written so that any competent provider or internal team could follow them. Many clients do choose us for implementation, but the advice stands on its own.",
      },
      {
        question: "Can you help with IT due diligence for an acquisition?",
        answer:
          "Yes. We review the target's infrastructure, security posture, licensing, contracts and support arrangements, and estimate the cost of integrating or separating their IT. Findings go to your deal team within an agreed timeline.",
      },
    ],
    cta: {
      title: "Get an outside view of your IT",
      body: "Book a short call about your plans. We will suggest whether an assessment, a roadmap or ongoing vCIO support fits best.",
      button: { label: "Talk to a consultant", href: CONTACT },
    },
    related: ["projects", "it-security", "cloud-migration", "managed-services"],
  },

  // ───────────────────────────── projects ─────────────────────────────
  {
    slug: "projects",
    family: "core",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Fixed-Scope IT Projects, Delivered on Plan",
    description:
      "How we run fixed-scope IT projects: a written statement of work, a fixed quote, a named project manager, weekly reports, change control and clean handover.",
    keywords: [
      "IT projects",
      "fixed-price IT project",
      "IT project management",
      "office IT setup",
      "infrastructure upgrade",
      "statement of work",
    ],
    hero: {
      eyebrow: "IT projects",
      title: "IT projects with a fixed scope, a fixed price and a named owner",
      subtitle:
        "Office moves, infrastructure refreshes, migrations and rollouts, run from a written statement of work with weekly reporting and no surprise invoices.",
      primaryCta: { label: "Start a project conversation", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Projects are where IT budgets tend to leak. A vague quote turns into time and materials, the scope drifts, and the engineer who understood the plan moves on halfway through. We run every project from a statement of work that says what will be delivered, what is excluded, what it costs and how we will all know it is finished. A named project manager owns it from kick-off to sign-off.",
      "Typical projects include new office fit-outs, laptop refreshes with Autopilot, Windows and server upgrades, firewall and Wi-Fi replacements, Microsoft 365 and Intune rollouts, and the migrations described elsewhere on this site. You do not need a managed services agreement to buy a project from us, although the handover is smoother when our support team already knows your environment.",
    ],
    stats: [
      { value: "Fixed", label: "Price agreed before work starts" },
      { value: "Weekly", label: "Status report on every project" },
      { value: "1", label: "Named project manager per engagement" },
    ],
    included: {
      title: "What every project includes",
      items: [
        {
          icon: "file-text",
          title: "Statement of work",
          body: "Deliverables, exclusions, assumptions, timeline and acceptance criteria, written down and signed before work starts.",
        },
        {
          icon: "briefcase",
          title: "Project management",
          body: "A named project manager runs the plan, chairs status calls and is your single point of contact.",
        },
        {
          icon: "clipboard-check",
          title: "Change control",
          body: "Scope changes are assessed, priced and approved in writing before anyone acts on them.",
        },
        {
          icon: "building-2",
          title: "Office moves and fit-outs",
          body: "Cabling, network, Wi-Fi, phones, meeting-room AV and desk setups coordinated with your landlord and contractors.",
        },
        {
          icon: "monitor",
          title: "Device rollouts",
          body: "Laptop and desktop refreshes through Autopilot or imaging, with data transfer and certified wiping of old devices.",
        },
        {
          icon: "life-buoy",
          title: "Handover and hypercare",
          body: "Documentation, admin credentials and two weeks of priority support after go-live.",
        },
      ],
    },
    process: {
      title: "How we run a project",
      steps: [
        {
          title: "Scope",
          body: "A discovery workshop, a site visit where needed, and agreement on deliverables, constraints and success criteria.",
        },
        {
          title: "Quote and plan",
          body: "You receive a statement of work with a fixed price, a timeline and a risk list. Work begins once it is signed.",
        },
        {
          title: "Deliver",
          body: "Engineers work in agreed windows while the project manager reports weekly on progress, risks and decisions needed from you.",
        },
        {
          title: "Accept and hand over",
          body: "We test against the acceptance criteria together, hand over documentation and move the new systems into support.",
        },
      ],
    },
    whyUs: {
      title: "Why our projects finish well",
      points: [
        {
          icon: "bar-chart-3",
          title: "No open-ended billing",
          body: "The price in the statement of work is the price you pay, unless you approve a change in writing.",
        },
        {
          icon: "clock",
          title: "Disruptive work after hours",
          body: "Cutovers and cabling happen in the evening or at weekends so your teams keep working.",
        },
        {
          icon: "users",
          title: "Engineers who stay",
          body: "The people who start your project finish it, with the project manager holding continuity.",
        },
        {
          icon: "check-circle-2",
          title: "A clear finish line",
          body: "Acceptance criteria agreed at the start mean everyone knows when the project is complete.",
        },
      ],
    },
    faqs: [
      {
        question: "Do we need a managed services contract to buy a project?",
        answer:
          "No. Projects can be bought on their own, and many clients first work with us that way. If you have an internal IT team or another provider, the handover to them is part of the agreed scope.",
      },
      {
        question: "What happens if the scope changes mid-project?",
        answer:
          "We raise a change request describing the new work, its effect on cost and timeline, and the options. Nothing outside the original statement of work is done or billed until you approve it in writing.",
      },
      {
        question: "How do you price projects?",
        answer:
          "Pricing comes from the discovery findings: devices, sites and users, the hours each task needs, plus project management. The quote is fixed for the scope described, and its assumptions are listed so you can see what it rests on.",
      },
      {
        question: "Can you coordinate with our landlord, electricians and other trades?",
        answer:
          "Yes. For office moves and fit-outs we attend site meetings, provide cabling and power specifications and schedule our work around other contractors. The project manager keeps a shared timeline so dependencies stay visible.",
      },
      {
        question: "What documentation do we get at the end?",
        answer:
          "Network diagrams, configuration backups, an asset list, admin credentials in a password vault you control, and a short runbook for the new systems. If we support you afterwards, the same material goes into our support platform.",
      },
    ],
    cta: {
      title: "Have a project in mind?",
      body: "Describe what you need and when. We will arrange a discovery call, then send a written statement of work with a fixed price.",
      button: { label: "Start a project conversation", href: CONTACT },
    },
    related: ["it-consulting", "server-migration", "network-management", "voip-solutions"],
  },

  // ───────────────────────────── staffing (hub) ─────────────────────────────
  {
    slug: "staffing",
    family: "staffing",
    template: "service",
    seoTitle: "IT Staffing and Dedicated Engineer Services",
    description:
      "IT staffing from our US and India teams: dedicated engineers who work in your tools, contract and permanent IT hires, and administrative support staff.",
    keywords: [
      "IT staffing",
      "dedicated engineers",
      "offshore IT staff",
      "staff augmentation",
      "administrative outsourcing",
      "remote IT engineers",
    ],
    hero: {
      eyebrow: "Staffing",
      title: "Skilled people for your IT and back-office teams",
      subtitle:
        "Dedicated engineers, contract and permanent IT hires, and administrative staff from the United States and India: screened, managed and ready to work in your processes.",
      primaryCta: { label: "Discuss a staffing need", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Hiring good technical staff is slow, and hiring them for night shifts or short projects is slower still. Our staffing services give you access to people we have already screened, trained and equipped: engineers who join your team full-time under our management, IT professionals placed in a contract or permanent role, and administrative staff who keep tickets, invoices and records moving.",
      "Because staffing sits inside a managed-services company, every person we provide is backed by a wider team. A dedicated engineer can escalate to our senior staff, cover is arranged for holidays and sick days, and performance is reviewed against measures you agree with us. You decide how closely they integrate, from working your own ConnectWise board to following a separate queue we run for you.",
    ],
    stats: [
      { value: "US and India", label: "Talent pools for every role" },
      { value: "2–4 weeks", label: "Typical time to place a dedicated engineer" },
      { value: "Backup cover", label: "For leave and sickness" },
    ],
    included: {
      title: "Staffing services",
      items: [
        {
          icon: "user-check",
          title: "Dedicated engineers",
          body: "Full-time engineers who work only on your clients or systems, in your tools and during your hours.",
        },
        {
          icon: "users",
          title: "IT staffing",
          body: "Contract, contract-to-hire and permanent placements for helpdesk, systems, network and security roles.",
        },
        {
          icon: "briefcase",
          title: "Administrative services",
          body: "Back-office help for service desks: dispatch, billing checks, procurement, documentation and data entry.",
        },
        {
          icon: "graduation-cap",
          title: "Training and onboarding",
          body: "Each placement learns your processes and tools before touching live work.",
        },
        {
          icon: "bar-chart-3",
          title: "Performance management",
          body: "Regular reviews against agreed measures, with coaching or replacement handled by us.",
        },
      ],
    },
    process: {
      title: "How a placement works",
      steps: [
        {
          title: "Define the role",
          body: "We agree skills, hours, tools, time zone and the measures that will show the person is succeeding.",
        },
        {
          title: "Shortlist and interview",
          body: "Screened candidates arrive with their technical assessment results; you interview and choose.",
        },
        {
          title: "Onboard",
          body: "The chosen person is set up with equipment, secure access and training in your procedures.",
        },
        {
          title: "Manage and review",
          body: "We look after HR, payroll and cover, and meet with you regularly about performance and workload.",
        },
      ],
    },
    whyUs: {
      title: "Why staff through us",
      points: [
        {
          icon: "shield-check",
          title: "Screened and tested",
          body: "Candidates pass background checks and hands-on technical tests before you meet them.",
        },
        {
          icon: "clock",
          title: "Hours that suit you",
          body: "People can work US business hours, overnight shifts or whatever overlap suits your team.",
        },
        {
          icon: "life-buoy",
          title: "Cover when people are away",
          body: "Backup is arranged for leave and sickness, so your work does not stall.",
        },
        {
          icon: "layers",
          title: "Backed by a full MSP",
          body: "Our senior engineers and service processes stand behind every person we place.",
        },
      ],
    },
    faqs: [
      {
        question: "What is the difference between dedicated engineers and IT staffing?",
        answer:
          "A dedicated engineer stays our employee, works only for you and is managed, equipped and covered by us. IT staffing places a person on contract or permanently, and they usually become part of your organisation, reporting to your managers.",
      },
      {
        question: "Can staff work US hours from India?",
        answer:
          "Yes. Many of our India-based staff work night shifts aligned with US Eastern or Pacific business hours, supported by transport and facilities that make those shifts sustainable. Others work a partial overlap to cover your evenings and early mornings.",
      },
      {
        question: "How do you protect our data and client systems?",
        answer:
          "Staff work from secured offices on managed devices, reaching your systems through MFA-protected accounts with least-privilege roles. Everyone signs a confidentiality agreement, and you can review or remove access at any time.",
      },
      {
        question: "What if a placement is not working out?",
        answer:
          "Tell us early. We go through the concerns with you and arrange coaching where it will help. If the fit is simply wrong, we find a replacement without a further placement fee, within the terms of the agreement.",
      },
    ],
    cta: {
      title: "Tell us about the role you need to fill",
      body: "Share the skills, hours and start date. We will confirm which staffing model fits and send suitable profiles.",
      button: { label: "Discuss a staffing need", href: CONTACT },
    },
    related: ["dedicated-engineers", "it-staffing", "administrative-services"],
  },

  // ───────────────────────────── dedicated-engineers ─────────────────────────────
  {
    slug: "dedicated-engineers",
    family: "staffing",
    template: "service",
    parent: "/staffing",
    seoTitle: "Dedicated Remote IT Engineers for Your Team",
    description:
      "Dedicated IT engineers who work only for you, in your PSA and RMM tools and your hours, while we handle hiring, equipment, payroll and leave cover.",
    keywords: [
      "dedicated IT engineer",
      "dedicated remote engineer",
      "offshore engineer for MSPs",
      "IT staff augmentation",
      "dedicated NOC engineer",
      "ConnectWise engineer",
    ],
    hero: {
      eyebrow: "Dedicated engineers",
      title: "A dedicated engineer who works as part of your team",
      subtitle:
        "Full-time L1 to L3 engineers assigned only to you and working in your ticketing and RMM tools, while we take care of hiring, equipment, payroll and cover.",
      primaryCta: { label: "Request an engineer profile", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Some work is too steady for a contractor and too specialised for a shared helpdesk: a client base that needs the same engineer every day, a backlog of patching and onboarding tickets, or a night shift your own staff cannot cover. A dedicated engineer fills that gap. They join your stand-ups, learn your clients and documentation, and work your ConnectWise Manage, Autotask or HaloPSA board as if they were on your payroll.",
      "Behind each engineer is our management structure. A team lead checks quality and workload, senior staff take escalations, and when your engineer is on leave a trained colleague covers the seat. Engineers are based in the United States or India with shifts set to your time zone; MSPs often use them to extend coverage into evenings and weekends without hiring locally.",
    ],
    stats: [
      { value: "L1–L3", label: "Skill levels available" },
      { value: "40 hours", label: "A week, assigned only to you" },
      { value: "Covered", label: "Leave and sickness handled by a trained backup" },
    ],
    included: {
      title: "What you get with a dedicated engineer",
      items: [
        {
          icon: "user-check",
          title: "A named, full-time engineer",
          body: "One person assigned to your account, working your schedule and taking direction from your team lead.",
        },
        {
          icon: "settings",
          title: "Works in your tools",
          body: "ConnectWise Manage, Automate and Control, Autotask, Datto RMM, NinjaOne, IT Glue or Hudu: whatever you already use.",
        },
        {
          icon: "graduation-cap",
          title: "Structured ramp-up",
          body: "Two weeks learning your clients, processes and documentation before the engineer takes a full queue.",
        },
        {
          icon: "shield-check",
          title: "Secure working setup",
          body: "Company-managed devices, MFA on all access and a clean-desk policy in our offices.",
        },
        {
          icon: "life-buoy",
          title: "Leave and sickness cover",
          body: "A colleague who already knows your environment steps in, so your queue keeps moving.",
        },
        {
          icon: "bar-chart-3",
          title: "Monthly performance review",
          body: "Tickets closed, response times and quality checks shared with you, and any concern acted on promptly.",
        },
      ],
    },
    process: {
      title: "From request to first ticket",
      steps: [
        {
          title: "Agree the profile",
          body: "We define skills, certifications, shift pattern and tools, plus the metrics you will use to judge success.",
        },
        {
          title: "Select",
          body: "You interview a shortlist of candidates who have passed our technical assessment and pick the one you want.",
        },
        {
          title: "Ramp up",
          body: "Your engineer studies your documentation and shadows your team before working tickets independently.",
        },
        {
          title: "Run and review",
          body: "Each month we meet to go over performance, workload and any changes to the role.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs and IT teams choose this model",
      points: [
        {
          icon: "users",
          title: "Continuity for your clients",
          body: "The same engineer handles your tickets every day, so your clients hear a familiar voice.",
        },
        {
          icon: "clock",
          title: "Coverage in your time zone",
          body: "Shifts in the US and India let us staff business hours, nights or a follow-the-sun pattern.",
        },
        {
          icon: "wrench",
          title: "Senior escalation path",
          body: "Hard problems can go to our L3 engineers without you paying for a second hire.",
        },
        {
          icon: "briefcase",
          title: "No hiring overhead",
          body: "Recruitment, payroll, benefits, equipment and office space sit inside one monthly fee.",
        },
      ],
    },
    faqs: [
      {
        question: "How is a dedicated engineer different from your helpdesk service?",
        answer:
          "Our helpdesk is a shared team working to SLAs across many clients. A dedicated engineer works only for you, in your systems and to your processes, and you set their daily priorities as you would for your own staff.",
      },
      {
        question: "Can the engineer work under our company name?",
        answer:
          "Yes. Many MSPs introduce their dedicated engineer as a member of their own team, with their email domain, phone system and signature. We stay in the background, and the arrangement is covered by a confidentiality agreement.",
      },
      {
        question: "Which skill levels can we choose from?",
        answer:
          "We place engineers from L1 service desk roles, through L2 systems administration, to L3 specialists in networking, Microsoft 365, Azure or security. Pricing depends on the level and the shift pattern.",
      },
      {
        question: "How soon can an engineer start?",
        answer:
          "Once the profile is agreed, we typically present candidates within one to two weeks. After you choose, onboarding takes another one to two weeks, depending on notice periods and how complex your environment is.",
      },
      {
        question: "Can we grow from one engineer to a team?",
        answer:
          "Yes. Many clients start with one engineer and add more as they grow. From three engineers upward we usually appoint a team lead who coordinates shifts and quality checks with your service manager.",
      },
    ],
    cta: {
      title: "Add an engineer without another local hire",
      body: "Tell us the skills, shift and tools you need. We will send back a role profile, a monthly cost and a candidate timeline.",
      button: { label: "Request an engineer profile", href: CONTACT },
    },
    related: ["staffing", "it-staffing", "24-7-helpdesk", "24-7-noc-soc"],
  },

  // ───────────────────────────── it-staffing ─────────────────────────────
  {
    slug: "it-staffing",
    family: "staffing",
    template: "service",
    parent: "/staffing",
    seoTitle: "IT Staffing: Contract and Permanent Hires",
    description:
      "IT staffing for contract, contract-to-hire and permanent roles: helpdesk, sysadmin, network and security staff, tested by engineers before you meet them.",
    keywords: [
      "IT staffing agency",
      "contract IT staff",
      "IT recruitment",
      "contract-to-hire",
      "system administrator hiring",
      "network engineer recruitment",
    ],
    hero: {
      eyebrow: "IT staffing",
      title: "Technical hires screened by engineers, not keyword filters",
      subtitle:
        "Contract, contract-to-hire and permanent IT professionals for helpdesk, infrastructure, networking and security roles in the US and India.",
      primaryCta: { label: "Start a search", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "A CV full of certifications says little about whether someone can troubleshoot a broken Group Policy or a flapping VPN tunnel. Because our recruiters work inside an operating IT services company, candidates are interviewed and tested by practising engineers who do that work daily. You see a short list of people who have already shown they can do the job, with notes on their strengths and gaps.",
      "We fill short contracts for projects and migrations, contract-to-hire roles where you want to see someone work before committing, and permanent positions from helpdesk analyst to network architect. Roles can be on-site in the United States, fully remote, or based in our India offices. We handle sourcing, scheduling, background checks and paperwork, so your managers only spend time on final interviews.",
    ],
    stats: [
      { value: "3–5", label: "Qualified candidates per shortlist" },
      { value: "1–2 weeks", label: "Typical shortlist time for common roles" },
      { value: "90 days", label: "Check-ins after every placement" },
    ],
    included: {
      title: "How we can staff your team",
      items: [
        {
          icon: "clipboard-check",
          title: "Technical screening",
          body: "Practical exercises and engineer-led interviews matched to the role, from ticket handling to firewall configuration.",
        },
        {
          icon: "briefcase",
          title: "Contract placements",
          body: "Project and interim staff for migrations, rollouts and cover, billed at an agreed hourly or daily rate.",
        },
        {
          icon: "user-check",
          title: "Contract-to-hire",
          body: "Work with someone for an agreed trial period before offering a permanent role, with conversion terms set up front.",
        },
        {
          icon: "users",
          title: "Permanent recruitment",
          body: "A full search for permanent roles, with a free replacement period written into the agreement.",
        },
        {
          icon: "shield-check",
          title: "Background and reference checks",
          body: "Employment, education and criminal record checks carried out to the standard your policy requires.",
        },
        {
          icon: "globe",
          title: "US and India talent pools",
          body: "Candidates for on-site, hybrid or remote roles, including overnight shifts that support US time zones.",
        },
      ],
    },
    process: {
      title: "Our hiring process",
      steps: [
        {
          title: "Brief",
          body: "We take a detailed brief from the hiring manager: duties, environment, must-have skills and the salary or rate range.",
        },
        {
          title: "Source and test",
          body: "Recruiters find candidates, and our engineers run the technical interview and the practical exercise.",
        },
        {
          title: "Shortlist",
          body: "Within the agreed time you receive a shortlist with assessment notes, availability and rate expectations.",
        },
        {
          title: "Hire and follow up",
          body: "We handle the offer, checks and paperwork, then check in with you and the new hire through the first 90 days.",
        },
      ],
    },
    whyUs: {
      title: "Why hire through us",
      points: [
        {
          icon: "wrench",
          title: "Engineers do the vetting",
          body: "Technical interviews are run by people who do the job, which filters out candidates who merely interview well.",
        },
        {
          icon: "zap",
          title: "Short, relevant shortlists",
          body: "Three to five qualified people rather than a pile of CVs for your managers to sort.",
        },
        {
          icon: "check-circle-2",
          title: "Clear commercial terms",
          body: "Fees, rates and replacement terms are in the agreement before the search begins.",
        },
        {
          icon: "map-pin",
          title: "Flexible locations",
          body: "On-site in the US, remote, or based in our India offices, depending on the role and budget.",
        },
      ],
    },
    faqs: [
      {
        question: "Which IT roles do you recruit for?",
        answer:
          "We focus on operational IT: service desk analysts, desktop support, system administrators, network and security engineers, cloud engineers, NOC technicians and IT project coordinators. We are not a general software-development recruiter.",
      },
      {
        question: "How quickly can you present candidates?",
        answer:
          "For common roles such as helpdesk or desktop support, a shortlist usually arrives within one to two weeks. Specialist or senior roles can take three to five weeks, and we agree the timeline with you when we take the brief.",
      },
      {
        question: "How are contract staff billed?",
        answer:
          "Contractors are billed at an agreed hourly or daily rate, invoiced weekly or monthly against timesheets your manager approves. As employer of record, we handle their payroll, taxes and insurance.",
      },
      {
        question: "What if a permanent hire leaves early?",
        answer:
          "Permanent placements carry a replacement period stated in the agreement. If the person leaves or is let go within that period, we search for a successor without charging a second fee.",
      },
    ],
    cta: {
      title: "Brief us on your next IT hire",
      body: "Send the job description, or just a few lines about the role. We will confirm the market rate and a realistic time to shortlist.",
      button: { label: "Start a search", href: CONTACT },
    },
    related: ["staffing", "dedicated-engineers", "administrative-services", "it-consulting"],
  },

  // ───────────────────────────── administrative-services ─────────────────────────────
  {
    slug: "administrative-services",
    family: "staffing",
    template: "service",
    parent: "/staffing",
    seoTitle: "Administrative Support for IT Teams",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Administrative services for IT companies and MSPs: ticket dispatch, PSA hygiene, billing reconciliation, procurement, documentation and data entry.",
    keywords: [
      "administrative services",
      "back office outsourcing",
      "MSP dispatch",
      "PSA administration",
      "billing reconciliation",
      "virtual administrative assistant",
    ],
    hero: {
      eyebrow: "Administrative services",
      title: "Back-office support that keeps your service desk moving",
      subtitle:
        "Trained administrative staff handle dispatch, PSA upkeep, billing checks, procurement and documentation, so your engineers spend their time on technical work.",
      primaryCta: { label: "Discuss administrative support", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "In many IT teams the most expensive people spend hours every week on work that is not technical: assigning tickets, chasing timesheets, reconciling licence counts against invoices, ordering laptops and updating documentation. Our administrative services move that work to trained staff who understand how a service desk runs, freeing your engineers for the problems only they can solve.",
      "Administrators work inside your systems, whether that is ConnectWise Manage, Autotask, HaloPSA, QuickBooks or Xero, following procedures we document with you during onboarding. They can be dedicated to you or shared across a small pod, and they work US business hours or overnight from India, so a clean, triaged board is waiting when your team logs in each morning.",
    ],
    stats: [
      { value: "US or India", label: "Shift patterns to suit your hours" },
      { value: "Written", label: "Procedure for every task we take on" },
      { value: "Monthly", label: "Accuracy and turnaround review" },
    ],
    included: {
      title: "Tasks we take off your team",
      items: [
        {
          icon: "clipboard-check",
          title: "Ticket dispatch and triage",
          body: "New tickets categorised, prioritised and assigned to the right engineer under your rules and client agreements.",
        },
        {
          icon: "settings",
          title: "PSA hygiene",
          body: "Stale tickets chased, time entries checked, and agreements and configurations kept accurate in your PSA.",
        },
        {
          icon: "bar-chart-3",
          title: "Billing reconciliation",
          body: "Seat counts from Microsoft, backup and security vendors matched against client invoices every month.",
        },
        {
          icon: "briefcase",
          title: "Procurement support",
          body: "Quotes, purchase orders, order tracking and delivery coordination for hardware and software.",
        },
        {
          icon: "file-text",
          title: "Documentation upkeep",
          body: "IT Glue or Hudu records, contact lists and asset data updated as changes happen.",
        },
        {
          icon: "mail",
          title: "Client communications",
          body: "Maintenance notices, renewal reminders and survey follow-ups sent on schedule under your branding.",
        },
      ],
    },
    process: {
      title: "How we take the work over",
      steps: [
        {
          title: "Map the work",
          body: "We sit with your team and list the administrative tasks, how often they occur and how they are done today.",
        },
        {
          title: "Document procedures",
          body: "Each task gets a written procedure with examples, checked by your staff before we take it on.",
        },
        {
          title: "Transition gradually",
          body: "Tasks move across in stages, with your people reviewing our output closely during the first weeks.",
        },
        {
          title: "Measure and refine",
          body: "Accuracy, turnaround and volumes are reviewed with you monthly, and procedures change as your business does.",
        },
      ],
    },
    whyUs: {
      title: "Why our administrators fit IT teams",
      points: [
        {
          icon: "wrench",
          title: "We know IT operations",
          body: "Our administrators support engineers every day, so tickets, agreements and licensing are familiar ground.",
        },
        {
          icon: "clock",
          title: "Work done overnight",
          body: "India-based staff can triage and tidy your board while your US team sleeps.",
        },
        {
          icon: "check-circle-2",
          title: "Accuracy checks built in",
          body: "A second person reviews billing and procurement work before anything reaches a client or supplier.",
        },
        {
          icon: "lock",
          title: "Controlled access",
          body: "Role-limited accounts in your systems, protected by MFA, with activity you can audit at any time.",
        },
      ],
    },
    faqs: [
      {
        question: "What kinds of businesses use your administrative services?",
        answer:
          "Mostly MSPs and internal IT departments whose engineers are weighed down by dispatch, billing and documentation. The tasks are specific to IT operations, and that is where our staff are trained.",
      },
      {
        question: "Can administrators work directly in our PSA and accounting tools?",
        answer:
          "Yes. We set up role-limited, MFA-protected accounts in ConnectWise Manage, Autotask, HaloPSA, QuickBooks, Xero or similar. Permissions cover only what each task needs.",
      },
      {
        question: "How do you keep billing work accurate?",
        answer:
          "Reconciliations follow a checklist, and a team lead reviews them before anything goes to you or your clients. Exceptions, such as a licence count that does not match an agreement, are flagged for your decision rather than changed silently.",
      },
      {
        question: "Is this priced per hour or per person?",
        answer:
          "Both are possible. A dedicated administrator is priced per month for a full-time seat. Smaller task sets can be covered by a shared pod on a fixed monthly fee based on agreed volumes.",
      },
    ],
    cta: {
      title: "Give your engineers their time back",
      body: "List the administrative tasks that slow your team down. We will estimate the hours involved and propose a staffing model.",
      button: { label: "Discuss administrative support", href: CONTACT },
    },
    related: ["staffing", "dedicated-engineers", "it-staffing", "24-7-helpdesk"],
  },
];
