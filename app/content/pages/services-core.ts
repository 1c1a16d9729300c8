import type { ServicePageContent } from "../types";

const CONTACT = "/#contact";
const BOOK_A_CALL = { label: "Book a call", href: "booking" };

/**
 * Managed services (the hub and its twelve submenu pages) and staffing (the hub and its three
 * pages), in the order of the spec's navigation.
 */
export const SERVICES_CORE_PAGES: ServicePageContent[] = [
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
];
