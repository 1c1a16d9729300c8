import type { ServicePageContent } from "../types";

const CONTACT = "/#contact";
const BOOK_A_CALL = { label: "Book a call", href: "booking" };
const HUB = "/outsourcing-to-india";

/**
 * India outsourcing pages, written for buyers weighing offshore delivery: time-zone overlap,
 * follow-the-sun cover, data-protection terms, transition plans and cost structure. Every
 * paragraph longer than 20 words is written for its page alone.
 */
export const INDIA_PAGES: ServicePageContent[] = [
  // ──────────────────────── application-support-outsourcing-india ────────────────────────
  {
    slug: "application-support-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Application Support Outsourcing to India",
    description:
      "L2 and L3 application support from engineers in India: incident triage, runbooks, release checks and problem management for business apps, around the clock.",
    keywords: [
      "application support outsourcing India",
      "L2 application support",
      "offshore application maintenance",
      "production support team India",
      "ERP support outsourcing",
      "SaaS application support",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Application support from India",
      title: "Application support that keeps your business systems answering",
      subtitle:
        "An India-based L2 and L3 team that learns your line-of-business applications, works your ticket queue overnight and hands a clean status to your developers every morning.",
      primaryCta: { label: "Scope an application support team", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "The applications that run your orders, billing or patient records rarely fail politely during office hours. A failed overnight batch job, an expired API certificate or a locked service account can sit unnoticed until customers start calling. Our application support engineers in India watch those systems while your own team sleeps, follow the runbooks you already trust, and write new ones where nothing was written down.",
      "We take on first- and second-line application work: reproducing reported faults, checking logs and integrations, restarting services within agreed limits, applying known fixes and preparing clean escalations with evidence attached. Code changes stay with your developers or vendor unless you decide otherwise. The result is fewer 7 a.m. surprises and a development team that spends its time building instead of firefighting.",
    ],
    stats: [
      { value: "24/7", label: "Queue coverage across US and India shifts" },
      { value: "30 min", label: "Response target for severity 1 application incidents" },
      { value: "4–6 wks", label: "Typical knowledge-transfer period" },
    ],
    included: {
      title: "What our application support team handles",
      items: [
        {
          icon: "activity",
          title: "Job and integration monitoring",
          body: "Scheduled jobs, queues and API integrations checked against expected runtimes and volumes.",
        },
        {
          icon: "life-buoy",
          title: "Incident triage and workarounds",
          body: "Faults reproduced, logs collected and documented workarounds applied before anyone is woken up.",
        },
        {
          icon: "file-text",
          title: "Runbooks and known-error records",
          body: "Every repeat issue gets a written procedure, so the fix no longer depends on one person's memory.",
        },
        {
          icon: "rocket",
          title: "Release and deployment checks",
          body: "Smoke tests and post-release monitoring after your developers ship, with rollback triggers agreed in advance.",
        },
        {
          icon: "users",
          title: "User access and configuration",
          body: "Role changes, master-data corrections and configuration requests handled through approved change tickets.",
        },
        {
          icon: "lightbulb",
          title: "Problem management",
          body: "Recurring incidents grouped, root causes traced and permanent fixes proposed to the application owner.",
        },
      ],
    },
    process: {
      title: "How we take over application support",
      steps: [
        {
          title: "Application inventory",
          body: "We list each application, its owner, dependencies, hosting and support vendor, and agree which tiers of work move to our team.",
        },
        {
          title: "Knowledge transfer",
          body: "Your engineers walk ours through architecture, common faults and escalation contacts. We record sessions and turn them into runbooks you keep.",
        },
        {
          title: "Shadow, then reverse shadow",
          body: "Our team first watches your people resolve tickets, then resolves them while your people watch. Sign-off happens only when both sides are comfortable.",
        },
        {
          title: "Steady state and reviews",
          body: "Monthly reports cover incident counts, mean time to resolve, top recurring faults and the problem records closed during the month.",
        },
      ],
    },
    whyUs: {
      title: "Why teams hand us their application queue",
      points: [
        {
          icon: "clock",
          title: "Overnight cover that matches your day",
          body: "India working hours fall across the US night, so batch failures are caught and worked before your business opens.",
        },
        {
          icon: "clipboard-check",
          title: "Clear boundaries",
          body: "A written responsibility matrix says what we fix, what we escalate and which changes need your approval.",
        },
        {
          icon: "lock",
          title: "Least-privilege access",
          body: "Named accounts, MFA and role-based permissions per application, reviewed every quarter with your security lead.",
        },
        {
          icon: "graduation-cap",
          title: "Engineers who stay",
          body: "A small, stable pod learns your applications in depth, with documented cross-training so holidays never leave a gap.",
        },
      ],
    },
    faqs: [
      {
        question: "Which applications can your team support?",
        answer:
          "We regularly support ERP and accounting systems, CRM platforms, line-of-business web applications, SQL-backed in-house tools and SaaS products with admin consoles. What matters more than the product is that it has logs, an admin interface and someone who can explain how it should behave. If an application is truly undocumented, the first weeks go into writing that documentation.",
      },
      {
        question: "Will your engineers change our source code?",
        answer:
          "Not by default. Application support covers configuration, data fixes under change control, restarts and documented workarounds, while code changes go to your developers or software vendor with a full diagnosis attached. If you want us to take on code fixes as well, we add that to the scope and follow your branching and review rules.",
      },
      {
        question: "How do you handle severity 1 incidents overnight?",
        answer:
          "The on-shift engineer acknowledges within 30 minutes, applies any runbook steps and opens a bridge if the issue is not contained. If the runbook says a person on your side must be called, we call them by phone and keep calling down the escalation list until someone answers. Every action is timestamped in the ticket.",
      },
      {
        question: "What ticketing system do you work in?",
        answer:
          "We can work inside your ServiceNow, Jira Service Management or ConnectWise Manage instance, which keeps history and reporting in one place. If you have no tool yet, we run the queue in ours and give you portal access and monthly exports.",
      },
    ],
    cta: {
      title: "Stop starting the day with yesterday's failures",
      body: "Send us the list of applications you support today and the incidents that hurt most. We will propose a team size, shift pattern and transition plan within a week.",
      button: { label: "Talk to our team", href: CONTACT },
    },
    related: [
      "software-development-outsourcing-india",
      "database-administration-outsourcing-india",
      "helpdesk-outsourcing-india",
      "outsourcing-to-india",
    ],
  },

  // ────────────────────────── cloud-services-outsourcing-india ──────────────────────────
  {
    slug: "cloud-services-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Cloud Operations Outsourcing to India",
    description:
      "Azure, AWS and Microsoft 365 operations run by certified engineers in India: landing zones, cost control, backups, patching and approved changes.",
    keywords: [
      "cloud services outsourcing India",
      "Azure managed services India",
      "AWS operations outsourcing",
      "cloud cost optimisation",
      "offshore cloud engineers",
      "Microsoft 365 administration outsourcing",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Cloud operations from India",
      title: "Cloud operations outsourcing for Azure, AWS and Microsoft 365",
      subtitle:
        "Certified cloud engineers in India run the daily work of your tenancy: provisioning, patching, backup checks and cost reviews, with every change traceable to a ticket.",
      primaryCta: { label: "Get a cloud operations proposal", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Moving workloads to Azure or AWS removed the hardware, but not the work. Someone still has to right-size virtual machines, rotate secrets, review security recommendations, confirm that backups ran and explain why last month's invoice grew by a fifth. For many companies that someone is an over-stretched infrastructure lead. Our India cloud team takes on that routine operational load so your senior people can focus on architecture and projects.",
      "Engineers hold Microsoft Azure Administrator and AWS SysOps certifications and work through infrastructure as code wherever your estate allows it, using Terraform or Bicep stored in your repositories. Access runs through Entra ID Privileged Identity Management or AWS IAM Identity Center with time-bound elevation, so nobody holds standing administrator rights to your subscriptions.",
    ],
    stats: [
      { value: "Weekly", label: "Cost and idle-resource review" },
      { value: "100%", label: "Changes logged against a ticket" },
      { value: "2", label: "Hyperscalers supported: Azure and AWS" },
      { value: "JIT", label: "Just-in-time admin access, no standing rights" },
    ],
    included: {
      title: "Cloud operations we run for you",
      items: [
        {
          icon: "cloud",
          title: "Subscription and account hygiene",
          body: "Resource groups, tagging standards, policies and budgets kept consistent across Azure subscriptions or AWS accounts.",
        },
        {
          icon: "bar-chart-3",
          title: "Cost management",
          body: "Idle resources, oversized VMs and reservation opportunities flagged weekly, with savings estimates attached.",
        },
        {
          icon: "settings",
          title: "Patching and image updates",
          body: "Azure Update Manager or AWS Systems Manager patch baselines run in agreed windows, with compliance reports.",
        },
        {
          icon: "database-backup",
          title: "Backup and recovery checks",
          body: "Azure Backup, AWS Backup or Veeam jobs verified daily, with scheduled restore tests into isolated networks.",
        },
        {
          icon: "shield-check",
          title: "Security posture",
          body: "Defender for Cloud and AWS Security Hub findings triaged, fixed or raised with you for a decision.",
        },
        {
          icon: "layers",
          title: "Infrastructure as code",
          body: "New resources built from Terraform or Bicep modules, reviewed through pull requests in your repository.",
        },
        {
          icon: "mail",
          title: "Microsoft 365 administration",
          body: "Exchange Online, SharePoint, Teams and Intune requests handled as standard changes.",
        },
      ],
    },
    process: {
      title: "From first call to steady operations",
      steps: [
        {
          title: "Read-only assessment",
          body: "With reader access only, we map subscriptions, spend, identities and backup coverage, and return a prioritised findings report.",
        },
        {
          title: "Access and guardrails",
          body: "Together we set up PIM roles, break-glass accounts, approval rules and the change calendar our engineers will follow.",
        },
        {
          title: "Hand over the routine",
          body: "Daily checks, patching and service requests move to our team, while your staff review the first month of changes.",
        },
        {
          title: "Optimise quarterly",
          body: "Each quarter we present cost trends, reservation renewals, security score changes and a short list of recommended improvements.",
        },
      ],
    },
    whyUs: {
      title: "Why cloud teams work with us",
      points: [
        {
          icon: "lock",
          title: "No standing admin rights",
          body: "Elevation is requested per task, approved and time-limited, and every session leaves an audit trail in your tenant.",
        },
        {
          icon: "zap",
          title: "Changes while your users sleep",
          body: "Maintenance that needs downtime happens during the Indian day, which is night across the United States.",
        },
        {
          icon: "bar-chart-3",
          title: "Savings you can verify",
          body: "Every cost recommendation lists the resource, the current monthly charge and the expected charge after the change.",
        },
        {
          icon: "check-circle-2",
          title: "Certified engineers",
          body: "Team members hold current Azure or AWS certifications and renew them as the platforms change.",
        },
      ],
    },
    faqs: [
      {
        question: "Where does our data stay when an India team manages our cloud?",
        answer:
          "Your data stays in the regions you chose, because our engineers administer resources remotely rather than copying workloads anywhere. They connect through managed, MFA-protected devices and your own identity platform. Data residency settings, storage replication and region policies remain under your control and are documented in the agreement.",
      },
      {
        question: "Do you support both Azure and AWS in the same company?",
        answer:
          "Yes, and many clients run exactly that mix, often Microsoft 365 with Entra ID beside a handful of AWS workloads. We staff the pod with engineers certified on each platform and keep one runbook library and one change calendar across both.",
      },
      {
        question: "Can you reduce our monthly cloud bill?",
        answer:
          "Usually there is something to recover, such as unattached disks, oversized instances or workloads that suit reserved capacity or savings plans. We cannot promise a percentage before we see the estate, so the first assessment lists each opportunity with its estimated monthly saving and the effort involved.",
      },
      {
        question: "Who approves changes to production?",
        answer:
          "You do, through rules we agree during onboarding. Standard changes such as adding a user to a group are pre-approved, while anything touching production networking, identity or data needs a named approver on your side. Emergency changes are allowed only to restore service and are reviewed the next business day.",
      },
      {
        question: "Can you also handle a migration project?",
        answer:
          "Migrations are scoped as separate projects with their own plan and price, and our cloud migration team handles them. Once a workload lands, it moves into the same operations service described on this page.",
      },
    ],
    cta: {
      title: "Give your cloud estate a team that watches it daily",
      body: "Grant us reader access for an assessment and you will get a findings report covering cost, security and backup coverage before any contract is signed.",
      button: { label: "Request a cloud assessment", href: CONTACT },
    },
    related: [
      "cloud-services",
      "cloud-migration",
      "it-infrastructure-outsourcing-india",
      "server-management-outsourcing-india",
    ],
  },

  // ────────────────────────── cybersecurity-outsourcing-india ──────────────────────────
  {
    slug: "cybersecurity-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Cybersecurity Outsourcing to India",
    description:
      "Security operations from India with US oversight: 24/7 alert triage in Microsoft Sentinel and SentinelOne, vulnerability management and Microsoft 365 hardening.",
    keywords: [
      "cybersecurity outsourcing India",
      "offshore SOC analysts",
      "managed detection and response",
      "vulnerability management outsourcing",
      "Microsoft Sentinel monitoring",
      "security operations India",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Cybersecurity from India",
      title: "Cybersecurity outsourcing with analysts on shift every hour",
      subtitle:
        "India-based security analysts triage alerts, chase vulnerabilities and harden Microsoft 365, while containment decisions follow the escalation rules you sign off.",
      primaryCta: { label: "Discuss your security coverage", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Attackers favour the hours when nobody is watching: Friday evenings, public holidays, the middle of the night. Staffing a round-the-clock security desk onshore takes at least five analysts once shifts, leave and training are counted, which puts it out of reach for most mid-sized organisations. Our India security team closes that gap by covering your overnight hours, with senior oversight from our US staff.",
      "Analysts work inside your tooling rather than replacing it: Microsoft Sentinel or Defender XDR, SentinelOne, Fortinet logs and Entra ID sign-in data. They triage every alert against documented playbooks, isolate endpoints when your rules allow it, and brief your security lead with a written timeline. Vulnerability scans, patch follow-up and configuration reviews fill the quieter hours between incidents.",
    ],
    stats: [
      { value: "24/7", label: "Alert triage by named analysts" },
      { value: "15 min", label: "Triage target for high-severity alerts" },
      { value: "Monthly", label: "Vulnerability and posture report" },
    ],
    included: {
      title: "Security work our India team takes on",
      items: [
        {
          icon: "shield-check",
          title: "Alert triage and investigation",
          body: "SIEM and EDR alerts enriched, classified and either closed with reasons or escalated with evidence.",
        },
        {
          icon: "lock",
          title: "Endpoint containment",
          body: "SentinelOne or Defender network isolation carried out under pre-approved playbooks.",
        },
        {
          icon: "bar-chart-3",
          title: "Vulnerability management",
          body: "Tenable or Qualys scans scheduled, results ranked by exploitability and tracked until closed.",
        },
        {
          icon: "cloud",
          title: "Microsoft 365 hardening",
          body: "Conditional access, legacy authentication, mailbox auditing and Secure Score actions worked through in order.",
        },
        {
          icon: "mail",
          title: "Phishing response",
          body: "Reported emails analysed, malicious messages purged tenant-wide and affected users' sessions revoked.",
        },
        {
          icon: "clipboard-check",
          title: "Compliance evidence",
          body: "Log retention, access reviews and control evidence gathered for auditors and cyber-insurance renewals.",
        },
      ],
    },
    process: {
      title: "How we stand up your security coverage",
      steps: [
        {
          title: "Log and tooling review",
          body: "We check which sources feed your SIEM, how long logs are kept and which alerts fire today, then list the blind spots.",
        },
        {
          title: "Playbooks and authority",
          body: "For each common alert we agree who may isolate a device, disable an account or block an address, and who must be phoned first.",
        },
        {
          title: "Tuning period",
          body: "During the first month analysts suppress noisy rules with documented justification so real alerts are not buried.",
        },
        {
          title: "Full coverage",
          body: "Monitoring moves to 24/7, with a weekly summary to your team and a monthly review of incidents, vulnerabilities and posture changes.",
        },
      ],
    },
    whyUs: {
      title: "Why security leaders choose our team",
      points: [
        {
          icon: "users",
          title: "Analysts plus senior oversight",
          body: "Shift analysts in India escalate to experienced US-based security engineers for containment calls and client communication.",
        },
        {
          icon: "file-text",
          title: "Contracts that cover data handling",
          body: "Agreements include data-processing terms, confidentiality undertakings and, where needed, EU standard contractual clauses.",
        },
        {
          icon: "settings",
          title: "Your tools, not a black box",
          body: "We work in the consoles you already license, so detections and history stay with you if the contract ends.",
        },
      ],
    },
    faqs: [
      {
        question: "Is it safe to let an offshore team see our security data?",
        answer:
          "It is a reasonable concern, and we treat it contractually and technically. Analysts use hardened company devices, connect through your identity platform with MFA and get read or response permissions only for the consoles they need. Our agreements cover confidentiality, data processing under India's DPDP Act and your own regulations, and breach notification duties.",
      },
      {
        question: "Will your analysts take action without asking us?",
        answer:
          "Only where you have pre-approved it in a playbook, for example isolating a laptop that shows ransomware behaviour. Disabling executive accounts, blocking business-critical services or contacting law enforcement always goes to your named contact first. You can tighten or relax those rules at any monthly review.",
      },
      {
        question: "Do you replace our existing SIEM or EDR?",
        answer:
          "No. We operate the tools you already own, which avoids a migration and keeps the data in your tenant. If you have no SIEM yet, we usually recommend Microsoft Sentinel for Microsoft 365 heavy environments and help you deploy it as a separate project.",
      },
      {
        question: "Can you support a formal forensic investigation?",
        answer:
          "We preserve evidence, collect logs and build the incident timeline, which is what forensic firms and insurers ask for first. Court-grade forensics and breach counsel are specialist services, so in a serious incident we work alongside the firm your insurer appoints.",
      },
    ],
    cta: {
      title: "Cover the hours attackers prefer",
      body: "Tell us which security tools you run and how alerts are handled after hours today. We will show you what 24/7 triage from our India team would look like.",
      button: { label: "Plan security coverage", href: CONTACT },
    },
    related: [
      "it-security",
      "managed-security-services",
      "24-7-noc-soc",
      "network-monitoring-outsourcing-india",
    ],
  },

  // ─────────────────────── database-administration-outsourcing-india ───────────────────────
  {
    slug: "database-administration-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Remote DBA Services from India",
    description:
      "Remote database administration from India for SQL Server, PostgreSQL and MySQL: backups you can restore, tuning, patching and high-availability checks, 24/7.",
    keywords: [
      "database administration outsourcing India",
      "remote DBA services",
      "SQL Server DBA outsourcing",
      "PostgreSQL support India",
      "offshore DBA team",
      "database performance tuning",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Remote DBA from India",
      title: "Database administration outsourced to DBAs who test their restores",
      subtitle:
        "SQL Server, PostgreSQL and MySQL looked after by experienced DBAs in India: backups verified, queries tuned, patches applied and replicas watched day and night.",
      primaryCta: { label: "Ask for a database health check", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Few companies can justify a full-time database administrator, yet almost every company depends on a database that nobody has tuned in years. Transaction logs grow until disks fill, index fragmentation creeps up, cumulative updates go uninstalled and a backup job that reports success has never actually been restored. Our remote DBA service gives you senior database skills for a fraction of one full-time salary.",
      "Our DBAs in India cover SQL Server from 2014 onwards, Azure SQL, PostgreSQL and MySQL or MariaDB, on premises or in the cloud. Heavy maintenance such as index rebuilds and patching runs during the Indian working day, which lands in the quiet hours for North American users. Day-to-day alerts are worked around the clock, and a senior DBA reviews every change before it reaches production.",
    ],
    stats: [
      { value: "Quarterly", label: "Test restore of every production database" },
      { value: "24/7", label: "Monitoring of availability, blocking and disk space" },
      { value: "4", label: "Engines supported: SQL Server, PostgreSQL, MySQL, Azure SQL" },
    ],
    included: {
      title: "What our remote DBAs look after",
      items: [
        {
          icon: "database-backup",
          title: "Backup and restore assurance",
          body: "Backup chains checked daily against your recovery point objective, with documented restore tests.",
        },
        {
          icon: "zap",
          title: "Performance tuning",
          body: "Slow queries traced with Query Store or pg_stat_statements, indexes and statistics adjusted with your approval.",
        },
        {
          icon: "settings",
          title: "Patching and upgrades",
          body: "Cumulative updates and minor versions tested on non-production copies before production windows.",
        },
        {
          icon: "layers",
          title: "High availability",
          body: "Always On availability groups, log shipping and streaming replicas monitored for lag and failover readiness.",
        },
        {
          icon: "lock",
          title: "Security and access reviews",
          body: "Logins, roles and excessive permissions reviewed; encryption and auditing settings checked against policy.",
        },
        {
          icon: "hard-drive",
          title: "Capacity planning",
          body: "Data and log growth tracked monthly, so storage is ordered before it runs out.",
        },
      ],
    },
    process: {
      title: "How a DBA engagement starts",
      steps: [
        {
          title: "Health check",
          body: "We run a scripted review of configuration, backups, waits, index health and security, then walk you through the findings in plain language.",
        },
        {
          title: "Fix the risky items",
          body: "Broken backup chains, missing integrity checks and unsupported versions are addressed first, under change tickets you approve.",
        },
        {
          title: "Monitoring and maintenance",
          body: "Alerts and maintenance plans go live, and our DBAs begin working the queue on the agreed shift pattern.",
        },
        {
          title: "Monthly review",
          body: "You receive a report on performance trends, growth, restore tests and the changes made, with recommendations for the next quarter.",
        },
      ],
    },
    whyUs: {
      title: "Why companies trust us with their databases",
      points: [
        {
          icon: "check-circle-2",
          title: "Restores, not just backups",
          body: "We measure success by a database that came back on a test server, timed and documented.",
        },
        {
          icon: "user-check",
          title: "Senior review of every change",
          body: "A second, senior DBA reviews scripts before they run against production data.",
        },
        {
          icon: "lock",
          title: "No data leaves your environment",
          body: "Our DBAs administer in place; copying production data out requires your written approval.",
        },
        {
          icon: "clock",
          title: "Maintenance in your off-hours",
          body: "Indian daytime maps to the North American night, so heavy jobs never compete with your users.",
        },
      ],
    },
    faqs: [
      {
        question: "Which database platforms do you support?",
        answer:
          "Microsoft SQL Server on Windows or Linux, Azure SQL Database and Managed Instance, PostgreSQL including Amazon RDS and Azure Flexible Server, and MySQL or MariaDB. Oracle is available on request through a smaller specialist group, so please mention it early if it is part of your estate.",
      },
      {
        question: "How do your DBAs access our databases?",
        answer:
          "Through your VPN or a privileged access tool, using named accounts with MFA, never shared logins. Permissions are set per task: monitoring needs far less than patching, so we agree levels with you. All sessions can be logged on your side.",
      },
      {
        question: "Can you help with a slow application right now?",
        answer:
          "Yes. A performance investigation can start before a full contract, as a fixed-price piece of work. We capture wait statistics and the most expensive queries, identify the cause and give you a short list of fixes ranked by effort and impact.",
      },
      {
        question: "What happens if a database goes down at night?",
        answer:
          "Availability monitoring raises an alert to the on-shift DBA, who starts recovery steps from the runbook and phones your named contact for any decision that involves data loss or failover. You receive a written incident summary the same day.",
      },
    ],
    cta: {
      title: "Find out what your databases are hiding",
      body: "Our health check covers backups, performance, configuration and security, and comes with a prioritised fix list whether or not you sign up for ongoing support.",
      button: { label: "Book a database health check", href: CONTACT },
    },
    related: [
      "application-support-outsourcing-india",
      "server-management-outsourcing-india",
      "data-backup-recovery",
      "managed-backup-services",
    ],
  },

  // ────────────────────────────── helpdesk-outsourcing-india ──────────────────────────────
  {
    slug: "helpdesk-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Helpdesk Outsourcing to India, 24/7",
    description:
      "A 24/7 IT helpdesk staffed by English-speaking engineers in India, run in ConnectWise or your ITSM tool, with US team leads and response targets in writing.",
    keywords: [
      "helpdesk outsourcing India",
      "offshore IT helpdesk",
      "24/7 service desk India",
      "outsourced L1 support",
      "English-speaking helpdesk",
      "follow-the-sun service desk",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Helpdesk from India",
      title: "An outsourced helpdesk in India that your users will actually call",
      subtitle:
        "Fluent, trained engineers answer your staff by phone, chat and email at any hour, fix most requests on first contact and escalate the rest with full notes.",
      primaryCta: { label: "Price a helpdesk team", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "A helpdesk succeeds or fails on the first thirty seconds of a call. Users want someone who understands them, knows their systems and does not read from a script. Our India helpdesk is built around that: engineers with strong spoken English, trained on your environment before go-live, supported by a knowledge base written specifically for your company rather than a generic one.",
      "Coverage can be full 24/7 or targeted at the hours your local team cannot staff, such as evenings, weekends and public holidays. Common requests, including password resets, MFA enrolment, Microsoft 365 licensing, Intune device enrolment, printer and VPN problems, are resolved on the first contact wherever permissions allow. Anything that needs hands on a device goes to your on-site staff with a clear diagnosis.",
    ],
    stats: [
      { value: "15 min", label: "First response for P1 tickets" },
      { value: "70%+", label: "First-contact resolution target" },
      { value: "< 60 s", label: "Target average speed to answer" },
      { value: "24/7", label: "Phone, chat, email and portal" },
    ],
    included: {
      title: "What the helpdesk covers",
      items: [
        {
          icon: "headset",
          title: "Multi-channel support",
          body: "Phone, email, Teams chat and a self-service portal, all logged to one queue.",
        },
        {
          icon: "user-check",
          title: "Account and access requests",
          body: "Password resets, MFA re-registration, group membership and mailbox permissions with identity checks first.",
        },
        {
          icon: "monitor",
          title: "Device and software support",
          body: "Windows and macOS troubleshooting, Intune enrolment and standard software installs by remote session.",
        },
        {
          icon: "users",
          title: "Joiners, movers and leavers",
          body: "New starter accounts and licences prepared on time; leavers' access removed the same day.",
        },
        {
          icon: "file-text",
          title: "Company knowledge base",
          body: "Articles written for your systems and kept current, so answers stay consistent between shifts.",
        },
        {
          icon: "bar-chart-3",
          title: "Satisfaction tracking",
          body: "A short survey on every closed ticket, with low scores reviewed by a team lead within one working day.",
        },
      ],
    },
    process: {
      title: "Going live with an India helpdesk",
      steps: [
        {
          title: "Discover",
          body: "We analyse three to six months of ticket history to size the team, find the top request types and spot self-service opportunities.",
        },
        {
          title: "Build and train",
          body: "Call flows, escalation paths and knowledge articles are written; engineers train on your systems and complete mock calls you can listen to.",
        },
        {
          title: "Soft launch",
          body: "One department or one shift moves first, so wrinkles are ironed out before the whole company dials the new number.",
        },
        {
          title: "Full service and reviews",
          body: "All users move over. Weekly check-ins for the first two months, then monthly service reviews with response, resolution and satisfaction figures.",
        },
      ],
    },
    whyUs: {
      title: "Why our India helpdesk works",
      points: [
        {
          icon: "graduation-cap",
          title: "Hired for communication",
          body: "Candidates pass spoken English and customer-handling assessments before technical interviews.",
        },
        {
          icon: "clock",
          title: "No overnight voicemail",
          body: "Indian daytime shifts cover the US night with a live person, not a pager.",
        },
        {
          icon: "briefcase",
          title: "US team leads",
          body: "Service delivery is overseen from the United States, so escalations and reviews happen in your working hours.",
        },
        {
          icon: "settings",
          title: "Your tools or ours",
          body: "We work in ConnectWise Manage, ServiceNow, Freshservice or Jira Service Management.",
        },
      ],
    },
    faqs: [
      {
        question: "Will our users notice that the helpdesk is in India?",
        answer:
          "They will notice that someone answers quickly and knows their systems. Engineers speak clear, professional English and use your company's names for applications and sites. Most clients report that complaints drop once the knowledge base matures in the first two months.",
      },
      {
        question: "How many engineers do we need?",
        answer:
          "It depends on ticket volume, channel mix and hours covered, which is why we start from your ticket history. As a rough guide, a company of around 300 users with business-hours coverage often needs two to three seats, while full 24/7 coverage needs at least five people per seat once shifts and leave are counted.",
      },
      {
        question: "How do you verify callers before resetting passwords?",
        answer:
          "We agree a verification method with you, such as a callback to the number in your HR system, a code sent to a registered device or a manager approval in the ticket. Engineers never reset credentials on the strength of a name alone, which protects you against social-engineering calls.",
      },
      {
        question: "Can you support users in other countries?",
        answer:
          "Yes, the desk runs around the clock, so users in Europe, the Americas and Asia-Pacific are all within a staffed shift. Support is delivered in English, and local on-site work is coordinated with your regional staff or partners.",
      },
      {
        question: "What does the helpdesk cost?",
        answer:
          "Pricing is per seat or per user per month, depending on how predictable your volume is. A proposal shows both models side by side against your current cost, so you can see the difference before committing.",
      },
    ],
    cta: {
      title: "Put a live person on every call, day or night",
      body: "Share a recent ticket export and we will come back with a team size, coverage plan and monthly price, plus the request types we expect to resolve on first contact.",
      button: { label: "Get a helpdesk proposal", href: CONTACT },
    },
    related: [
      "24-7-helpdesk",
      "technical-support-outsourcing-services",
      "it-outsourcing-india",
      "outsourcing-to-india",
    ],
  },

  // ─────────────────────────── it-infrastructure-outsourcing-india ───────────────────────────
  {
    slug: "it-infrastructure-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "IT Infrastructure Outsourcing to India",
    description:
      "Servers, storage, virtualisation and networks run by an India infrastructure team: patching, capacity planning, backup checks and lifecycle planning, 24/7.",
    keywords: [
      "IT infrastructure outsourcing India",
      "infrastructure management services",
      "offshore infrastructure support",
      "VMware and Hyper-V management",
      "remote infrastructure management",
      "data centre operations outsourcing",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Infrastructure management from India",
      title: "IT infrastructure outsourcing for hybrid estates",
      subtitle:
        "One India-based team for servers, storage, virtualisation and network gear, on premises and in the cloud, working to your change calendar and your approval rules.",
      primaryCta: { label: "Map your infrastructure with us", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Most estates are a mix: a VMware or Hyper-V cluster in a server room, a few workloads in Azure, a SAN due for renewal and network equipment from two or three vendors. Keeping all of it patched, backed up and within capacity is steady, detailed work that in-house teams rarely have time for. Our remote infrastructure management team in India carries that load every day.",
      "We run infrastructure to ITIL-aligned processes with a shared change calendar, so nothing is rebooted without notice. Monitoring flows into ConnectWise Automate or your existing platform, alerts become tickets automatically, and engineers on shift resolve or escalate them. Hands-on tasks such as swapping a failed disk are coordinated with your site staff or a local field partner, with our engineer on the call.",
    ],
    stats: [
      { value: "24/7", label: "Infrastructure monitoring and alert response" },
      { value: "Monthly", label: "Patch compliance and capacity report" },
      { value: "ITIL", label: "Aligned incident, change and problem processes" },
    ],
    included: {
      title: "Infrastructure we manage",
      items: [
        {
          icon: "server",
          title: "Windows and Linux servers",
          body: "Builds, patching, hardening and performance monitoring for physical and virtual servers.",
        },
        {
          icon: "layers",
          title: "Virtualisation platforms",
          body: "VMware vSphere and Hyper-V clusters: host patching, snapshot hygiene, resource balancing.",
        },
        {
          icon: "hard-drive",
          title: "Storage",
          body: "SAN and NAS health, firmware, capacity trends and replication status checked on a schedule.",
        },
        {
          icon: "network",
          title: "Network and firewall",
          body: "Switches, Wi-Fi and Fortinet or Meraki edge devices monitored, backed up and kept on supported firmware.",
        },
        {
          icon: "database-backup",
          title: "Backup operations",
          body: "Veeam or Datto job failures worked daily, with restore tests documented each quarter.",
        },
        {
          icon: "clipboard-check",
          title: "Lifecycle and warranty tracking",
          body: "Hardware ages, support contracts and end-of-life dates recorded so replacements are budgeted early.",
        },
      ],
    },
    process: {
      title: "How infrastructure moves to our team",
      steps: [
        {
          title: "Discovery",
          body: "Agents and scans build an inventory of hosts, storage, network devices and their dependencies, checked against what your team believes is there.",
        },
        {
          title: "Baseline and remediation",
          body: "We record patch levels, firmware, backup coverage and capacity headroom, and fix the highest risks under change control.",
        },
        {
          title: "Transition",
          body: "Monitoring, patching and alert response move over by platform, with your engineers reviewing the first cycle of each.",
        },
        {
          title: "Operate and plan",
          body: "Day-to-day operations run on the agreed shift pattern; quarterly reviews cover capacity, lifecycle and the next year's budget items.",
        },
      ],
    },
    whyUs: {
      title: "Why infrastructure teams rely on us",
      points: [
        {
          icon: "clock",
          title: "Maintenance outside your business day",
          body: "Patching windows fall in the Indian day, which is overnight across North America, without overtime costs.",
        },
        {
          icon: "file-text",
          title: "Documentation you own",
          body: "Network diagrams, runbooks and configuration backups live in your documentation platform, not ours.",
        },
        {
          icon: "wrench",
          title: "Vendor escalations handled",
          body: "We open and chase cases with VMware, Microsoft, Dell, HPE and your ISPs on your behalf.",
        },
        {
          icon: "globe",
          title: "Onshore and offshore in one team",
          body: "US engineers handle on-site coordination and reviews; India engineers handle the round-the-clock operations.",
        },
      ],
    },
    faqs: [
      {
        question: "What happens when something needs physical hands?",
        answer:
          "Our engineer diagnoses remotely, then guides your site contact or a local field technician through the task on a call. For clients without anyone on site, we arrange dispatch through field service partners and stay on the line until the job is done.",
      },
      {
        question: "Can you manage infrastructure in more than one location?",
        answer:
          "Yes. Multi-site estates are common, and each site gets its own inventory, contacts and maintenance window in the runbook. Monitoring dashboards group devices by site so regional outages are easy to spot.",
      },
      {
        question: "Do you support older systems that are out of vendor support?",
        answer:
          "We support what you have while helping you plan its replacement. Unsupported operating systems and hardware are flagged as risks in every report, with suggested mitigations such as network isolation until they can be retired.",
      },
      {
        question: "How do you avoid changes that break production?",
        answer:
          "Every non-standard change has a written plan, a rollback step and an approver from your side, and it appears on a shared change calendar. Patches go to a pilot group before the rest of the estate.",
      },
    ],
    cta: {
      title: "Hand the daily infrastructure work to a team built for it",
      body: "Tell us what runs in your server rooms and clouds today. We will propose coverage, shift patterns and a transition plan sized to your estate.",
      button: { label: "Start the conversation", href: CONTACT },
    },
    related: [
      "server-management-outsourcing-india",
      "network-monitoring-outsourcing-india",
      "cloud-services-outsourcing-india",
      "network-management",
    ],
  },
];
