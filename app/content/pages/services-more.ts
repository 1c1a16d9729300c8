import type { ServicePageCopy } from "../types";

const CONTACT = "/#contact";
const BOOK_CALL = { label: "Book a call", href: "booking" };

/** The remaining service slugs of the spec (see README.md in this folder), in spec order. */
export const SERVICES_MORE_PAGES: ServicePageCopy[] = [
  {
    slug: "enterprise-technical-support",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Enterprise Technical Support for IT Teams",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Enterprise technical support with named engineers, ITIL-aligned incident and change processes, a 15-minute P1 response target and follow-the-sun coverage.",
    keywords: [
      "enterprise technical support",
      "enterprise IT support",
      "ITIL service desk",
      "follow-the-sun support",
      "technical account manager",
      "24/7 enterprise helpdesk",
    ],
    hero: {
      eyebrow: "Enterprise support",
      title: "Enterprise technical support that fits your ITSM process",
      subtitle:
        "Named engineers, tiered escalation and reporting your service owners can audit, delivered around the clock by teams in the United States and India.",
      primaryCta: { label: "Plan a support transition", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Large organizations rarely need more tickets closed; they need the right tickets closed inside the process they already run. Our enterprise support team works in your ITSM tool or ours, follows your change advisory board calendar and escalates along the paths your service owners defined. Incidents, requests and problems are logged, categorized and reported the way your internal teams report them, so our work shows up in your metrics rather than beside them.",
      "Coverage runs 24/7 on a follow-the-sun model: engineers in India handle the US overnight window and hand over to US-based staff each morning with a written shift log. A named technical account manager owns the relationship, attends your service reviews and keeps runbooks, escalation matrices and contact lists current as your estate changes.",
    ],
    stats: [
      { value: "15 min", label: "First response target for P1 incidents" },
      { value: "24/7/365", label: "Follow-the-sun coverage from two regions" },
      { value: "Monthly", label: "Service review with SLA and trend reporting" },
      { value: "2–4 weeks", label: "Shadowing before any queue moves to us" },
    ],
    included: {
      title: "What enterprise support covers",
      items: [
        {
          icon: "headset",
          title: "Multi-tier service desk",
          body: "L1 through L3 engineers on one contract, with documented hand-offs so a ticket never restarts when it changes hands.",
        },
        {
          icon: "clipboard-check",
          title: "Incident, request and problem management",
          body: "Priorities, categories and resolution codes follow your definitions; recurring incidents open a problem record with a root-cause analysis.",
        },
        {
          icon: "settings",
          title: "Change management",
          body: "Standard, normal and emergency changes raised with risk assessment, backout plan and test evidence, and submitted to your CAB on its schedule.",
        },
        {
          icon: "user-check",
          title: "VIP and executive support",
          body: "A short list of named users gets priority routing and a direct line, including help while traveling and outside office hours.",
        },
        {
          icon: "building-2",
          title: "Multi-site field coordination",
          body: "We dispatch and coordinate local technicians for hands-on work at offices, data centers and retail locations, then verify the fix remotely.",
        },
        {
          icon: "bar-chart-3",
          title: "SLA and trend reporting",
          body: "Monthly figures on response and resolution times, backlog age, top categories and repeat callers, exportable to your BI tool.",
        },
        {
          icon: "file-text",
          title: "Runbooks and knowledge management",
          body: "Knowledge articles written for your environment and reviewed every quarter so the answers stay accurate.",
        },
        {
          icon: "lock",
          title: "Access governance",
          body: "Least-privilege accounts per engineer, MFA on every tool and quarterly access reviews you can file as SOC 2 or ISO 27001 evidence.",
        },
      ],
    },
    process: {
      title: "How we take over enterprise support",
      steps: [
        {
          title: "Discovery and ticket analysis",
          body: "We study three to six months of ticket history, your service catalog and escalation paths, and agree which categories we own from day one.",
        },
        {
          title: "Knowledge transfer and shadowing",
          body: "Our engineers shadow your team for two to four weeks, document every recurring fix and receive access through your identity process.",
        },
        {
          title: "Phased cutover",
          body: "Queues move to us one tier or one region at a time, with a rollback plan and daily check-ins during the first month.",
        },
        {
          title: "Steady state and service reviews",
          body: "Monthly reviews cover SLA performance, improvement actions and upcoming changes; quarterly reviews revisit scope and staffing levels.",
        },
      ],
    },
    whyUs: {
      title: "Why enterprises choose our team",
      points: [
        {
          icon: "clock",
          title: "Coverage without overtime",
          body: "With two delivery regions, the night shift is somebody's day shift, so overnight tickets are handled by alert engineers rather than staff woken by a pager.",
        },
        {
          icon: "layers",
          title: "Works inside your tooling",
          body: "We have run queues in ServiceNow, Jira Service Management, ConnectWise Manage and Freshservice, and adapt to your fields, forms and automations.",
        },
        {
          icon: "shield-check",
          title: "Audit-ready by default",
          body: "Each action is tied to a ticket and a named engineer, and remote sessions can be recorded for later review.",
        },
        {
          icon: "users",
          title: "A stable, named pod",
          body: "A fixed group of engineers is assigned to your account, so context builds up over months instead of resetting with each shift.",
        },
      ],
    },
    faqs: [
      {
        question: "Can you work in our ServiceNow instance instead of your own tool?",
        answer:
          "Yes. Most enterprise clients prefer that we work in their instance with licensed agent seats, so reporting stays in one place. We follow your assignment groups, categories and SLA definitions, and can mirror tickets to our ConnectWise Manage board by email or API if you want a copy.",
      },
      {
        question: "How are priorities and SLAs defined?",
        answer:
          "We map our priorities to your impact and urgency matrix during onboarding. A common enterprise schedule is a 15-minute response and a 4-hour restore target for P1, and one business day for standard requests. The final numbers go into the service schedule we both sign.",
      },
      {
        question: "Who do we call if something goes wrong at 3 a.m.?",
        answer:
          "The 24/7 desk takes the call, and P1 incidents page the on-shift team lead immediately. Your technical account manager and our duty manager are alerted by the same workflow, and you receive status updates at the interval you choose, often every 30 minutes.",
      },
      {
        question: "Do your engineers need access to production systems?",
        answer:
          "Only as much as the agreed scope requires. We ask for named accounts with least privilege and MFA, checked out through your privileged access vault if you run one. The access list is reviewed with you every quarter.",
      },
      {
        question: "Can you support employees in several countries?",
        answer:
          "Yes. We support distributed workforces in English across time zones and coordinate local field technicians for hands-on work. For queues in other languages, our multilingual technical support page lists the languages we staff.",
      },
    ],
    cta: {
      title: "Plan an enterprise support transition",
      body: "Share your ticket volumes and service catalog, and within a week we will propose a tier structure, coverage model and SLA schedule.",
      button: { label: "Talk to our team", href: CONTACT },
    },
    related: [
      "l3-technical-support-services",
      "multilingual-technical-support",
      "24-7-helpdesk",
      "it-management-services",
      "managed-it-services-provider",
    ],
  },
  {
    slug: "it-management-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "IT Management Services for Growing Firms",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Outsourced IT management: asset and license tracking, vendor management, patch governance, budgets and a vCIO roadmap, run by our US and India team.",
    keywords: [
      "IT management services",
      "outsourced IT management",
      "virtual CIO",
      "IT asset management",
      "software license management",
      "IT vendor management",
    ],
    hero: {
      eyebrow: "IT management",
      title: "IT management services that keep your technology organized",
      subtitle:
        "We run the administrative side of IT (assets, licenses, vendors, budgets and roadmaps) so renewals stop being surprises and decisions come with numbers.",
      primaryCta: { label: "Request a baseline audit", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Most IT trouble in a mid-sized company is not a broken server. It is a laptop nobody can account for, a firewall license that lapsed over a holiday weekend, or a software renewal that doubled in price because no one read the notice. Our IT management service covers that ground: we keep the inventory, the contracts and the calendar, and we tell you what is coming before it costs you money.",
      "The service pairs an account engineer, who handles day-to-day administration, with a virtual CIO who meets your leadership every quarter. Together they maintain a documented environment in IT Glue or Hudu, a twelve-month budget forecast and a roadmap tied to your plans, whether that means opening an office, answering a cyber insurance questionnaire or retiring an old line-of-business server.",
    ],
    stats: [
      { value: "Quarterly", label: "Business reviews with your vCIO" },
      { value: "90 days", label: "Advance notice on renewals and expiries" },
      { value: "12 months", label: "Rolling IT budget forecast" },
      { value: "30 days", label: "From kickoff to a documented baseline" },
    ],
    included: {
      title: "What IT management includes",
      items: [
        {
          icon: "hard-drive",
          title: "Hardware asset lifecycle",
          body: "Every laptop, server, switch and phone tracked from purchase to certified disposal, with warranty dates and assigned users.",
        },
        {
          icon: "file-text",
          title: "Software and license management",
          body: "Microsoft 365, Adobe and line-of-business subscriptions reconciled monthly against active users, so you stop paying for people who have left.",
        },
        {
          icon: "briefcase",
          title: "Vendor and contract management",
          body: "We hold the relationships with ISPs, copier leases, software vendors and carriers, log their tickets and chase them to closure.",
        },
        {
          icon: "settings",
          title: "Patch and configuration governance",
          body: "Monthly patch cycles through ConnectWise Automate or Intune, with compliance reports and a documented list of approved exceptions.",
        },
        {
          icon: "lightbulb",
          title: "vCIO planning and budgeting",
          body: "A rolling budget, a three-year roadmap and quarterly meetings that connect technology spending to business goals.",
        },
        {
          icon: "clipboard-check",
          title: "Policies and documentation",
          body: "Acceptable use, backup and password policies plus onboarding checklists, written for your company and stored where auditors can find them.",
        },
        {
          icon: "users",
          title: "Joiners, movers and leavers",
          body: "Accounts, licenses, groups and devices handled from an HR form, with access removed on an employee's last day.",
        },
      ],
    },
    process: {
      title: "How IT management starts",
      steps: [
        {
          title: "Baseline audit",
          body: "In the first 30 days we scan the network, pull device and license data, and interview whoever currently holds the passwords and contracts.",
        },
        {
          title: "Documentation build",
          body: "Assets, credentials, vendors and configurations are recorded in a documentation platform owned by you, with access you control.",
        },
        {
          title: "Cleanup and quick wins",
          body: "Unused licenses are cancelled, expired warranties flagged and orphaned accounts disabled; the savings appear in your first review.",
        },
        {
          title: "Roadmap and monthly cadence",
          body: "The vCIO presents a prioritized roadmap and budget, and we run monthly administration and quarterly reviews against it.",
        },
      ],
    },
    whyUs: {
      title: "Why clients hand us their IT management",
      points: [
        {
          icon: "bar-chart-3",
          title: "Decisions backed by your data",
          body: "Recommendations arrive with costs, risks and alternatives drawn from your asset and ticket records, not from a generic checklist.",
        },
        {
          icon: "lock",
          title: "You own the documentation",
          body: "Passwords and records live in a platform under your account, so you keep everything if we ever part ways.",
        },
        {
          icon: "globe",
          title: "Two-region team",
          body: "Routine administration runs from India at a sensible cost, while planning meetings and vendor calls happen during your US business hours.",
        },
        {
          icon: "check-circle-2",
          title: "Vendor-neutral advice",
          body: "We say so when keeping existing equipment another year is the sensible choice, and we take no commission on what we recommend.",
        },
      ],
    },
    faqs: [
      {
        question: "How is IT management different from a helpdesk?",
        answer:
          "A helpdesk reacts to user issues one ticket at a time. IT management is the planned work behind it: inventories, renewals, vendor escalations, budgets and policies. Many clients take both, but IT management also works alongside an internal helpdesk.",
      },
      {
        question: "Do we need to buy new software for documentation?",
        answer:
          "No. If you already use IT Glue, Hudu or a SharePoint-based system, we work in it. If you have nothing, we set up a documentation platform in your name and show its license cost in the proposal.",
      },
      {
        question: "What does a virtual CIO actually deliver?",
        answer:
          "A quarterly review meeting, a written roadmap with costs, a twelve-month budget and input on decisions such as office moves, cloud adoption or insurance renewals. The vCIO does not replace your leadership; they give it the technical facts it needs to decide.",
      },
      {
        question: "Can you manage vendors we already have contracts with?",
        answer:
          "Yes. You add us as an authorized contact, and we open and track tickets with your ISP, phone carrier, copier company or software vendor. Contracts stay in your name, and we never sign on your behalf without written approval.",
      },
      {
        question: "How do you price IT management?",
        answer:
          "Usually per user per month, with a set number of vCIO hours each quarter included. Projects that come out of the roadmap, such as a firewall replacement, are quoted separately so you can approve each one.",
      },
    ],
    cta: {
      title: "Get a clear picture of your IT estate",
      body: "Start with a baseline audit: within 30 days you receive an asset register, a license reconciliation and a list of risks ranked by cost and urgency.",
      button: { label: "Start with an audit", href: CONTACT },
    },
    related: [
      "it-consulting",
      "managed-it-services-provider",
      "managed-endpoint-services",
      "enterprise-technical-support",
      "it-security",
    ],
  },
  {
    slug: "managed-backup-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Managed Backup with Restore Testing",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Managed backup for servers, endpoints and Microsoft 365 with Veeam and Datto: immutable copies, daily job checks by engineers and quarterly restore tests.",
    keywords: [
      "managed backup services",
      "Veeam managed backup",
      "Datto backup management",
      "Microsoft 365 backup",
      "immutable backup",
      "backup restore testing",
    ],
    hero: {
      eyebrow: "Managed backup",
      title: "Managed backup services with restores we actually test",
      subtitle:
        "Daily monitoring, immutable offsite copies and scheduled restore drills for servers, SaaS data and endpoints, run by engineers who look at every failed job.",
      primaryCta: { label: "Review my backups", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "A backup that has never been restored is an assumption. Our managed backup service treats recovery as the product: we set retention around the recovery point and recovery time each system really needs, watch every job, and prove the result with restore tests on a fixed calendar. When a job fails at 2 a.m., an engineer on the overnight shift in India opens a ticket and repairs it before your staff log in.",
      "We work with Veeam Backup & Replication, Veeam Backup for Microsoft 365, Datto SIRIS and Datto SaaS Protection, and we can adopt an existing deployment instead of replacing it. Copies follow the 3-2-1-1 pattern (three copies, two media, one offsite, one immutable), so ransomware that reaches your network cannot encrypt or delete the last good copy.",
    ],
    stats: [
      { value: "3-2-1-1", label: "Copy rule applied to every protected system" },
      { value: "Daily", label: "Job review by an engineer, not just an alert" },
      { value: "Quarterly", label: "Documented restore test for critical systems" },
      { value: "Hourly", label: "Backup option for critical servers" },
    ],
    included: {
      title: "What we back up and look after",
      items: [
        {
          icon: "server",
          title: "Server and VM backup",
          body: "Image-based backups of physical servers and Hyper-V or VMware hosts, application-aware for SQL Server and Active Directory.",
        },
        {
          icon: "cloud",
          title: "Microsoft 365 and Google Workspace",
          body: "Mailboxes, OneDrive, SharePoint and Teams data captured several times a day, because a recycle bin is not a retention policy.",
        },
        {
          icon: "hard-drive",
          title: "Endpoint backup",
          body: "Laptops of staff who keep work locally are protected in the cloud, with self-service restores of single files.",
        },
        {
          icon: "lock",
          title: "Immutable and offsite copies",
          body: "Object-locked storage in Wasabi, Backblaze B2 or Azure Blob, with retention that even an administrator cannot shorten.",
        },
        {
          icon: "activity",
          title: "Job monitoring and remediation",
          body: "Each failed or warning job becomes a ticket, closed only after the next run completes successfully.",
        },
        {
          icon: "database-backup",
          title: "Scheduled restore tests",
          body: "File, VM and application restores performed on a calendar, timed and written up in a report an auditor or insurer can read.",
        },
        {
          icon: "file-text",
          title: "Recovery runbooks",
          body: "Per-system recovery procedures listing restore order, dependencies, credentials location and who to call.",
        },
      ],
    },
    process: {
      title: "How we set up managed backup",
      steps: [
        {
          title: "Inventory and recovery objectives",
          body: "We list every server and SaaS tenant, then agree RPO and RTO targets per system rather than one number for everything.",
        },
        {
          title: "Design and deployment",
          body: "Storage is sized, local and cloud targets chosen, encryption and immutability configured, and the first full backups run.",
        },
        {
          title: "First restore test",
          body: "Before the deployment is signed off, we restore a sample of each system type and record how long each one took.",
        },
        {
          title: "Ongoing operations",
          body: "Daily job review, monthly capacity figures and quarterly restore drills, summarized in your service review.",
        },
      ],
    },
    whyUs: {
      title: "Why our backups get restored, not just taken",
      points: [
        {
          icon: "zap",
          title: "Failures fixed overnight",
          body: "Engineers on shift around the clock retry and repair failed jobs within hours, instead of someone discovering them on Monday.",
        },
        {
          icon: "check-circle-2",
          title: "Evidence, not dashboards",
          body: "Restore drills produce timed records with screenshots, useful for cyber insurance renewals and compliance audits.",
        },
        {
          icon: "layers",
          title: "We adopt what you have",
          body: "Daily experience with both Veeam and Datto means we can take over your current platform without a rip-and-replace project.",
        },
        {
          icon: "shield-check",
          title: "Designed with ransomware in mind",
          body: "Backup credentials sit outside the domain, consoles require MFA and immutable storage is standard rather than an add-on.",
        },
      ],
    },
    faqs: [
      {
        question: "Isn't Microsoft 365 already backed up by Microsoft?",
        answer:
          "Microsoft keeps the service running and offers short recycle-bin windows, but it does not give you long-term point-in-time restores. If a user or an attacker deletes data and the retention window passes, it is gone. A third-party backup closes that gap.",
      },
      {
        question: "What RPO and RTO can you support?",
        answer:
          "That depends on the system and the budget. Critical servers on a Datto SIRIS appliance can usually be backed up hourly and virtualized locally within minutes of a failure, while file archives may only need a daily copy. We agree targets per system and write them into the service schedule.",
      },
      {
        question: "How often do you test restores?",
        answer:
          "Critical systems are tested every quarter and everything else at least twice a year. Each test records what was restored, how long it took and any issues found, and the report is sent to you.",
      },
      {
        question: "Can you take over our existing Veeam setup?",
        answer:
          "Yes. We review the current jobs, repositories and licensing, correct misconfigurations and bring everything under our monitoring. Components are replaced only where they cannot meet the agreed recovery objectives.",
      },
      {
        question: "Where is our backup data stored?",
        answer:
          "Local copies stay on your hardware or on an appliance in your office. Offsite copies go to a cloud region you choose, such as a US region for US data, encrypted with keys that are kept apart from the backups.",
      },
    ],
    cta: {
      title: "Find out whether your backups would restore",
      body: "We will review your current backup jobs and run one supervised restore test, then send a written summary of gaps and fixes.",
      button: { label: "Book a backup review", href: CONTACT },
    },
    related: [
      "data-backup-recovery",
      "msp-disaster-recovery-services",
      "msp-business-continuity-services",
      "managed-security-services",
      "managed-it-services-provider",
    ],
  },
  {
    slug: "managed-endpoint-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Managed Endpoints: Intune, Patching, EDR",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Managed endpoints: Intune and Autopilot enrollment, monthly patching, SentinelOne EDR, BitLocker and lifecycle care for Windows, macOS and mobile fleets.",
    keywords: [
      "managed endpoint services",
      "Intune management",
      "Windows Autopilot",
      "patch management",
      "endpoint detection and response",
      "mobile device management",
    ],
    hero: {
      eyebrow: "Endpoint management",
      title: "Managed endpoint services for every laptop, desktop and phone",
      subtitle:
        "Enrollment, patching, security and lifecycle for Windows, macOS, iOS and Android, with compliance reports that show which devices are healthy today.",
      primaryCta: { label: "Get an endpoint plan", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Endpoints are where people work and where most attacks begin. A laptop that missed three months of patches, or a phone with company email and no passcode, undoes the best firewall. Our managed endpoint service brings every device under policy: enrolled, encrypted, patched on a schedule and watched by endpoint detection and response, with exceptions tracked by device name instead of hidden inside an average.",
      "We build on Microsoft Intune with Windows Autopilot for zero-touch deployment, and use ConnectWise Automate or NinjaOne where servers and older machines need a traditional RMM agent. Apple hardware is enrolled through Apple Business Manager. New hires receive a sealed laptop that configures itself at first sign-in, and a leaver's device is wiped remotely as soon as HR closes the record.",
    ],
    stats: [
      { value: "14 days", label: "Target to deploy critical OS patches" },
      { value: "Zero-touch", label: "Autopilot and Apple Business Manager enrollment" },
      { value: "Weekly", label: "Device compliance report by name" },
      { value: "Same day", label: "Remote wipe once a leaver is closed in HR" },
    ],
    included: {
      title: "What endpoint management covers",
      items: [
        {
          icon: "monitor",
          title: "Enrollment and provisioning",
          body: "Autopilot profiles, enrollment status pages and app assignments, so a new laptop is ready to work within an hour of unboxing.",
        },
        {
          icon: "settings",
          title: "Patch management in rings",
          body: "Windows, macOS and third-party application updates released to a pilot group first, then to everyone, with deferrals for critical staff.",
        },
        {
          icon: "shield-check",
          title: "Endpoint detection and response",
          body: "SentinelOne or Microsoft Defender for Endpoint deployed and tuned, with alerts triaged by our security operations team.",
        },
        {
          icon: "lock",
          title: "Encryption and compliance",
          body: "BitLocker and FileVault with escrowed recovery keys, conditional access and configuration baselines based on CIS benchmarks.",
        },
        {
          icon: "phone",
          title: "Mobile device management",
          body: "Company and personal phones governed by app protection policies, so corporate data can be wiped without touching personal photos.",
        },
        {
          icon: "hard-drive",
          title: "Device lifecycle",
          body: "Purchasing advice, asset tags, warranty tracking, refresh planning and certified data destruction at end of life.",
        },
        {
          icon: "wrench",
          title: "Remote remediation",
          body: "Engineers repair failing updates, broken apps and configuration drift through ConnectWise Control, often before the user notices.",
        },
      ],
    },
    process: {
      title: "How endpoint management is rolled out",
      steps: [
        {
          title: "Device discovery",
          body: "We inventory endpoints through your directory, RMM and network scans, and flag machines that are unmanaged or out of vendor support.",
        },
        {
          title: "Policy design",
          body: "Compliance, configuration and update policies are drafted with you, tested on a pilot group and adjusted before wider release.",
        },
        {
          title: "Enrollment in waves",
          body: "Existing devices are enrolled department by department, with a help line open for users during each wave.",
        },
        {
          title: "Operate and report",
          body: "Patching, EDR triage and compliance checks run continuously; the weekly report names every device that falls out of policy and why.",
        },
      ],
    },
    whyUs: {
      title: "Why our endpoint service holds up",
      points: [
        {
          icon: "activity",
          title: "Exceptions named, not averaged",
          body: "Reports list the specific devices that are unpatched or unencrypted, so nothing hides behind a 97 percent compliance figure.",
        },
        {
          icon: "cpu",
          title: "Mixed fleets welcome",
          body: "Windows, macOS, iOS, Android and the occasional Linux workstation are covered by one service and one report.",
        },
        {
          icon: "user-check",
          title: "Secure defaults from day one",
          body: "Local admin rights removed, Windows LAPS enabled and removable storage controlled, with approved exceptions written down.",
        },
        {
          icon: "clock",
          title: "Updates outside work hours",
          body: "Patches install overnight in each device's own time zone, with reboot deadlines that give users fair warning.",
        },
      ],
    },
    faqs: [
      {
        question: "Do we need Microsoft 365 Business Premium for this?",
        answer:
          "Intune and Defender for Business come with Business Premium, which makes it the usual starting point for companies under 300 users; larger organizations often use E3 or E5. If you would rather not change licenses, we can manage Windows devices through an RMM agent instead, with fewer policy options.",
      },
      {
        question: "How do you patch laptops that are rarely in the office?",
        answer:
          "Cloud-based management does not depend on the office network, so a laptop receives updates wherever it has internet access. Devices that stay offline longer than the policy allows are flagged and, if you choose, blocked from company data until they catch up.",
      },
      {
        question: "Can you manage personal devices without invading privacy?",
        answer:
          "Yes. On bring-your-own devices we apply app protection policies that govern only company apps such as Outlook and Teams. We cannot see personal data, location or browsing history, and a selective wipe removes company data only.",
      },
      {
        question: "What happens when SentinelOne flags a threat?",
        answer:
          "The agent kills the process or isolates the device according to policy, and an analyst reviews the alert. Confirmed threats are contained, the machine is cleaned or reimaged, and you receive an incident summary.",
      },
      {
        question: "How many devices do you need before this makes sense?",
        answer:
          "We manage fleets from around 20 devices upward. Smaller teams get the same policies and reports; the setup effort is simply smaller.",
      },
    ],
    cta: {
      title: "Bring every device under policy",
      body: "Send us a device count and the tools you use today, and we will outline an enrollment plan with a monthly price per endpoint.",
      button: { label: "Ask for a plan", href: CONTACT },
    },
    related: [
      "it-security",
      "managed-security-services",
      "remote-technical-support-services",
      "it-management-services",
      "24-7-helpdesk",
    ],
  },
  {
    slug: "managed-it-services-provider",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Managed IT Services Provider for SMBs",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "A managed IT services provider with a 24/7 helpdesk, proactive monitoring, security and vCIO planning, priced per user with written response targets.",
    keywords: [
      "managed IT services provider",
      "MSP",
      "outsourced IT support",
      "co-managed IT",
      "per-user IT pricing",
      "managed IT for small business",
    ],
    hero: {
      eyebrow: "Managed IT services provider",
      title: "A managed IT services provider that answers, fixes and plans",
      subtitle:
        "One monthly agreement covers your helpdesk, monitoring, security and strategy, delivered by a team in the United States and India that is working while you sleep.",
      primaryCta: { label: "Request an assessment", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Choosing a managed IT services provider really means choosing who your staff call when something breaks, and who warns you before it does. We take responsibility for day-to-day IT: user support, servers and cloud tenants, networks, security tools, backups and vendors. You get one number to call, one ticket system and one monthly invoice with lines you can actually understand.",
      "Our agreements are priced per user or per device, include remote support within a written scope and state response targets on paper. Work outside the agreement, such as a new office or a migration, is quoted as a fixed-price project before it starts. Most agreements run for twelve months with a notice period, and if you leave we hand over all documentation and admin credentials.",
    ],
    stats: [
      { value: "15 min", label: "P1 first response target, day or night" },
      { value: "24/7", label: "Helpdesk and monitoring coverage" },
      { value: "Per user", label: "Flat monthly pricing with a defined scope" },
      { value: "30 days", label: "Typical onboarding period" },
    ],
    included: {
      title: "What a managed IT agreement includes",
      items: [
        {
          icon: "headset",
          title: "24/7 helpdesk",
          body: "Phone, email, chat and portal support for your users, staffed by engineers rather than call-takers.",
        },
        {
          icon: "activity",
          title: "Proactive monitoring",
          body: "Servers, network devices, backups and cloud tenants watched through RMM, with alerts worked before users feel them.",
        },
        {
          icon: "shield-check",
          title: "Managed security stack",
          body: "EDR, email filtering, DNS protection, MFA enforcement and awareness training run as one service.",
        },
        {
          icon: "cloud",
          title: "Microsoft 365 and Azure administration",
          body: "Licensing, Exchange Online, SharePoint, Teams, Entra ID and conditional access kept tidy and documented.",
        },
        {
          icon: "database-backup",
          title: "Backup and recovery",
          body: "Servers and SaaS data protected, checked daily and restore-tested on a schedule.",
        },
        {
          icon: "lightbulb",
          title: "Strategy and budgeting",
          body: "Quarterly business reviews, a technology roadmap and a budget forecast from a named vCIO.",
        },
        {
          icon: "briefcase",
          title: "Vendor management",
          body: "We deal with your ISP, software vendors and hardware suppliers so your staff do not have to sit on hold.",
        },
      ],
    },
    process: {
      title: "What switching to us looks like",
      steps: [
        {
          title: "Assessment",
          body: "A no-obligation review of your network, devices, accounts and security posture, with a written findings report.",
        },
        {
          title: "Proposal and agreement",
          body: "A per-user price, a scope document listing what is and is not included, and response targets you can hold us to.",
        },
        {
          title: "Onboarding",
          body: "Over about 30 days we deploy agents, document the environment, collect credentials from the outgoing provider and meet your staff.",
        },
        {
          title: "Stabilize, then improve",
          body: "The first 90 days fix the assessment findings; after that, quarterly reviews set priorities for the year ahead.",
        },
      ],
    },
    whyUs: {
      title: "Why companies move their IT to us",
      points: [
        {
          icon: "clock",
          title: "Real overnight coverage",
          body: "Our India-based engineers are awake during US nights, so alerts raised at midnight are worked rather than queued for the morning.",
        },
        {
          icon: "file-text",
          title: "Plain-language contracts",
          body: "Scope, exclusions and response targets are written so a non-technical manager can read them in ten minutes.",
        },
        {
          icon: "users",
          title: "A team that knows you",
          body: "A dedicated service lead and a small pod of engineers handle your account, so you rarely explain the same thing twice.",
        },
        {
          icon: "lock",
          title: "No hostage-taking",
          body: "Documentation, passwords and admin accounts stay in your name, and we hand everything over cleanly if you move on.",
        },
      ],
    },
    faqs: [
      {
        question: "What does a managed IT services provider do that an in-house IT person cannot?",
        answer:
          "A single in-house IT person covers one shift, takes holidays and cannot specialize in everything. A provider brings security, networking, cloud and helpdesk skills plus 24/7 coverage. Many clients keep their IT person and use us for depth and after-hours support, an arrangement called co-managed IT.",
      },
      {
        question: "How is pricing calculated?",
        answer:
          "Most clients pay a fixed monthly fee per user, covering that user's devices and accounts. Servers, network devices and cloud subscriptions are added as separate lines. Projects and hardware are quoted individually and approved by you in advance.",
      },
      {
        question: "How do you handle the handover from our current provider?",
        answer:
          "We send the outgoing provider a structured request for credentials, documentation and licensing, and run the handover call ourselves. Anything missing is rediscovered through scans and audits, and your users keep working throughout.",
      },
      {
        question: "What is not included in the monthly fee?",
        answer:
          "Typically new projects, hardware and software purchases, on-site visits beyond an agreed allowance and support for personal devices. The scope document lists every exclusion, so there are no surprise invoices.",
      },
      {
        question: "Do you offer on-site support?",
        answer:
          "Yes. Most issues are solved remotely; for hands-on work we send our own technicians where we have them and vetted local partners elsewhere. Visits are billed at the rate written into your agreement.",
      },
    ],
    cta: {
      title: "Compare us with your current IT setup",
      body: "Book an assessment and receive a findings report and a fixed per-user quote, whether or not you decide to switch.",
      button: { label: "Book an assessment", href: CONTACT },
    },
    related: [
      "managed-services",
      "24-7-helpdesk",
      "it-management-services",
      "managed-security-services",
      "managed-backup-services",
    ],
  },
  {
    slug: "managed-network-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Managed Network Services and Monitoring",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Managed network services for firewalls, switches, Wi-Fi and SD-WAN: 24/7 monitoring, firmware care, nightly config backups and ISP escalation.",
    keywords: [
      "managed network services",
      "network monitoring",
      "managed firewall",
      "Meraki management",
      "Fortinet management",
      "SD-WAN management",
    ],
    hero: {
      eyebrow: "Managed network",
      title: "Managed network services that keep every site connected",
      subtitle:
        "Around-the-clock monitoring and hands-on management of your firewalls, switches, wireless and WAN links, with every change made under change control.",
      primaryCta: { label: "Get a network health check", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Networks fail quietly at first: a switch port flapping, a Wi-Fi channel congested, a circuit dropping packets for ten seconds every hour. Our network operations team watches for those early signs at every site, opens tickets automatically and fixes the cause before the helpdesk phone starts ringing. When the outage belongs to the carrier, we raise the ticket with the ISP and stay on it until service is back.",
      "We manage Cisco Meraki, Fortinet FortiGate, Ubiquiti UniFi, Aruba and HPE equipment, plus SD-WAN from Fortinet and Meraki. Configurations are backed up nightly, firmware is kept on vendor-recommended releases and admin access is protected by MFA. Changes go through a documented request with a rollback plan and are scheduled inside your maintenance window.",
    ],
    stats: [
      { value: "24/7", label: "NOC monitoring of every managed device" },
      { value: "5 min", label: "Polling interval for availability and latency" },
      { value: "Nightly", label: "Configuration backups" },
      { value: "Quarterly", label: "Firmware review cycle" },
    ],
    included: {
      title: "What we manage on your network",
      items: [
        {
          icon: "activity",
          title: "24/7 monitoring",
          body: "Availability, latency, packet loss, interface errors and bandwidth tracked per device and per circuit, with thresholds tuned to each site.",
        },
        {
          icon: "shield-check",
          title: "Firewall management",
          body: "Rule reviews, IPS and web filtering profiles, VPN tunnels and firmware updates for FortiGate, Meraki MX and similar appliances.",
        },
        {
          icon: "network",
          title: "Switching and wireless",
          body: "VLAN and port changes, PoE budgets and channel planning, with guest Wi-Fi kept apart from corporate traffic.",
        },
        {
          icon: "globe",
          title: "WAN and SD-WAN",
          body: "Link health, failover tests and application steering so voice and video take the best available path.",
        },
        {
          icon: "phone",
          title: "Carrier management",
          body: "We hold letters of agency with your ISPs, open and escalate their tickets and keep track of circuit renewals.",
        },
        {
          icon: "file-text",
          title: "Config backup and documentation",
          body: "Nightly configuration backups, network diagrams and IP address records updated after every change.",
        },
        {
          icon: "bar-chart-3",
          title: "Capacity reporting",
          body: "Monthly figures on bandwidth trends, top talkers and devices approaching end of support.",
        },
      ],
    },
    process: {
      title: "How we take on your network",
      steps: [
        {
          title: "Network audit",
          body: "Topology, device models, firmware, licensing and circuits are documented, along with risks such as end-of-life hardware or flat networks.",
        },
        {
          title: "Monitoring deployment",
          body: "A small collector goes on site, or we connect to cloud dashboards such as Meraki, and alerts are tuned to cut noise.",
        },
        {
          title: "Remediation",
          body: "Critical findings like exposed management interfaces or outdated firmware are fixed first, each under change control.",
        },
        {
          title: "Managed operations",
          body: "Continuous monitoring, changes on request, quarterly firmware cycles and a monthly health report.",
        },
      ],
    },
    whyUs: {
      title: "Why our NOC looks after networks well",
      points: [
        {
          icon: "zap",
          title: "Faster fault isolation",
          body: "Engineers correlate firewall, switch and circuit alerts to tell you within minutes whether a problem is yours or the carrier's.",
        },
        {
          icon: "clipboard-check",
          title: "Change control",
          body: "Every change is ticketed with a rollback plan, which keeps the network stable and gives auditors the trail they ask for.",
        },
        {
          icon: "settings",
          title: "Multi-vendor skills",
          body: "Engineers with CCNA, Fortinet NSE and Meraki certifications work on the equipment you already own, not only one preferred brand.",
        },
        {
          icon: "clock",
          title: "Maintenance at night, your time",
          body: "Firmware upgrades and risky changes happen in late-night windows covered by our India shift, with a US engineer on call.",
        },
      ],
    },
    faqs: [
      {
        question: "Do we have to replace our equipment?",
        answer:
          "No. We manage most business-grade equipment as it stands. If a device is past its vendor's end-of-support date we will say so and recommend a replacement, but the decision and the timing are yours.",
      },
      {
        question: "How do you monitor sites that have no server?",
        answer:
          "Cloud-managed gear such as Meraki reports to its vendor dashboard, which we read through the API. Elsewhere we install a small physical or virtual collector that polls devices over SNMP and forwards the results to our monitoring platform.",
      },
      {
        question: "What happens when our internet goes down?",
        answer:
          "If the site has a second link, traffic fails over automatically and we are alerted. We then open a ticket with the carrier under our letter of agency, follow up on their timeline and keep you informed until the primary link returns.",
      },
      {
        question: "Can our internal IT team still make changes?",
        answer:
          "Yes. In a co-managed setup your team keeps admin access, and we agree which changes pass through our change process. A shared change log shows both teams who changed what and when.",
      },
      {
        question: "Is this the same as your network setup service?",
        answer:
          "No. Network setup is a project that designs and builds a new network or office. Managed network services are the ongoing monitoring and operations once it is running, and many clients move from the first to the second.",
      },
    ],
    cta: {
      title: "Get a network health check",
      body: "We will audit one site's firewall, switching and wireless, then send a ranked list of risks and a monthly management quote.",
      button: { label: "Request the check", href: CONTACT },
    },
    related: [
      "network-management",
      "network-services",
      "network-setup",
      "24-7-noc-soc",
      "managed-security-services",
    ],
  },
  {
    slug: "managed-security-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Managed Security Services: SOC, MDR, SIEM",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Managed security services with a 24/7 SOC, SentinelOne MDR, SIEM log monitoring, vulnerability scanning, email security and incident response playbooks.",
    keywords: [
      "managed security services",
      "MSSP",
      "managed detection and response",
      "SOC as a service",
      "SIEM monitoring",
      "vulnerability management",
    ],
    hero: {
      eyebrow: "Managed security",
      title: "Managed security services run by a 24/7 security operations team",
      subtitle:
        "Detection, response and hardening across endpoints, identities, email and network, with analysts who triage every alert and tell you what they did.",
      primaryCta: { label: "Map my security gaps", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Security tools generate alerts; someone has to read them at 3 a.m. Our managed security service puts analysts behind your endpoint, identity and network tools around the clock. They triage each alert, contain confirmed threats according to playbooks you approved, and escalate to you with a clear summary of what happened, which systems were affected and what has already been done.",
      "The service is built from tools we operate every day: SentinelOne and Microsoft Defender on endpoints, Microsoft Sentinel or Blumira for log monitoring, Entra ID Protection for risky sign-ins, and Fortinet or Meraki firewalls at the edge. Around them we run monthly vulnerability scans, phishing simulations and configuration reviews mapped to CIS Controls, so prevention improves alongside detection.",
    ],
    stats: [
      { value: "24/7", label: "Alert triage by security analysts" },
      { value: "15 min", label: "Target to start triage on critical alerts" },
      { value: "Monthly", label: "Vulnerability scan and remediation report" },
      { value: "CIS v8", label: "Control framework behind reviews and reports" },
    ],
    included: {
      title: "What the security service covers",
      items: [
        {
          icon: "shield-check",
          title: "Managed detection and response",
          body: "EDR alerts investigated by analysts, with host isolation and remediation carried out under agreed playbooks.",
        },
        {
          icon: "activity",
          title: "SIEM and log monitoring",
          body: "Firewall, Entra ID, Microsoft 365 and server logs correlated to spot account takeover, lateral movement and data exfiltration.",
        },
        {
          icon: "user-check",
          title: "Identity protection",
          body: "MFA everywhere, conditional access, risky sign-in reviews and alerts on suspicious inbox rules or OAuth consent grants.",
        },
        {
          icon: "mail",
          title: "Email security",
          body: "Filtering, impersonation protection, SPF, DKIM and DMARC enforcement, and a report-phish button for users.",
        },
        {
          icon: "zap",
          title: "Vulnerability management",
          body: "Authenticated scans of servers and endpoints every month, with patches or compensating controls tracked until closed.",
        },
        {
          icon: "graduation-cap",
          title: "Security awareness training",
          body: "Short training modules and monthly phishing simulations, with results broken down by department.",
        },
        {
          icon: "life-buoy",
          title: "Incident response",
          body: "Written playbooks for ransomware, business email compromise and lost devices, plus hands-on help when an incident happens.",
        },
      ],
    },
    process: {
      title: "How managed security is switched on",
      steps: [
        {
          title: "Risk assessment",
          body: "Your controls are reviewed against CIS Controls v8, your cyber insurance questionnaire and any regulatory needs such as HIPAA or PCI DSS.",
        },
        {
          title: "Deployment and tuning",
          body: "Agents and log sources are connected, and the first two weeks are spent tuning detections to your normal activity.",
        },
        {
          title: "Playbook sign-off",
          body: "You approve what we may do without asking, such as isolating a laptop or disabling an account, and who we call for everything else.",
        },
        {
          title: "Operate and report",
          body: "Continuous monitoring, monthly reports on alerts, vulnerabilities and training, and a quarterly review of your security roadmap.",
        },
      ],
    },
    whyUs: {
      title: "Why clients trust us with their security",
      points: [
        {
          icon: "headset",
          title: "Analysts, not forwarded alerts",
          body: "Each incident arrives as a written explanation with the actions already taken, not as a raw alert for you to decode.",
        },
        {
          icon: "lock",
          title: "Playbooks you control",
          body: "Containment follows rules you approved, so we can act quickly at night without overstepping.",
        },
        {
          icon: "file-text",
          title: "Insurance and audit support",
          body: "We help answer cyber insurance questionnaires and supply evidence such as MFA coverage and patch compliance reports.",
        },
        {
          icon: "layers",
          title: "Connected to IT operations",
          body: "Because the same company manages your IT, fixes from security findings get done instead of sitting in a report.",
        },
      ],
    },
    faqs: [
      {
        question: "Do we need a SIEM?",
        answer:
          "Not always. Companies with a small footprint get most of the value from EDR plus Microsoft 365 and Entra ID alerting. We recommend a SIEM when you have compliance obligations, on-premises servers holding sensitive data or several sites with their own firewalls.",
      },
      {
        question: "What do analysts do when they find something at night?",
        answer:
          "They follow your playbook. Typical pre-approved actions are isolating an infected endpoint, disabling a compromised account and revoking its sessions. Anything with wider business impact, such as shutting down a server, goes to your named contact first.",
      },
      {
        question: "Can you help after we have already been breached?",
        answer:
          "Yes. We contain the incident, preserve evidence, restore systems from clean backups and work with your insurer's breach counsel and forensic firm where required. Contact us by phone and say it is an active incident so it is routed straight to the security team.",
      },
      {
        question: "Does this cover frameworks like HIPAA or SOC 2?",
        answer:
          "Our controls and reports support those frameworks, and we map them to the requirements you are audited against. We do not issue certifications ourselves; your auditor does, using the evidence we help you collect.",
      },
      {
        question: "How is managed security priced?",
        answer:
          "Per protected endpoint, plus per user for identity and email protection; SIEM is priced by log volume. Incident response beyond the monthly allowance is billed at an agreed hourly rate.",
      },
    ],
    cta: {
      title: "Find out what is watching your network tonight",
      body: "We will map your current security tools against CIS Controls and show where detection or response has gaps, with the cost of closing each one.",
      button: { label: "Request a gap review", href: CONTACT },
    },
    related: [
      "it-security",
      "24-7-noc-soc",
      "managed-endpoint-services",
      "msp-soc-outsourcing",
      "msp-incident-response-services",
    ],
  },
  {
    slug: "managed-services-provider-software",
    family: "service",
    template: "service",
    parent: "/connectwise-support",
    seoTitle: "MSP Software Setup and Administration",
    description:
      "We set up and administer MSP software (ConnectWise PSA, Automate, Control, IT Glue and billing integrations) so your tools match how your service desk works.",
    keywords: [
      "managed services provider software",
      "MSP software",
      "PSA implementation",
      "RMM administration",
      "ConnectWise administration",
      "MSP tool stack",
    ],
    hero: {
      eyebrow: "MSP software",
      title: "Managed services provider software, configured for how you work",
      subtitle:
        "Selection, implementation and ongoing administration of PSA, RMM, remote access and documentation platforms, by engineers who use them every shift.",
      primaryCta: { label: "Scope a tool health check", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Most MSPs buy capable software and use a third of it. Boards multiply, ticket types drift, agreements bill the wrong amounts and RMM scripts fail silently. We run our own service desk on these tools every day, so we configure yours from the point of view of the technicians and the finance team who depend on them, not from a vendor's feature checklist.",
      "Our specialists work across ConnectWise PSA (Manage), ConnectWise Automate, ConnectWise Control (ScreenConnect), ConnectWise RMM, IT Glue and Hudu, with accounting links to QuickBooks or Xero and distributor syncs such as Pax8 and Sherweb. We implement new stacks, untangle ones that have grown messy, or act as the part-time administrator who keeps everything healthy month after month.",
    ],
    stats: [
      { value: "PSA + RMM", label: "Configured as one workflow" },
      { value: "Monthly", label: "Agreement and billing reconciliation" },
      { value: "4–8 weeks", label: "Typical PSA implementation" },
      { value: "Hypercare", label: "Support period after every go-live" },
    ],
    included: {
      title: "What we set up and maintain",
      items: [
        {
          icon: "settings",
          title: "PSA configuration",
          body: "Service boards, statuses, SLAs, ticket templates, workflow rules and notifications designed around your service catalog.",
        },
        {
          icon: "file-text",
          title: "Agreements and billing",
          body: "Agreement types, additions, product catalogs and invoice templates, with distributor sync so license counts bill correctly.",
        },
        {
          icon: "monitor",
          title: "RMM administration",
          body: "Groups, patch policies, monitors, scripts and alert-to-ticket rules in Automate or ConnectWise RMM, stripped of noise.",
        },
        {
          icon: "lock",
          title: "Remote access hardening",
          body: "ConnectWise Control roles, MFA, session recording and access groups so each technician reaches only what they should.",
        },
        {
          icon: "layers",
          title: "Documentation platform",
          body: "IT Glue or Hudu structured with flexible assets, password policies and PSA sync, so answers are one click away.",
        },
        {
          icon: "bar-chart-3",
          title: "Dashboards and reporting",
          body: "Utilization, SLA attainment, agreement profitability and backlog dashboards for owners and service managers.",
        },
        {
          icon: "wrench",
          title: "Ongoing administration",
          body: "A named administrator handles change requests, upgrades, integrations and new client setups on a monthly retainer.",
        },
      ],
    },
    process: {
      title: "How an MSP software project runs",
      steps: [
        {
          title: "Workflow review",
          body: "We interview your service manager, dispatchers, technicians and billing staff, and map how a ticket and an invoice really move today.",
        },
        {
          title: "Design",
          body: "The target configuration of boards, statuses, agreements and monitors is documented and agreed before production is touched.",
        },
        {
          title: "Build and migrate",
          body: "Configuration is built, data imported or cleaned and integrations connected, tested first in a sandbox or a quiet window.",
        },
        {
          title: "Train and support",
          body: "Role-based training for technicians, dispatchers and finance, then a hypercare period to fix what real use reveals.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs bring their tools to us",
      points: [
        {
          icon: "headset",
          title: "Practitioners, not resellers",
          body: "We run a 24/7 service desk on ConnectWise ourselves, so advice comes from daily use rather than product demos.",
        },
        {
          icon: "check-circle-2",
          title: "Billing accuracy first",
          body: "Reconciling agreements against distributor and license data often uncovers revenue that was never being invoiced.",
        },
        {
          icon: "users",
          title: "US and India administrators",
          body: "Requests are picked up during your day, and configuration changes are applied overnight while technicians are offline.",
        },
        {
          icon: "zap",
          title: "Less alert noise",
          body: "Tuned monitors and alert rules mean each ticket deserves attention, so technicians trust the queue again.",
        },
      ],
    },
    faqs: [
      {
        question: "Do you resell ConnectWise or other MSP software?",
        answer:
          "We focus on implementation and administration. Licenses stay in your name with the vendor or your distributor, which keeps our recommendations free of any sales incentive.",
      },
      {
        question: "Can you clean up a PSA that has been configured badly for years?",
        answer:
          "Yes, it is one of our most common projects. We audit boards, statuses, types and agreements, propose a simpler design and move open tickets and agreements into it with little disruption to technicians.",
      },
      {
        question: "We use a different PSA or RMM. Can you still help?",
        answer:
          "Our deepest experience is with the ConnectWise suite, and we also work with Datto RMM, NinjaOne, N-able and HaloPSA. If your stack falls outside that list, we will tell you honestly before any work starts.",
      },
      {
        question: "How long does a new PSA implementation take?",
        answer:
          "Four to eight weeks for most MSPs with up to 30 staff, depending on how many agreements and integrations must be built. Larger or multi-entity businesses take longer, and you get a week-by-week plan up front.",
      },
      {
        question: "Can you administer our tools permanently?",
        answer:
          "Yes. Many MSPs keep us on a monthly retainer as their PSA and RMM administrator, with a set block of hours and a ticket queue for change requests.",
      },
    ],
    cta: {
      title: "Get more out of the software you already pay for",
      body: "Describe your stack and its pain points, and we will reply with a scoped health check at a fixed price.",
      button: { label: "Describe my stack", href: CONTACT },
    },
    related: [
      "connectwise-support",
      "connectwise-psa-support",
      "connectwise-automate-support",
      "connectwise-control-support",
      "white-label-msp-services",
    ],
  },
  {
    slug: "multilingual-technical-support",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Multilingual Technical Support and Helpdesk",
    description:
      "Multilingual technical support in English, Spanish, Hindi, Tamil, Marathi and Kannada, with native-speaking engineers and every ticket documented in English.",
    keywords: [
      "multilingual technical support",
      "multilingual helpdesk",
      "Spanish IT support",
      "Hindi technical support",
      "bilingual service desk",
      "global IT support",
    ],
    hero: {
      eyebrow: "Multilingual support",
      title: "Multilingual technical support in your users' own language",
      subtitle:
        "Engineers who troubleshoot in English, Spanish, Hindi, Tamil, Marathi and Kannada, working one queue to one standard of documentation.",
      primaryCta: { label: "Discuss language coverage", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "A user who has to describe a VPN error in their second language takes longer to help, and is more likely to give up and work around the problem. Our multilingual desk routes each contact to an engineer who speaks the caller's language natively, while every ticket is written up in English so your IT team and auditors can read the full history.",
      "Spanish-language support comes from our US team, which suits companies with staff across the Americas or bilingual workforces in Texas, Florida and California. Hindi, Tamil, Marathi and Kannada support comes from our delivery centers in India, often for companies with offices or plants there. Further languages can be scoped for a specific engagement when we can staff them properly.",
    ],
    stats: [
      { value: "6", label: "Languages staffed by native-speaking engineers" },
      { value: "English", label: "Language of every ticket record" },
      { value: "24/7", label: "English cover, with set hours per other language" },
      { value: "Monthly", label: "Call quality review in each language" },
    ],
    included: {
      title: "What multilingual support includes",
      items: [
        {
          icon: "globe",
          title: "Language-based routing",
          body: "Callers choose a language in the phone menu or portal, and chats are routed by the language of the first message.",
        },
        {
          icon: "headset",
          title: "Native-speaking engineers",
          body: "Technical staff tested on troubleshooting vocabulary in their language, not only on general conversation.",
        },
        {
          icon: "file-text",
          title: "Translated self-help",
          body: "Knowledge articles and onboarding guides translated and checked by engineers who speak the language.",
        },
        {
          icon: "clipboard-check",
          title: "English ticket records",
          body: "Each ticket is summarized in English, so escalations and reports never depend on who took the original call.",
        },
        {
          icon: "building-2",
          title: "Regional office support",
          body: "Help for staff in overseas branches, plants and sales offices, aligned with their local working day.",
        },
        {
          icon: "phone",
          title: "Every channel, every language",
          body: "Phone, email, Teams chat and, where your policies allow it, WhatsApp Business in each supported language.",
        },
      ],
    },
    process: {
      title: "How a multilingual desk is set up",
      steps: [
        {
          title: "Language demand study",
          body: "Headcount by country and language, ticket history and working hours tell us how large each language team should be.",
        },
        {
          title: "Routing and channels",
          body: "We configure IVR menus, chat routing and portal language options, and publish the support hours for each language.",
        },
        {
          title: "Knowledge translation",
          body: "Your most-used articles are translated first, typically password resets, VPN access and MFA enrollment.",
        },
        {
          title: "Quality review",
          body: "Bilingual leads review sampled calls in each language every month, and you see satisfaction scores per language.",
        },
      ],
    },
    whyUs: {
      title: "Why our multilingual desk works",
      points: [
        {
          icon: "user-check",
          title: "Fluent in technical terms",
          body: "Engineers are assessed on explaining technical steps clearly in each language before they join a multilingual queue.",
        },
        {
          icon: "bar-chart-3",
          title: "Per-language reporting",
          body: "Satisfaction, resolution time and volume are reported per language, so a weak spot cannot hide in the totals.",
        },
        {
          icon: "clock",
          title: "Local hours respected",
          body: "Each language team works the hours of the users it serves instead of pushing callers into another time zone.",
        },
        {
          icon: "check-circle-2",
          title: "Honest about limits",
          body: "We commit only to languages we can cover well, and say upfront when a language would need scheduled slots.",
        },
      ],
    },
    faqs: [
      {
        question: "Which languages do you support?",
        answer:
          "Our standing teams cover English, Spanish, Hindi, Tamil, Marathi and Kannada. English is staffed 24/7; the other languages are staffed for the business hours of the regions that use them, with after-hours calls taken in English. Any further language is scoped separately, and we commit only once we can staff it.",
      },
      {
        question: "Can users switch language during a ticket?",
        answer:
          "Yes. If a Spanish-speaking user prefers English for a particular issue, or an escalation needs a senior engineer who speaks only English, the ticket moves with its English summary intact and nothing is lost.",
      },
      {
        question: "How do you check quality in languages our managers do not speak?",
        answer:
          "Bilingual team leads review recorded calls and ticket notes against the same checklist used for English. You receive those scores together with user satisfaction results, and the survey itself is sent in the user's language.",
      },
      {
        question: "Is this more expensive than English-only support?",
        answer:
          "Languages with smaller teams carry a modest premium, mainly to cover scheduling. For Spanish and Hindi the cost is usually close to English-only support because those teams are larger.",
      },
    ],
    cta: {
      title: "Support your whole workforce in their language",
      body: "Tell us where your users are and which languages they speak, and we will propose language coverage, hours and a monthly price.",
      button: { label: "Share my user locations", href: CONTACT },
    },
    related: [
      "24-7-helpdesk",
      "enterprise-technical-support",
      "technical-support-outsourcing-services",
      "helpdesk-outsourcing-india",
      "l1-technical-support-services",
    ],
  },
  {
    slug: "network-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Network Design, Upgrades and Audits",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Business network services: design, Wi-Fi surveys, firewall upgrades, SD-WAN, cabling coordination and security audits for offices and multi-site companies.",
    keywords: [
      "network services",
      "business network design",
      "wireless site survey",
      "firewall upgrade",
      "SD-WAN deployment",
      "network security audit",
    ],
    hero: {
      eyebrow: "Network services",
      title: "Network services for offices, warehouses and multi-site businesses",
      subtitle:
        "Design, upgrades, wireless surveys, firewall replacements and audits, planned by network engineers and finished with documentation you keep.",
      primaryCta: { label: "Plan a network project", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Networks grow by accident: a switch added for a new team, a consumer router in the back office, a VPN built by a contractor who has since moved on. Our network services bring that growth under a plan. We assess what you have, design what you will need for the next five years and carry out the work in phases that fit your budget and your business hours.",
      "The work is project-based and vendor-neutral. We design and deploy with Fortinet, Cisco Meraki, Aruba and Ubiquiti equipment, coordinate structured cabling contractors, and configure ISP circuits, SD-WAN and site-to-site VPNs. Each project ends with as-built diagrams, an IP plan and admin credentials handed to you, whether or not you choose our managed network service afterwards.",
    ],
    stats: [
      { value: "Surveyed", label: "Wi-Fi designed before any access point is mounted" },
      { value: "5 years", label: "Design horizon for capacity planning" },
      { value: "As-built", label: "Diagrams and credentials handed over at completion" },
      { value: "Fixed price", label: "Quote for each project phase" },
    ],
    included: {
      title: "Network projects we deliver",
      items: [
        {
          icon: "network",
          title: "Network design",
          body: "Topology, VLAN and IP plans, redundancy and capacity sized for your headcount, applications and growth.",
        },
        {
          icon: "globe",
          title: "Wireless surveys and design",
          body: "Predictive and on-site surveys with Ekahau, access point placement and post-install validation of coverage and roaming.",
        },
        {
          icon: "shield-check",
          title: "Firewall upgrades",
          body: "Rules, VPNs and NAT migrated from old appliances to FortiGate or Meraki MX, with the rulebase cleaned up on the way.",
        },
        {
          icon: "zap",
          title: "SD-WAN and multi-site links",
          body: "Dual-circuit sites, site-to-site VPNs and SD-WAN policies that favor voice and cloud applications.",
        },
        {
          icon: "wrench",
          title: "Cabling coordination",
          body: "We specify and supervise cabling contractors, then test and label every drop before sign-off.",
        },
        {
          icon: "clipboard-check",
          title: "Network security audits",
          body: "Segmentation, exposed services, firmware, admin access and wireless security reviewed, with a prioritized fix list.",
        },
      ],
    },
    process: {
      title: "How a network project runs",
      steps: [
        {
          title: "Assessment",
          body: "Site visits or remote discovery, conversations with users and a review of current equipment, circuits and pain points.",
        },
        {
          title: "Design and quote",
          body: "A written design with bill of materials, timeline and fixed price, reviewed with you before anything is ordered.",
        },
        {
          title: "Staging and implementation",
          body: "Equipment is configured and tested in our staging lab, then installed during an evening or weekend window.",
        },
        {
          title: "Validation and handover",
          body: "Throughput, failover and Wi-Fi coverage are measured, issues fixed, and the documentation pack handed over.",
        },
      ],
    },
    whyUs: {
      title: "Why clients bring us their network projects",
      points: [
        {
          icon: "lightbulb",
          title: "Design before hardware",
          body: "We start from how your business uses the network and only then pick equipment, which avoids buying more than you need.",
        },
        {
          icon: "check-circle-2",
          title: "Measured results",
          body: "Every project closes with recorded throughput, failover times and signal strength in the handover pack.",
        },
        {
          icon: "building-2",
          title: "Minimal disruption",
          body: "Cutovers take place outside your working hours, with engineers on site and a rollback plan ready.",
        },
        {
          icon: "file-text",
          title: "Documentation you own",
          body: "Diagrams, configurations and passwords belong to you, in a format any competent engineer can pick up.",
        },
      ],
    },
    faqs: [
      {
        question: "What is the difference between network services and managed network services?",
        answer:
          "Network services are projects with a start and an end: a design, an upgrade, an audit. Managed network services are the ongoing monitoring and administration of a network once it is built. Many clients start with a project and then move to the managed service.",
      },
      {
        question: "Do you install cabling yourselves?",
        answer:
          "We work with licensed local cabling contractors and manage them for you. Our engineers write the specification, inspect the work and certify each run against it before accepting the job.",
      },
      {
        question: "Can you work on a network another company built?",
        answer:
          "Yes. We begin by discovering and documenting what exists, then recommend changes. Working equipment is not replaced just because someone else installed it.",
      },
      {
        question: "How long does a typical office network upgrade take?",
        answer:
          "For a single office of 50 to 150 users, planning and ordering take two to four weeks depending on hardware lead times. The cutover itself is usually one evening or one weekend.",
      },
      {
        question: "Will our users notice the cutover?",
        answer:
          "We aim for them not to. Work is scheduled outside business hours, and the next morning an engineer is on site or on call to handle anything unexpected.",
      },
    ],
    cta: {
      title: "Plan your next network upgrade",
      body: "Send us floor plans, headcount and your current equipment list, and we will return a design outline with a budget estimate.",
      button: { label: "Send project details", href: CONTACT },
    },
    related: [
      "network-setup",
      "managed-network-services",
      "network-management",
      "it-consulting",
      "projects",
    ],
  },
  {
    slug: "network-setup",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Office Network Setup for Sites and Moves",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Network setup for new offices, branches and moves: site survey, equipment staging, firewall, switching and Wi-Fi install, circuit cutover and as-built docs.",
    keywords: [
      "network setup",
      "office network installation",
      "new office IT setup",
      "office relocation IT",
      "branch network rollout",
      "business Wi-Fi installation",
    ],
    hero: {
      eyebrow: "Network setup",
      title: "Network setup for new offices, branches and office moves",
      subtitle:
        "From an empty floor to a working network on opening day: circuits ordered, equipment staged, Wi-Fi tuned and every port labeled.",
      primaryCta: { label: "Get a setup quote", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Opening a new office comes with a fixed date and many dependencies, and the internet circuit is usually the slowest of them. We start early, ordering circuits as soon as the lease is signed, because carriers often quote 30 to 90 days for installation. From there we plan the rack, cabling, firewall, switches and wireless so that staff can plug in and work on their first morning.",
      "Equipment is configured and burned in on our staging bench before it ships, which keeps on-site work to a single day for most small and mid-sized offices. We build the firewall, separate VLANs for staff, guests, voice and cameras, Wi-Fi with measured coverage, printers and meeting room displays, then test each one and leave behind a labeled, documented installation.",
    ],
    stats: [
      { value: "30–90 days", label: "Typical carrier lead time we plan around" },
      { value: "1 day", label: "On-site install for most offices under 100 users" },
      { value: "Every drop", label: "Tested and labeled before sign-off" },
      { value: "90 days", label: "Ideal notice before a move" },
    ],
    included: {
      title: "What a network setup includes",
      items: [
        {
          icon: "map-pin",
          title: "Site survey",
          body: "A walkthrough or floor plan review to place the rack, access points and drops, and to check power and cooling.",
        },
        {
          icon: "globe",
          title: "Circuit ordering and cutover",
          body: "We compare carriers, order primary and backup circuits and meet the installer on your behalf.",
        },
        {
          icon: "server",
          title: "Rack and equipment build",
          body: "Rack layout, UPS, patch panels and cable management planned so the closet stays maintainable for years.",
        },
        {
          icon: "shield-check",
          title: "Firewall and VPN configuration",
          body: "Security policies, a site-to-site VPN to head office or Azure and remote access for staff who travel.",
        },
        {
          icon: "network",
          title: "Switching and Wi-Fi",
          body: "PoE for phones and access points, segmented VLANs, and wireless coverage verified after installation.",
        },
        {
          icon: "monitor",
          title: "Devices and meeting rooms",
          body: "Printers, conference room systems, door access controllers and desk phones connected and tested.",
        },
        {
          icon: "file-text",
          title: "As-built documentation",
          body: "Diagram, port map, IP plan and credentials handed over, and loaded into monitoring if you choose our managed service.",
        },
      ],
    },
    process: {
      title: "From signed lease to opening day",
      steps: [
        {
          title: "Plan",
          body: "Survey, requirements and design, with a bill of materials and a timeline worked backward from your opening date.",
        },
        {
          title: "Order and stage",
          body: "Circuits and hardware are ordered; devices are configured, updated and tested on our bench.",
        },
        {
          title: "Install",
          body: "Cabling is finished, the rack built, equipment mounted and connected, and circuits brought live.",
        },
        {
          title: "Test and hand over",
          body: "Every drop, access point and service is tested, and on day one an engineer is on site or on call for your staff.",
        },
      ],
    },
    whyUs: {
      title: "Why companies trust us with a move",
      points: [
        {
          icon: "clock",
          title: "Planned around your date",
          body: "The project plan starts from your opening day and flags whatever could delay it, especially circuit installs.",
        },
        {
          icon: "check-circle-2",
          title: "Pre-staged equipment",
          body: "Configuring on a bench rather than in a cramped closet means faster installs and fewer surprises on site.",
        },
        {
          icon: "map-pin",
          title: "Repeatable branch rollouts",
          body: "A standard branch template lets us open the fifth office exactly like the first, with local technicians where needed.",
        },
        {
          icon: "users",
          title: "One coordinator",
          body: "A single project manager deals with the landlord, cabling contractor, carriers and your staff.",
        },
      ],
    },
    faqs: [
      {
        question: "How early should we contact you before moving?",
        answer:
          "Ideally 90 days before the move, mainly because of circuit lead times. We can work faster than that, and we arrange temporary connectivity such as a 5G router if a circuit will not be ready in time.",
      },
      {
        question: "Can you reuse our existing equipment in the new office?",
        answer:
          "Often, yes. We check that each device is still supported and suits the new space, and we reuse what makes sense. Moving equipment means a short outage, which we schedule for a weekend.",
      },
      {
        question: "Do you set up networks outside the United States?",
        answer:
          "Yes. Branches in India are set up by our local teams there. Elsewhere we design and stage centrally and work with vetted local technicians for the physical installation.",
      },
      {
        question: "What do we need to provide?",
        answer:
          "Floor plans, expected headcount, a list of devices that will connect and access to the space for the survey and the install. We handle vendors, carriers and contractors from there.",
      },
    ],
    cta: {
      title: "Opening a new office?",
      body: "Tell us the address, headcount and opening date, and we will send a timeline and a fixed quote for the network setup.",
      button: { label: "Start planning", href: CONTACT },
    },
    related: [
      "network-services",
      "managed-network-services",
      "voip-services",
      "projects",
      "cloud-migration",
    ],
  },
  {
    slug: "staff-outsourcing",
    family: "staffing",
    template: "service",
    parent: "/staffing",
    seoTitle: "IT Staff Outsourcing from the US and India",
    description:
      "Staff outsourcing for IT and back-office roles: vetted engineers, helpdesk analysts and administrators from our US and India teams, managed by us, your hours.",
    keywords: [
      "staff outsourcing",
      "IT staff outsourcing",
      "outsourced engineers",
      "offshore staffing India",
      "back-office outsourcing",
      "managed staffing",
    ],
    hero: {
      eyebrow: "Staff outsourcing",
      title: "Staff outsourcing for IT and back-office teams",
      subtitle:
        "Skilled people who work as part of your team, while we employ, equip and manage them from the United States or India.",
      primaryCta: { label: "Describe a role", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Hiring takes months, and a single resignation can undo it. With staff outsourcing, the people on your team are employed by us: we recruit, vet, equip and pay them, cover their absences and replace anyone who is not a fit. You decide the work, the hours and the priorities, and they join your stand-ups, use your tools and follow your processes.",
      "Typical roles include helpdesk analysts, system and network administrators, NOC technicians and cloud engineers, as well as back-office roles such as billing, procurement and documentation. Staff in India cost considerably less than local hires and can cover your overnight shift; US-based staff suit roles that need on-site presence, US background checks or close daytime collaboration.",
    ],
    stats: [
      { value: "2–4 weeks", label: "Typical time to a first shortlist" },
      { value: "US or India", label: "Location chosen role by role" },
      { value: "Backup cover", label: "Arranged for leave and sickness" },
      { value: "Monthly", label: "Performance review with our delivery manager" },
    ],
    included: {
      title: "What staff outsourcing includes",
      items: [
        {
          icon: "user-check",
          title: "Recruitment and vetting",
          body: "Technical interviews by our senior engineers, background and reference checks, and a practical task before we present anyone.",
        },
        {
          icon: "briefcase",
          title: "Employment and payroll",
          body: "Contracts, payroll, benefits, taxes and statutory compliance handled by us in each country.",
        },
        {
          icon: "monitor",
          title: "Equipment and secure workspace",
          body: "Company laptops with endpoint security, office seats or approved home setups, and MFA on every account.",
        },
        {
          icon: "users",
          title: "Line management",
          body: "A delivery manager looks after attendance, performance reviews and training, and meets you monthly.",
        },
        {
          icon: "life-buoy",
          title: "Absence cover",
          body: "Planned leave and sickness covered by trained backups who already know your environment.",
        },
        {
          icon: "graduation-cap",
          title: "Training and certification",
          body: "Continued study toward Microsoft, CompTIA, Cisco and ITIL certifications that matter for the role.",
        },
      ],
    },
    process: {
      title: "How staff outsourcing works",
      steps: [
        {
          title: "Role definition",
          body: "Together we settle the role, skills, hours, location and budget, and write a clear job description.",
        },
        {
          title: "Shortlist and interviews",
          body: "You interview two or three vetted candidates and choose who joins your team.",
        },
        {
          title: "Onboarding",
          body: "We provision equipment and access; your team teaches the new member your processes, with our manager checking in weekly.",
        },
        {
          title: "Ongoing management",
          body: "Monthly performance reviews, quarterly goals and a replacement process if a placement is not working out.",
        },
      ],
    },
    whyUs: {
      title: "Why outsource staff through us",
      points: [
        {
          icon: "shield-check",
          title: "Security controls built in",
          body: "Staff work on managed devices with EDR and data-loss controls, bound by confidentiality agreements covering your data.",
        },
        {
          icon: "clock",
          title: "Time-zone flexibility",
          body: "Pick daytime overlap, a full US night shift or a split schedule, depending on what the role needs.",
        },
        {
          icon: "check-circle-2",
          title: "Replacement commitment",
          body: "If someone leaves or is the wrong fit, we recruit a replacement and overlap the handover wherever possible.",
        },
        {
          icon: "layers",
          title: "Backed by a service company",
          body: "Outsourced staff can call on our wider engineering team for specialist help, something a freelancer cannot offer.",
        },
      ],
    },
    faqs: [
      {
        question: "How is staff outsourcing different from IT staffing or dedicated engineers?",
        answer:
          "IT staffing places people for projects or contract periods, and dedicated engineers are full-time technical staff assigned to your account. Staff outsourcing is the broader, long-term model: we employ and manage people in any IT or back-office role, and you direct their daily work.",
      },
      {
        question: "Who owns the work they produce?",
        answer:
          "You do. Our contracts assign intellectual property and work product to you, and every team member signs a confidentiality agreement covering your data and your clients' data.",
      },
      {
        question: "Can we hire the person directly later?",
        answer:
          "Yes. The contract sets out when a direct hire becomes possible and what the one-time fee is. Some clients use outsourcing to trial a role before creating it internally.",
      },
      {
        question: "What hours do India-based staff work?",
        answer:
          "Whatever the role requires. Many work the US business day, which is night in India, with shift allowances and transport arranged by us. Others work the Indian daytime to cover your overnight queue.",
      },
      {
        question: "What does it cost?",
        answer:
          "A fixed monthly fee per person, covering salary, benefits, equipment, management and backup cover. The fee depends on role and seniority, and we share the breakdown before you commit.",
      },
    ],
    cta: {
      title: "Add people to your team without the hiring cycle",
      body: "Describe the role and the hours, and within a few business days we will send sample profiles and a monthly fee.",
      button: { label: "Request profiles", href: CONTACT },
    },
    related: [
      "staffing",
      "dedicated-engineers",
      "it-staffing",
      "administrative-services",
      "msp-staff-augmentation-services",
    ],
  },
  {
    slug: "technical-support-outsourcing-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Support Outsourcing for Software Firms",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Outsourced technical support for software vendors, SaaS companies and IT firms: branded first- and second-line support in your help desk, with 24/7 options.",
    keywords: [
      "technical support outsourcing",
      "outsourced customer support",
      "SaaS support outsourcing",
      "white-label technical support",
      "Zendesk support team",
      "24/7 product support",
    ],
    hero: {
      eyebrow: "Technical support outsourcing",
      title: "Technical support outsourcing under your brand",
      subtitle:
        "We answer your customers' technical questions in your help desk, in your tone, from your knowledge base, around the clock if you need it.",
      primaryCta: { label: "Talk about your queue", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Software companies and IT firms often reach a point where support volume grows faster than they can hire. Our technical support outsourcing service puts trained engineers on your customer queue. They answer tickets, calls and chats under your brand, use your help desk platform and follow your escalation rules, so customers experience one consistent support team.",
      "We work in Zendesk, Freshdesk, Jira Service Management, Intercom, HubSpot Service Hub and ConnectWise Manage. Engineers complete a structured training program on your product before going live and extend the knowledge base as they learn. Engagements usually begin with nights and weekends, then grow into daytime first-line support once the quality has been proven.",
    ],
    stats: [
      { value: "2–3 weeks", label: "Product training before go-live" },
      { value: "24/7", label: "Coverage available, weekends and holidays included" },
      { value: "Weekly", label: "Quality scores shared with your support lead" },
      { value: "L1 + L2", label: "Tiers covered in most engagements" },
    ],
    included: {
      title: "What we take on for your customers",
      items: [
        {
          icon: "headset",
          title: "Branded customer support",
          body: "Engineers answer as your company, using your signatures, macros and tone-of-voice guide.",
        },
        {
          icon: "layers",
          title: "Your help desk, your SLAs",
          body: "Zendesk, Freshdesk, Jira Service Management, Intercom or an in-house system, with your views and targets.",
        },
        {
          icon: "wrench",
          title: "Troubleshooting and reproduction",
          body: "Log collection, bug reproduction and clean bug reports filed for your engineering team.",
        },
        {
          icon: "file-text",
          title: "Knowledge base upkeep",
          body: "New articles drafted from real tickets, and outdated ones flagged for your review.",
        },
        {
          icon: "clock",
          title: "Nights, weekends and holidays",
          body: "Queues covered outside your office hours, with on-call escalation to your team for critical customer issues.",
        },
        {
          icon: "bar-chart-3",
          title: "Quality and CSAT reporting",
          body: "Weekly reviews of sampled tickets, CSAT trends and top contact reasons, so product teams see where customers struggle.",
        },
      ],
    },
    process: {
      title: "How we go live on your queue",
      steps: [
        {
          title: "Discovery",
          body: "We review your ticket history, categories, macros and escalation paths, and agree exactly what we will handle.",
        },
        {
          title: "Product training",
          body: "Your experts train our leads, and our leads train the wider team using a test environment and graded practice tickets.",
        },
        {
          title: "Shadow and reverse shadow",
          body: "First we watch your agents work, then they watch ours, before we take tickets on our own.",
        },
        {
          title: "Go live and tune",
          body: "We take the agreed queues, meet weekly to review quality and widen the scope as results allow.",
        },
      ],
    },
    whyUs: {
      title: "Why product companies outsource support to us",
      points: [
        {
          icon: "user-check",
          title: "Technical, not scripted",
          body: "Our agents are IT engineers who read logs, test APIs and reproduce issues, not call-center staff reading from a script.",
        },
        {
          icon: "globe",
          title: "Two time zones",
          body: "US and India teams provide genuine 24/7 cover without a night-shift premium on every hour.",
        },
        {
          icon: "clipboard-check",
          title: "Your processes stay yours",
          body: "We adopt your workflows and escalation rules, and suggest changes only when ticket data supports them.",
        },
        {
          icon: "lock",
          title: "Care with customer data",
          body: "Least-privilege access to your tools, MFA, a signed data processing agreement and no customer data stored on our side.",
        },
      ],
    },
    faqs: [
      {
        question: "What kinds of companies use technical support outsourcing?",
        answer:
          "Mostly SaaS and software vendors, hardware makers with device support lines, and IT firms that need extra capacity. What they share is a technical product where answers take troubleshooting rather than a script.",
      },
      {
        question: "Will customers know they are talking to an outsourced team?",
        answer:
          "Only if you want them to. Agents work under your brand and in your tools, following your disclosure policy. Many clients simply present us as part of their own support team.",
      },
      {
        question: "Which support tiers can you handle?",
        answer:
          "Most engagements cover first- and second-line work: how-to questions, configuration troubleshooting, log collection and bug reproduction. Code-level fixes stay with your engineers, who receive a well-documented ticket from us.",
      },
      {
        question: "How do you keep up with product releases?",
        answer:
          "Your release notes become a short briefing for our team ahead of each release, and our leads attend your product demos. New features get knowledge base articles within an agreed window after launch.",
      },
      {
        question: "How much notice do you need to start?",
        answer:
          "Four to six weeks from signed agreement to live queue is typical, most of it spent on product training. A narrow after-hours scope can start sooner.",
      },
    ],
    cta: {
      title: "Scale support without slowing your roadmap",
      body: "Send your monthly ticket volume and top ticket categories, and we will outline team size, coverage and price.",
      button: { label: "Share ticket volumes", href: CONTACT },
    },
    related: [
      "l1-technical-support-services",
      "l2-technical-support-services",
      "multilingual-technical-support",
      "msp-technical-support-outsourcing",
      "helpdesk-outsourcing-india",
    ],
  },
  {
    slug: "remote-technical-support-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Remote Technical Support for Business",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Remote technical support for office and hybrid staff: secure ConnectWise Control sessions, a 15-minute P1 response target and on-site dispatch when needed.",
    keywords: [
      "remote technical support",
      "remote IT support",
      "remote desktop support",
      "hybrid workforce IT support",
      "ConnectWise Control support",
      "remote helpdesk",
    ],
    hero: {
      eyebrow: "Remote support",
      title: "Remote technical support for offices and hybrid teams",
      subtitle:
        "Secure screen-sharing sessions, fixes applied in minutes and a clear route to on-site help for the problems that need hands.",
      primaryCta: { label: "Get a remote support plan", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Most problems users report can be solved without anyone getting in a car: a printer driver, a OneDrive sync conflict, an Outlook profile that will not load. Our remote support engineers connect within minutes over an encrypted session, fix the issue while the user watches and record the steps in the ticket. A hybrid workforce gets the same quality of help at home, in a hotel or at the office.",
      "Every session runs through ConnectWise Control, with MFA for our technicians, consent prompts for attended sessions and recording on request. Unattended access for servers and after-hours maintenance is limited to named engineers and logged. When a problem turns out to be hardware, we ship a replacement or send a technician, and the ticket stays open until the user confirms everything works.",
    ],
    stats: [
      { value: "15 min", label: "P1 first response target" },
      { value: "Minutes", label: "From the user's consent to a live session" },
      { value: "Recorded", label: "Sessions available for review on request" },
      { value: "24/7", label: "Remote help from US and India shifts" },
    ],
    included: {
      title: "What remote support covers",
      items: [
        {
          icon: "monitor",
          title: "Attended sessions",
          body: "Users click a link or enter a code, approve the connection and watch the fix happen on their screen.",
        },
        {
          icon: "server",
          title: "Unattended maintenance",
          body: "Patching, installs and troubleshooting on servers and desktops after hours, with nobody needing to be present.",
        },
        {
          icon: "cloud",
          title: "Microsoft 365 and SaaS apps",
          body: "Outlook, Teams, OneDrive, SharePoint and common business apps configured and repaired remotely.",
        },
        {
          icon: "user-check",
          title: "Home worker support",
          body: "VPN, home Wi-Fi and peripheral problems handled for remote staff, within reason on equipment you do not own.",
        },
        {
          icon: "phone",
          title: "Phone and tablet help",
          body: "Mail setup, authenticator apps and company app access on iOS and Android, guided over a call.",
        },
        {
          icon: "map-pin",
          title: "On-site dispatch",
          body: "When hands are needed, we schedule a technician or ship a replacement device preconfigured for the user.",
        },
      ],
    },
    process: {
      title: "What happens when a user asks for help",
      steps: [
        {
          title: "Contact",
          body: "Users call, email, chat or use the portal; each request becomes a ticket with a priority based on impact.",
        },
        {
          title: "Connect",
          body: "An engineer calls back or joins the chat, then opens a secure session once the user consents.",
        },
        {
          title: "Resolve or escalate",
          body: "The engineer fixes the problem or passes it to a specialist with notes, so the user is never asked the same questions twice.",
        },
        {
          title: "Confirm and close",
          body: "The user confirms the fix, a one-question survey follows, and any new solution is added to the knowledge base.",
        },
      ],
    },
    whyUs: {
      title: "Why our remote support is different",
      points: [
        {
          icon: "lock",
          title: "Remote access done safely",
          body: "MFA, role-based permissions, consent prompts and session logs stop remote tools from becoming an attacker's way in.",
        },
        {
          icon: "zap",
          title: "Fast first touch",
          body: "Engineers rather than dispatchers pick up contacts, so troubleshooting begins in the first conversation.",
        },
        {
          icon: "clock",
          title: "Any hour",
          body: "Remote help runs 24/7 from the US and India, which suits early starts, late finishes and staff on the road.",
        },
        {
          icon: "check-circle-2",
          title: "Closed only when it works",
          body: "A ticket closes after the user confirms the fix, not when the technician believes the job is done.",
        },
      ],
    },
    faqs: [
      {
        question: "Is remote support secure?",
        answer:
          "Yes, when it is set up carefully. Our ConnectWise Control instance requires MFA for every technician, limits who can reach each client's machines, asks users for consent before attended sessions and logs every connection. Sessions can be recorded so you can see exactly what was done.",
      },
      {
        question: "How many issues can be fixed remotely?",
        answer:
          "For a typical office with cloud email and managed laptops, the large majority of tickets are resolved remotely. The exceptions are failed hardware, physical cabling and some printer or audio-visual problems, for which we arrange on-site help.",
      },
      {
        question: "Can you support staff who use personal computers at home?",
        answer:
          "With the user's permission, we help with company applications, VPN and access problems on personal devices. We avoid deep changes to a personal computer and recommend a company-managed device for anyone who works from home regularly.",
      },
      {
        question: "Do we need to install anything?",
        answer:
          "Managed devices carry a small agent so engineers can connect quickly and maintain them out of hours. For one-off help, a user can run a temporary session from a link without installing anything permanently.",
      },
    ],
    cta: {
      title: "Give your staff help that reaches them anywhere",
      body: "Tell us how many users you have and where they work, and we will propose a remote support plan with response targets.",
      button: { label: "Request a plan", href: CONTACT },
    },
    related: [
      "24-7-helpdesk",
      "l1-technical-support-services",
      "managed-endpoint-services",
      "connectwise-control-support",
      "managed-it-services-provider",
    ],
  },
  {
    slug: "l1-technical-support-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "L1 Technical Support: First-Line Desk",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "L1 technical support: a first-line desk for password resets, MFA, Outlook, printers and access requests, with clean triage and escalation to L2 engineers.",
    keywords: [
      "L1 technical support",
      "level 1 support",
      "first-line support",
      "tier 1 helpdesk",
      "password reset support",
      "service desk triage",
    ],
    hero: {
      eyebrow: "L1 technical support",
      title: "L1 technical support: the first line your users reach",
      subtitle:
        "Friendly, quick first-line help that settles common requests on first contact and passes everything else on as a complete, well-triaged ticket.",
      primaryCta: { label: "Size an L1 team", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Level 1 is where every ticket starts and where most routine ones should end. Our L1 analysts log each contact, verify the user, identify the affected service, set priority from an impact and urgency matrix and work through documented fixes for common requests. For a typical office environment we target first-contact resolution of 60 to 70 percent, with the rest escalated quickly and cleanly.",
      "L1 analysts hold CompTIA A+ or equivalent experience plus ITIL 4 Foundation, and work from a knowledge base we write for your environment. Their rights are deliberately narrow: they can reset passwords, unlock accounts and assign standard licenses, but cannot change group policy, firewall rules or mail flow. Anything beyond that scope moves to L2 after a defined effort, usually 20 to 30 minutes.",
    ],
    stats: [
      { value: "60–70%", label: "First-contact resolution target" },
      { value: "15 min", label: "P1 first response target" },
      { value: "20–30 min", label: "Effort limit before escalation to L2" },
      { value: "ITIL 4", label: "Foundation-certified analysts" },
    ],
    included: {
      title: "Tickets L1 resolves every day",
      intro:
        "Typical first-line requests, each backed by a knowledge article and a permission set that allows exactly that fix.",
      items: [
        {
          icon: "lock",
          title: "Passwords and account unlocks",
          body: "Resets and unlocks in Active Directory or Entra ID, always after an identity check.",
        },
        {
          icon: "user-check",
          title: "MFA enrollment and new phones",
          body: "Setting up Microsoft Authenticator, moving MFA to a replacement phone and issuing temporary access passes under policy.",
        },
        {
          icon: "mail",
          title: "Outlook and Teams basics",
          body: "Profile rebuilds, shared mailbox access, calendar delegation and Teams audio or camera settings.",
        },
        {
          icon: "monitor",
          title: "Printers and peripherals",
          body: "Printer mapping, stuck print queues, docking stations, monitors and headsets.",
        },
        {
          icon: "clipboard-check",
          title: "Standard requests",
          body: "Catalog items such as distribution list changes, shared folder access with owner approval or approved software installs.",
        },
        {
          icon: "headset",
          title: "Triage and logging",
          body: "Accurate category, priority, affected user and steps already tried, so an escalation never starts from zero.",
        },
      ],
    },
    process: {
      title: "How an L1 ticket flows",
      steps: [
        {
          title: "Log and verify",
          body: "The analyst records the contact and confirms the caller's identity before any change to an account.",
        },
        {
          title: "Classify",
          body: "Category, impact and urgency set the priority; a suspected major incident pages the team lead at once.",
        },
        {
          title: "Resolve from the knowledge base",
          body: "Known issues are fixed with documented steps, and the user confirms before the ticket is closed.",
        },
        {
          title: "Escalate with context",
          body: "Unresolved tickets go to L2 with symptoms, screenshots, error codes and a list of what was tried.",
        },
      ],
    },
    whyUs: {
      title: "Why our first line holds",
      points: [
        {
          icon: "check-circle-2",
          title: "Identity verified every time",
          body: "Callers are verified by callback or a second factor before any reset, which stops social engineering at the desk.",
        },
        {
          icon: "file-text",
          title: "A knowledge base that grows",
          body: "Each new fix becomes an article, steadily raising the share of tickets that L1 can close.",
        },
        {
          icon: "bar-chart-3",
          title: "Measured on the right things",
          body: "We track first-contact resolution, escalation quality and user satisfaction, not just how fast calls end.",
        },
        {
          icon: "zap",
          title: "No ticket left stranded",
          body: "Time limits and category rules move tickets to L2 promptly instead of leaving them with someone out of their depth.",
        },
      ],
    },
    faqs: [
      {
        question: "What exactly does L1 handle compared with L2?",
        answer:
          "L1 handles known, repeatable requests that have a documented fix and need limited permissions, such as password resets, MFA re-registration and printer mapping. When a fix requires configuration changes, investigation across systems or admin rights, the ticket goes to L2.",
      },
      {
        question: "How do you stop L1 from escalating everything?",
        answer:
          "Each category has a checklist L1 must complete before escalating, and L2 engineers score the quality of every escalation they receive. Low scores lead to coaching and to new knowledge articles.",
      },
      {
        question: "Can L1 analysts work in our ticketing system?",
        answer:
          "Yes. Our analysts work in ConnectWise Manage, ServiceNow, Jira Service Management or Freshservice, using your categories and priority definitions.",
      },
      {
        question: "What qualifications do your L1 analysts have?",
        answer:
          "Most hold CompTIA A+ and ITIL 4 Foundation. All of them complete our internal training on identity verification, ticket writing and customer communication before taking live calls.",
      },
    ],
    cta: {
      title: "Set up a dependable first line",
      body: "Share a month of ticket data, and we will estimate how much an L1 team could resolve on first contact and what it would cost.",
      button: { label: "Send ticket data", href: CONTACT },
    },
    related: [
      "l2-technical-support-services",
      "l3-technical-support-services",
      "24-7-helpdesk",
      "remote-technical-support-services",
      "helpdesk-outsourcing-india",
    ],
  },
  {
    slug: "l2-technical-support-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "L2 Technical Support: System Admins",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "L2 technical support by system administrators: Active Directory, Intune, Exchange Online, VPN, file shares and backup failures, fixed under change control.",
    keywords: [
      "L2 technical support",
      "level 2 support",
      "second-line support",
      "tier 2 helpdesk",
      "system administrator support",
      "desktop and server support",
    ],
    hero: {
      eyebrow: "L2 technical support",
      title: "L2 technical support for problems that need an administrator",
      subtitle:
        "System and network administrators who investigate, change configuration and fix what first-line scripts cannot, then teach the fix back to L1.",
      primaryCta: { label: "Add L2 capacity", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Tickets reach Level 2 when a known fix did not work or the problem needs administrative access. Our L2 engineers bring three to six years of hands-on experience with Windows Server, Microsoft 365, Intune and common networking, and they are expected to investigate: read event logs, run message traces, compare group memberships and find out why something broke rather than only making the symptom go away.",
      "L2 holds admin rights scoped to your environment and changes configuration under a lightweight process: standard changes from an approved list, anything else reviewed first by a senior engineer. Problems that span several systems, point to a design flaw or threaten a wide outage go to L3 with a written summary. Each L2 fix that L1 could repeat becomes a new knowledge article.",
    ],
    stats: [
      { value: "3–6 years", label: "Typical hands-on experience of L2 engineers" },
      { value: "1 hour", label: "Response target for P2 incidents" },
      { value: "Every fix", label: "Reviewed for a new L1 knowledge article" },
      { value: "Scoped", label: "Admin rights limited to your environment" },
    ],
    included: {
      title: "Tickets L2 engineers work on",
      intro:
        "Problems that need admin consoles, log analysis or a configuration change, with examples from a typical week.",
      items: [
        {
          icon: "users",
          title: "Identity and sign-in faults",
          body: "Group policy not applying, conditional access blocking a user, or sync errors between Active Directory and Entra ID.",
        },
        {
          icon: "mail",
          title: "Mail delivery problems",
          body: "Message traces, transport rules, shared mailbox permissions, SPF or DKIM failures and mail stuck in quarantine.",
        },
        {
          icon: "monitor",
          title: "Device policy and deployment",
          body: "Intune profiles that fail to apply, Autopilot enrollment errors and application packages that refuse to install.",
        },
        {
          icon: "network",
          title: "VPN and connectivity",
          body: "Client VPN failures, DNS and DHCP faults, wrong VLAN assignments and Wi-Fi authentication through RADIUS.",
        },
        {
          icon: "hard-drive",
          title: "File shares and permissions",
          body: "NTFS and SharePoint permission repairs, broken mapped drives and storage quota issues.",
        },
        {
          icon: "database-backup",
          title: "Backup and patch failures",
          body: "Failed Veeam or Datto jobs, Windows Update errors and RMM patch exceptions investigated and cleared.",
        },
      ],
    },
    process: {
      title: "How L2 handles an escalation",
      steps: [
        {
          title: "Read the L1 notes",
          body: "The engineer reviews what was tried, contacts the user only for missing details and reproduces the fault.",
        },
        {
          title: "Investigate",
          body: "Logs, traces and configuration are examined until the cause is found, not just the symptom.",
        },
        {
          title: "Change and verify",
          body: "The fix is applied as a standard or reviewed change, then checked with the user and against monitoring.",
        },
        {
          title: "Teach back or escalate",
          body: "Repeatable fixes go into the L1 knowledge base; complex or recurring faults go to L3 with the findings so far.",
        },
      ],
    },
    whyUs: {
      title: "Why our second line is worth having",
      points: [
        {
          icon: "wrench",
          title: "Hands-on administrators",
          body: "L2 engineers hold Microsoft 365 Administrator, Azure Administrator or CCNA-level skills and spend their day in real admin consoles.",
        },
        {
          icon: "clipboard-check",
          title: "Controlled changes",
          body: "Each change is logged with its reason and rollback, so today's fix does not quietly cause tomorrow's incident.",
        },
        {
          icon: "graduation-cap",
          title: "Raising L1 over time",
          body: "Documenting every repeatable solution shifts routine work down to the lower-cost tier month by month.",
        },
        {
          icon: "layers",
          title: "Backed by L3",
          body: "Senior engineers review risky changes and take over when a problem crosses several systems.",
        },
      ],
    },
    faqs: [
      {
        question: "What makes a ticket an L2 ticket?",
        answer:
          "It needs admin access, a configuration change or genuine investigation. Examples include mail that bounces from one partner domain, Intune policies failing on a batch of laptops, or a VPN that keeps dropping for remote staff in one region.",
      },
      {
        question: "Do L2 engineers talk to users directly?",
        answer:
          "Yes, when they need to reproduce a problem or confirm a fix. They read the L1 notes first, so the user does not have to repeat the story.",
      },
      {
        question: "When does L2 escalate to L3?",
        answer:
          "When the cause sits in architecture or infrastructure, such as a failing cluster, routing between sites or a licensing design issue, or when the same incident keeps coming back. L2 also escalates any change that could cause a wide outage.",
      },
      {
        question: "Can you provide L2 alongside our own L1 team?",
        answer:
          "Yes. Many clients keep first-line support in house and use our L2 engineers for depth and after-hours cover. We agree escalation criteria together and work inside your ticketing tool.",
      },
    ],
    cta: {
      title: "Add administrator-level support to your desk",
      body: "Tell us which systems cause the most escalations, and we will propose an L2 team sized to your ticket volume.",
      button: { label: "Plan L2 support", href: CONTACT },
    },
    related: [
      "l1-technical-support-services",
      "l3-technical-support-services",
      "enterprise-technical-support",
      "managed-endpoint-services",
      "24-7-helpdesk",
    ],
  },
  {
    slug: "l3-technical-support-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "L3 Technical Support: Senior Engineers",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "L3 technical support from senior engineers: root-cause analysis, server and cluster outages, routing faults, Azure and M365 architecture and vendor cases.",
    keywords: [
      "L3 technical support",
      "level 3 support",
      "third-line support",
      "senior engineer escalation",
      "root cause analysis",
      "problem management",
    ],
    hero: {
      eyebrow: "L3 technical support",
      title: "L3 technical support for outages and root-cause problems",
      subtitle:
        "Senior engineers and architects who own the hardest incidents, lead problem management and work directly with Microsoft, VMware and Fortinet support.",
      primaryCta: { label: "Discuss an L3 retainer", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Level 3 is the last internal line before a vendor. Our L3 engineers have eight or more years of experience and deep specialisms: Windows Server and Active Directory, VMware and Hyper-V clusters, SQL Server, Azure and Microsoft 365 tenant architecture, and enterprise networking. They are called in when an outage is under way, when the same incident keeps returning, or when a fix means redesigning part of the environment.",
      "L3 work is measured in root causes found rather than tickets closed. After a major incident, an L3 engineer leads the post-incident review, writes the root-cause analysis with a timeline and corrective actions, and tracks those actions to completion through problem management. When the fault lies in a vendor's product, L3 opens the case and drives it, supplying the logs and reproduction steps the vendor needs.",
    ],
    stats: [
      { value: "8+ years", label: "Experience of our L3 engineers" },
      { value: "5 days", label: "Target for a written RCA after a major incident" },
      { value: "On call", label: "24/7 for P1 incidents" },
      { value: "1 day", label: "Preliminary summary after service is restored" },
    ],
    included: {
      title: "Problems that belong at L3",
      intro:
        "Work that needs architecture knowledge, lab reproduction or a vendor case, with the kinds of faults we see most.",
      items: [
        {
          icon: "server",
          title: "Server and virtualization outages",
          body: "Failed cluster nodes, storage latency, corrupted virtual machines and broken domain controller replication.",
        },
        {
          icon: "network",
          title: "Complex network faults",
          body: "Routing between sites, BGP and SD-WAN behavior, intermittent packet loss and firewall throughput limits.",
        },
        {
          icon: "cloud",
          title: "Cloud and tenant architecture",
          body: "Azure networking, hybrid identity design, Exchange hybrid faults and tenant-to-tenant migration problems.",
        },
        {
          icon: "database-backup",
          title: "Database and application issues",
          body: "SQL Server performance, blocking chains and failed maintenance plans that slow line-of-business applications.",
        },
        {
          icon: "clipboard-check",
          title: "Problem management and RCA",
          body: "Post-incident reviews, written root-cause analyses and corrective actions followed through to closure.",
        },
        {
          icon: "life-buoy",
          title: "Vendor escalation",
          body: "Cases with Microsoft, Broadcom VMware, Fortinet, Cisco and Veeam opened and driven with full diagnostic data.",
        },
      ],
    },
    process: {
      title: "How L3 engages on a major incident",
      steps: [
        {
          title: "Engage",
          body: "For a P1, the on-call L3 joins the incident bridge within the response target and becomes technical lead.",
        },
        {
          title: "Stabilize",
          body: "Service is restored first, by workaround or failover where necessary, with each decision logged on the incident timeline.",
        },
        {
          title: "Find the cause",
          body: "Logs, metrics and configuration history are analyzed, and the fault is reproduced in a lab when the cause is unclear.",
        },
        {
          title: "Fix permanently and share",
          body: "The permanent fix goes through change management, and the RCA is shared with you and with the L1 and L2 teams.",
        },
      ],
    },
    whyUs: {
      title: "Why teams rely on our third line",
      points: [
        {
          icon: "lightbulb",
          title: "Architects on the desk",
          body: "The engineers who fix your outage can also redesign the system so the same failure does not come back.",
        },
        {
          icon: "file-text",
          title: "RCAs you can share",
          body: "Root-cause reports are written for technical readers and management alike, with timeline, impact and actions.",
        },
        {
          icon: "shield-check",
          title: "Certified depth",
          body: "Engineers hold credentials such as Azure Solutions Architect Expert, CCNP, VMware VCP and Fortinet NSE.",
        },
        {
          icon: "users",
          title: "One incident lead",
          body: "A single L3 owns each major incident from first call to final report, so nobody wonders who is in charge.",
        },
      ],
    },
    faqs: [
      {
        question: "What kinds of tickets reach L3?",
        answer:
          "Outages affecting many users, recurring incidents with no known cause and problems that cross systems. Examples are sign-in failures caused by an expired certificate on an AD FS server, or a slow application traced to storage latency on a virtualization host.",
      },
      {
        question: "Can we use L3 without outsourcing L1 and L2?",
        answer:
          "Yes. Some internal IT teams retain us as their escalation tier and on-call senior engineers. We agree how tickets are handed over and give your team a direct line to the on-call engineer for P1 incidents.",
      },
      {
        question: "How soon after an incident do we receive the RCA?",
        answer:
          "A preliminary summary follows within one business day of service being restored, and the full root-cause analysis within five business days. Cases that depend on vendor findings can take longer, and we keep you updated while they do.",
      },
      {
        question: "Do L3 engineers make changes during an outage without approval?",
        answer:
          "Emergency changes needed to restore service follow the emergency procedure agreed with you, usually with verbal approval from your incident contact recorded in the ticket. Permanent fixes go through normal change management afterwards.",
      },
      {
        question: "Do you have direct vendor support contracts?",
        answer:
          "We open cases under your vendor support agreements or through our partner channels where they apply. Either way, our engineer stays on the case and talks to the vendor so your team does not have to.",
      },
    ],
    cta: {
      title: "Put senior engineers on call for your hardest problems",
      body: "Tell us about your infrastructure and recent major incidents, and we will propose an L3 retainer or a complete tiered service.",
      button: { label: "Talk to a senior engineer", href: CONTACT },
    },
    related: [
      "l2-technical-support-services",
      "l1-technical-support-services",
      "enterprise-technical-support",
      "msp-incident-response-services",
      "24-7-noc-soc",
    ],
  },
  {
    slug: "voip-services",
    family: "service",
    template: "service",
    parent: "/managed-services",
    seoTitle: "Business VoIP Services: 3CX and Teams Phone",
    description:
      "Business VoIP services: 3CX and Microsoft Teams Phone setup, SIP trunks, number porting, call flows, E911 and QoS, plus ongoing support for your phone system.",
    keywords: [
      "VoIP services",
      "business VoIP",
      "3CX support",
      "Microsoft Teams Phone",
      "SIP trunking",
      "number porting",
    ],
    hero: {
      eyebrow: "VoIP services",
      title: "VoIP services that make business calls sound right",
      subtitle:
        "Cloud phone systems on 3CX or Microsoft Teams Phone, with number porting, call flows and network quality tuned by the engineers who support them afterwards.",
      primaryCta: { label: "Get a VoIP plan", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Call quality problems rarely come from the phone system itself; they come from the network underneath it. Our VoIP service covers both sides. We set up the platform, port your numbers and design call flows, and we check switches, firewalls and internet links for the jitter, packet loss and SIP ALG settings that cause choppy audio and dropped calls.",
      "We deploy and support 3CX, hosted or on premises, and Microsoft Teams Phone with Direct Routing or Operator Connect, over SIP trunks from established carriers. Yealink and Poly handsets are provisioned automatically. After go-live our helpdesk handles moves, adds and changes, voicemail and auto attendant updates and carrier tickets, so your office manager no longer doubles as the phone system administrator.",
    ],
    stats: [
      { value: "E911", label: "Dispatchable location set for every user" },
      { value: "7–15 days", label: "Typical number porting window" },
      { value: "24/7", label: "Support for outages and call-quality incidents" },
      { value: "Same day", label: "Typical turnaround for moves, adds and changes" },
    ],
    included: {
      title: "What our VoIP service includes",
      items: [
        {
          icon: "phone",
          title: "Platform setup",
          body: "3CX or Teams Phone configured with extensions, ring groups, call queues and voicemail to email.",
        },
        {
          icon: "settings",
          title: "Call flows and auto attendants",
          body: "Business-hours routing, holiday schedules, IVR menus and overflow to mobiles or an answering service.",
        },
        {
          icon: "globe",
          title: "SIP trunks and porting",
          body: "Carrier selection, porting of existing numbers on a planned date, and new local and toll-free numbers.",
        },
        {
          icon: "network",
          title: "Network readiness and QoS",
          body: "Bandwidth tests, voice VLANs, QoS policies and SIP ALG disabled on firewalls to keep audio clear.",
        },
        {
          icon: "map-pin",
          title: "E911 compliance",
          body: "Dispatchable locations per site and per remote user, in line with Kari's Law and RAY BAUM'S Act requirements.",
        },
        {
          icon: "headset",
          title: "Moves, adds and changes",
          body: "New starters, leavers, desk moves and call flow edits handled by our helpdesk, usually on the same day.",
        },
        {
          icon: "bar-chart-3",
          title: "Call reporting",
          body: "Queue statistics, missed-call reports and call recording retention set up for managers and compliance.",
        },
      ],
    },
    process: {
      title: "How we move you to VoIP",
      steps: [
        {
          title: "Discovery",
          body: "We list numbers, extensions, call flows, handsets and carrier contracts, and test your network for voice readiness.",
        },
        {
          title: "Design",
          body: "You approve the platform, call flows, handsets and a porting date that avoids your busiest period.",
        },
        {
          title: "Build and test",
          body: "The new system is built alongside the old one, and every call flow is test-called before numbers move.",
        },
        {
          title: "Port and support",
          body: "Numbers port on the agreed date with engineers standing by, and day-two support starts immediately.",
        },
      ],
    },
    whyUs: {
      title: "Why our phone systems sound better",
      points: [
        {
          icon: "network",
          title: "Network and voice together",
          body: "Because we manage networks too, we fix the QoS and firewall issues that phone-only vendors refer back to your IT provider.",
        },
        {
          icon: "clock",
          title: "Calm cutovers",
          body: "Porting happens on a scheduled day with engineers watching, and temporary forwarding is ready if a carrier runs late.",
        },
        {
          icon: "layers",
          title: "Teams or 3CX, your choice",
          body: "We recommend whichever platform fits your licensing and call patterns, not whichever pays us more.",
        },
        {
          icon: "headset",
          title: "Support after go-live",
          body: "The desk that supports your computers also supports your phones, with one ticket system for both.",
        },
      ],
    },
    faqs: [
      {
        question: "Should we choose Teams Phone or 3CX?",
        answer:
          "If your staff already live in Microsoft Teams and you license Microsoft 365 E3 or Business Premium, Teams Phone often makes sense. 3CX suits companies that want desk phones, contact center features or lower per-user costs. We compare both against your call patterns before recommending one.",
      },
      {
        question: "Can we keep our existing phone numbers?",
        answer:
          "In almost every case, yes. We file the port request with a letter of authorization and a recent bill from your current carrier, and schedule the cutover for a quiet day. Your old service stays active until the port completes.",
      },
      {
        question: "Why do our VoIP calls sound choppy?",
        answer:
          "The usual causes are jitter or packet loss on the internet link, missing QoS, congested Wi-Fi or a firewall interfering with SIP traffic. We test each of these and fix the cause instead of swapping handsets.",
      },
      {
        question: "How do you handle emergency calls for remote workers?",
        answer:
          "Teams Phone and 3CX both support dynamic emergency locations. We configure sites, subnets and user-confirmed addresses so that 911 calls carry a dispatchable location, and we show users how to update their location when they work elsewhere.",
      },
      {
        question: "What happens to calls if our internet goes down?",
        answer:
          "Calls to your main numbers can fail over automatically to mobile phones or another office, set in the carrier or platform settings. Staff with the Teams or 3CX mobile app keep calling over cellular data, and we test these failover routes during setup.",
      },
    ],
    cta: {
      title: "Get a VoIP plan for your office",
      body: "Send your current phone bill with the number of users and sites, and we will recommend a platform and quote the move.",
      button: { label: "Send my phone bill", href: CONTACT },
    },
    related: [
      "voip-solutions",
      "managed-network-services",
      "network-setup",
      "24-7-helpdesk",
      "managed-it-services-provider",
    ],
  },
  {
    slug: "white-label-msp-services",
    family: "service",
    template: "service",
    seoTitle: "White-Label MSP Services for Growing MSPs",
    description:
      "White-label MSP services: helpdesk, NOC, projects and PSA administration delivered under your brand by our US and India engineers, inside your own tools.",
    keywords: [
      "white-label MSP services",
      "white-label helpdesk",
      "white-label NOC",
      "MSP outsourcing",
      "MSP partner services",
      "private-label IT support",
    ],
    hero: {
      eyebrow: "White-label MSP services",
      title: "White-label MSP services that carry your brand",
      subtitle:
        "Our engineers work as your team, in your PSA and under your name, giving your MSP 24/7 helpdesk, NOC and project capacity without adding payroll.",
      primaryCta: { label: "Start a partner pilot", href: CONTACT },
      secondaryCta: BOOK_CALL,
    },
    intro: [
      "Growing an MSP usually means choosing between hiring ahead of revenue and letting service slip. White-label delivery removes that trade-off. Our engineers join your ConnectWise Manage boards, answer your clients' calls with your greeting, sign emails with your branding and follow your runbooks. Your clients deal with one provider, and you keep the relationship, the pricing and the margin.",
      "Partners usually begin with after-hours helpdesk and NOC alert handling, where a small shared team covers many clients efficiently, then add daytime L1 and L2, patching or project engineering. We act as a delivery partner, not a competitor: we do not solicit your clients, and non-solicitation terms are written into every partner agreement.",
    ],
    stats: [
      { value: "24/7", label: "White-label helpdesk and NOC coverage" },
      { value: "Your PSA", label: "Tickets stay in your ConnectWise, Autotask or HaloPSA" },
      { value: "Non-solicit", label: "Terms in every partner agreement" },
      { value: "Monthly", label: "Metrics review per client with your team" },
    ],
    included: {
      title: "What we deliver under your name",
      items: [
        {
          icon: "headset",
          title: "White-label helpdesk",
          body: "L1 and L2 support for your clients' users, answered in your company name around the clock or after hours only.",
        },
        {
          icon: "activity",
          title: "NOC alert handling",
          body: "RMM alerts from ConnectWise Automate, Datto RMM or NinjaOne triaged, remediated or escalated according to your runbooks.",
        },
        {
          icon: "settings",
          title: "Patching and maintenance",
          body: "Monthly patch cycles, failed-patch remediation and maintenance windows run across your client base.",
        },
        {
          icon: "rocket",
          title: "Project engineering",
          body: "Microsoft 365 migrations, server refreshes and firewall rollouts delivered by our engineers under your project lead or ours.",
        },
        {
          icon: "shield-check",
          title: "Security operations",
          body: "EDR alert triage and incident containment for your clients, with reports branded for your QBRs.",
        },
        {
          icon: "wrench",
          title: "PSA and RMM administration",
          body: "Board cleanup, agreement setup and automation scripts for the tools your own business runs on.",
        },
      ],
    },
    process: {
      title: "How a white-label partnership starts",
      steps: [
        {
          title: "Scope and pricing",
          body: "We agree the services, hours and clients we cover, plus per-endpoint or hourly rates you can build your pricing on.",
        },
        {
          title: "Runbooks and access",
          body: "You share client documentation and escalation contacts; we receive named accounts in your PSA, RMM and documentation platform.",
        },
        {
          title: "Pilot",
          body: "We start with a few clients or an after-hours window, so you can judge quality before widening the scope.",
        },
        {
          title: "Scale",
          body: "More clients and services are added through a short onboarding checklist, and metrics are reviewed with you monthly.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs partner with us",
      points: [
        {
          icon: "lock",
          title: "Your clients stay yours",
          body: "Non-solicitation is contractual, our staff never mention our company name to your clients, and records stay in your systems.",
        },
        {
          icon: "users",
          title: "MSP-native engineers",
          body: "Our team runs service desks on ConnectWise every day and understands agreements, boards and MSP economics.",
        },
        {
          icon: "globe",
          title: "Follow-the-sun shifts",
          body: "US and India shifts let you sell 24/7 support without building a night shift of your own.",
        },
        {
          icon: "bar-chart-3",
          title: "Transparent metrics",
          body: "Response times, resolution rates and time entries are visible in your PSA, per client and per engineer.",
        },
      ],
    },
    faqs: [
      {
        question: "Will our clients know you exist?",
        answer:
          "Not unless you tell them. Engineers introduce themselves as members of your team, send email from your domain or a shared mailbox, and log their time in your PSA.",
      },
      {
        question: "How is white-label work priced?",
        answer:
          "Per endpoint or per user for ongoing helpdesk and NOC coverage, and per hour for projects or block-time arrangements. Rates are set so you can resell at a healthy margin, and we share the rate card up front.",
      },
      {
        question: "Which PSA and RMM tools do you work in?",
        answer:
          "Most partners run ConnectWise Manage with Automate or ConnectWise RMM, and we also work in Autotask, Datto RMM, NinjaOne and HaloPSA. We adapt to your boards and statuses rather than asking you to change them.",
      },
      {
        question: "What if one of our clients asks to speak to a manager?",
        answer:
          "Escalations follow your process and reach your account or service manager. If you want our delivery lead on the call, they join as part of your team.",
      },
      {
        question: "Is there a minimum commitment?",
        answer:
          "After-hours coverage starts at a monthly minimum so that we can staff shifts reliably. Projects and block hours carry no minimum beyond their own scope.",
      },
    ],
    cta: {
      title: "Add capacity to your MSP under your own name",
      body: "Tell us your client count, your PSA and where you need help, and we will outline a white-label pilot with a rate card.",
      button: { label: "Outline my pilot", href: CONTACT },
    },
    related: [
      "msp-outsourcing-services",
      "msp-helpdesk-outsourcing",
      "msp-noc-outsourcing",
      "offshore-msp-services",
      "managed-services-provider-software",
    ],
  },
];
