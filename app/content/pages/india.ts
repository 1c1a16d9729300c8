import type { ServicePageCopy } from "../types";

const CONTACT = "/#contact";
const BOOK_A_CALL = { label: "Book a call", href: "booking" };
const HUB = "/outsourcing-to-india";

/**
 * India outsourcing pages, written for buyers weighing offshore delivery: time-zone overlap,
 * follow-the-sun cover, data-protection terms, transition plans and cost structure. Every
 * paragraph longer than 20 words is written for its page alone.
 */
export const INDIA_PAGES: ServicePageCopy[] = [
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
        "Fluent, trained engineers answer your staff by phone, chat and email at any hour, solve the bulk of requests during that first conversation and pass on the remainder with complete notes.",
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
  // ───────────────────────────────── it-outsourcing-india ─────────────────────────────────
  {
    slug: "it-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "IT Outsourcing to India: Models and Costs",
    description:
      "Outsource IT to India with a clear model: managed service, dedicated team or hybrid. Transparent costs, US oversight, signed data terms and a phased transition.",
    keywords: [
      "IT outsourcing India",
      "offshore IT services",
      "outsource IT support to India",
      "dedicated offshore team",
      "hybrid onshore offshore IT",
      "IT outsourcing cost",
    ],
    parent: HUB,
    hero: {
      eyebrow: "IT outsourcing to India",
      title: "IT outsourcing to India, structured the way you want to manage it",
      subtitle:
        "Choose an outcome-based managed service, a dedicated team that reports to you, or a blend of both. We explain the trade-offs before you sign anything.",
      primaryCta: { label: "Compare outsourcing models", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Outsourcing IT to India is no longer an experiment; the question is which work to send, in what shape, and how to keep control of it. Some companies want to buy an outcome: tickets answered within a response target, servers patched, a report every month. Others want named engineers who join their stand-ups and follow their own manager's priorities. Both work well when the model fits the work.",
      "Our role is to help you make that choice honestly and then run it properly. We typically recommend keeping strategy, vendor selection and on-site work close to home, while sending repeatable, well-defined work such as helpdesk, monitoring, patching and administration to our India team. Contracts, data-processing terms and a written transition plan are agreed before the first engineer touches your systems.",
    ],
    stats: [
      { value: "3", label: "Engagement models: managed, dedicated, hybrid" },
      { value: "30 days", label: "Notice to scale a dedicated team up or down" },
      { value: "6–10 wks", label: "Typical full transition" },
    ],
    included: {
      title: "Functions companies commonly move to India",
      items: [
        {
          icon: "headset",
          title: "Service desk",
          body: "L1 and L2 user support across phone, email, chat and portal.",
        },
        {
          icon: "activity",
          title: "Monitoring and NOC",
          body: "Infrastructure and network alerts worked around the clock.",
        },
        {
          icon: "server",
          title: "System administration",
          body: "Servers, Microsoft 365, Entra ID and Intune administration as routine changes.",
        },
        {
          icon: "shield-check",
          title: "Security operations",
          body: "Alert triage, vulnerability tracking and patch follow-up.",
        },
        {
          icon: "cpu",
          title: "Application and database support",
          body: "Business application queues, database maintenance and release checks.",
        },
        {
          icon: "briefcase",
          title: "Project capacity",
          body: "Engineers for migrations, rollouts and documentation backlogs, billed per project.",
        },
      ],
    },
    process: {
      title: "How we plan an outsourcing move",
      steps: [
        {
          title: "Decide what moves",
          body: "We review your team, tickets and systems with you and sort work into three groups: move now, move later and keep in-house.",
        },
        {
          title: "Choose the model and price it",
          body: "For each group we price a managed service and a dedicated team, showing fixed costs, variable costs and what each includes.",
        },
        {
          title: "Sign terms, then transition",
          body: "Master agreement, data-processing addendum and statement of work come first; then knowledge transfer, shadowing and a phased go-live.",
        },
        {
          title: "Govern",
          body: "Monthly service reviews and a quarterly business review with your leadership keep scope, quality and cost on track.",
        },
      ],
    },
    whyUs: {
      title: "Why companies outsource IT through us",
      points: [
        {
          icon: "globe",
          title: "Both sides of the ocean",
          body: "Account management and escalation in the United States, delivery capacity in India, under one contract.",
        },
        {
          icon: "bar-chart-3",
          title: "Open cost structure",
          body: "Proposals separate salaries, management overhead, tooling and margin so you can compare like for like.",
        },
        {
          icon: "clipboard-check",
          title: "Honest scoping",
          body: "We will tell you when a function is better kept in-house, even when that means a smaller contract.",
        },
        {
          icon: "users",
          title: "Continuity plans for people",
          body: "Every role has a documented backup, so resignations and holidays do not interrupt service.",
        },
      ],
    },
    faqs: [
      {
        question: "Should we choose a managed service or a dedicated team?",
        answer:
          "Choose a managed service when the work is measurable and you care about outcomes more than who does it, such as helpdesk tickets or monitoring. Choose a dedicated team when the work changes week to week and needs your own manager's direction. Many clients start with one and add the other later.",
      },
      {
        question: "How much can we save by outsourcing to India?",
        answer:
          "Savings depend on the roles, hours and seniority involved, so we do not quote a headline percentage. What we do is put your current fully loaded cost next to our proposal line by line, including management time and tooling. The gap is usually largest for round-the-clock roles that would need night shifts onshore.",
      },
      {
        question: "What happens to our existing IT staff?",
        answer:
          "In most engagements internal staff stay and move to higher-value work such as projects, security and vendor management. Our team takes the repetitive queue off their desks. If you are planning a reduction, we can discuss how to sequence it responsibly around the transition.",
      },
      {
        question: "How do we exit if it does not work out?",
        answer:
          "Agreements include an exit clause with a defined notice period and an obligation for us to hand back documentation, credentials and ticket history. Because we work in your tools wherever possible, there is very little to unpick.",
      },
    ],
    cta: {
      title: "Decide what to outsource with the numbers in front of you",
      body: "A one-hour working session with our team produces a first map of which functions to move, which model fits each, and an indicative monthly cost.",
      button: { label: "Plan your outsourcing", href: CONTACT },
    },
    related: [
      "outsourcing-to-india",
      "helpdesk-outsourcing-india",
      "staff-outsourcing",
      "dedicated-engineers",
      "managed-services",
    ],
  },

  // ────────────────────────── network-monitoring-outsourcing-india ──────────────────────────
  {
    slug: "network-monitoring-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Network Monitoring Outsourcing to India",
    description:
      "A 24/7 network operations desk in India watching links, firewalls, switches and Wi-Fi, opening ISP cases and fixing faults before your users log them.",
    keywords: [
      "network monitoring outsourcing India",
      "offshore NOC services",
      "24/7 network monitoring",
      "outsourced NOC India",
      "WAN and SD-WAN monitoring",
      "ISP escalation service",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Network monitoring from India",
      title: "Network monitoring outsourcing with engineers watching every hour",
      subtitle:
        "Our India network operations desk watches your circuits, firewalls, switches and access points around the clock, and starts fixing problems the minute they appear.",
      primaryCta: { label: "Set up network monitoring", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "A branch office losing its internet link at 2 in the morning matters less than the fact that nobody notices until staff arrive at 8. By then the ISP's queue is full and the morning is lost. Our network monitoring team in India sees the outage within minutes, confirms it from a second vantage point, opens the carrier ticket and has a reference number waiting for your team.",
      "We monitor with the platforms that fit your estate, including Auvik, PRTG, LogicMonitor, Meraki Dashboard and FortiManager, and feed alerts into ConnectWise Manage or your own ITSM tool. Thresholds are tuned during the first month so engineers respond to genuine problems rather than flapping interfaces. Configuration backups, firmware tracking and monthly utilisation reports come as part of the service.",
    ],
    stats: [
      { value: "5 min", label: "Polling interval for critical devices" },
      { value: "15 min", label: "Engineer response to a site-down alert" },
      { value: "24/7", label: "Carrier escalation on your behalf" },
    ],
    included: {
      title: "What we watch and act on",
      items: [
        {
          icon: "globe",
          title: "WAN and internet circuits",
          body: "Availability, latency, jitter and packet loss on MPLS, broadband and SD-WAN links.",
        },
        {
          icon: "shield-check",
          title: "Firewalls and VPNs",
          body: "Fortinet, Meraki, SonicWall and Palo Alto health, tunnel status and HA failover events.",
        },
        {
          icon: "network",
          title: "Switching and Wi-Fi",
          body: "Port errors, spanning-tree changes, PoE budget and access-point status across every site.",
        },
        {
          icon: "phone",
          title: "Carrier case management",
          body: "ISP tickets opened and chased, with outage times recorded for credit claims.",
        },
        {
          icon: "hard-drive",
          title: "Configuration backups",
          body: "Nightly device configuration snapshots with change diffs you can review.",
        },
        {
          icon: "bar-chart-3",
          title: "Capacity reporting",
          body: "Monthly bandwidth and utilisation trends per site, so upgrades are planned, not rushed.",
        },
      ],
    },
    process: {
      title: "Getting your network under watch",
      steps: [
        {
          title: "Inventory and access",
          body: "We collect device lists, circuit IDs, carrier contacts and read-only credentials, and deploy a collector at each site or in your cloud.",
        },
        {
          title: "Baseline and tune",
          body: "Two to four weeks of data set normal ranges per link and device, so thresholds reflect your network rather than defaults.",
        },
        {
          title: "Agree the playbooks",
          body: "For each alert type we document first steps, what our engineers may change remotely, and whom to call.",
        },
        {
          title: "Monitor and report",
          body: "The desk goes live 24/7, with incident summaries as they happen and a monthly availability report per site.",
        },
      ],
    },
    whyUs: {
      title: "Why network teams use our desk",
      points: [
        {
          icon: "clock",
          title: "Awake when your sites are quiet",
          body: "India daytime shifts cover the American night, when outages otherwise go unnoticed for hours.",
        },
        {
          icon: "phone",
          title: "We deal with the carriers",
          body: "Our engineers hold the ISP call, supply the diagnostics and push for an engineer dispatch.",
        },
        {
          icon: "settings",
          title: "Tool-agnostic",
          body: "We work with the monitoring platform you own or deploy one for you; either way, the data stays yours.",
        },
      ],
    },
    faqs: [
      {
        question: "Which network vendors do you support?",
        answer:
          "Our engineers work daily with Fortinet, Cisco Meraki, Cisco IOS, Ubiquiti, Aruba, SonicWall and Palo Alto equipment. Anything that speaks SNMP, syslog or an API can be monitored, and for less common vendors we write the runbooks during onboarding.",
      },
      {
        question: "Can your engineers make changes to our firewalls?",
        answer:
          "Only within limits you set. Many clients allow restarts, interface bounces and failover tests, while rule changes go through an approved change ticket. Read-only monitoring is also an option if you prefer to keep all changes in-house.",
      },
      {
        question: "Do you need to install anything on our network?",
        answer:
          "Usually a small collector, either a virtual machine or a lightweight agent on an existing server, at each site or one per region. It polls devices locally and sends data outbound over an encrypted connection, so no inbound firewall rules are required.",
      },
      {
        question: "How is this different from a full NOC service?",
        answer:
          "Network monitoring focuses on circuits, firewalls, switches and wireless. A full NOC also covers servers, backups and applications, and we offer that too if you want one desk for everything.",
      },
    ],
    cta: {
      title: "Know about outages before your users do",
      body: "Send us a list of your sites and circuits. We will propose monitoring coverage, collector placement and a go-live date, usually within three weeks of signing.",
      button: { label: "Request network monitoring", href: CONTACT },
    },
    related: [
      "24-7-noc-soc",
      "network-management",
      "managed-network-services",
      "it-infrastructure-outsourcing-india",
    ],
  },

  // ───────────────────────────────── outsourcing-to-india ─────────────────────────────────
  {
    slug: "outsourcing-to-india",
    family: "india",
    template: "service",
    seoTitle: "Outsourcing IT to India with US Oversight",
    description:
      "What outsourcing IT to India really involves: time-zone overlap, follow-the-sun shifts, data-protection terms, transition plans and an honest cost comparison.",
    keywords: [
      "outsourcing to India",
      "IT outsourcing India",
      "offshore delivery centre",
      "follow-the-sun support",
      "India time zone overlap",
      "offshore outsourcing transition plan",
      "data protection outsourcing India",
    ],
    hero: {
      eyebrow: "Outsourcing to India",
      title: "Outsourcing to India, with a US team accountable for the result",
      subtitle:
        "Engineers in India for round-the-clock capacity, managers in the United States for oversight, and contracts that spell out who does what with your data.",
      primaryCta: { label: "Talk about outsourcing", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "India Standard Time sits nine and a half hours ahead of US Eastern in summer and ten and a half in winter, with no daylight-saving shifts of its own. That offset is the core of the model: an Indian day shift covers the American night, and an Indian evening shift overlaps your whole business day. Work can move between teams at shift change instead of waiting until tomorrow.",
      "We run delivery from India and the United States as one organisation, with shared tooling, one ticket queue and one escalation path. Your account manager and service delivery lead are US-based and available in your hours. Engineers in India are employees, not subcontractors, recruited for spoken English and technical depth, and trained on your environment before they take a single ticket.",
      "This page explains how the pieces fit together: shifts, contracts, transition and cost. The pages linked below go deeper on each service we deliver from India, from helpdesk and cloud operations to database administration, software development and round-the-clock security monitoring.",
    ],
    stats: [
      { value: "IST", label: "UTC+5:30, 9.5–10.5 hours ahead of US Eastern" },
      { value: "24/7", label: "Coverage through follow-the-sun shifts" },
      { value: "2", label: "Delivery teams: United States and India" },
      { value: "1", label: "Contract, queue and escalation path" },
    ],
    included: {
      title: "What every India engagement includes",
      intro: "Whichever service you buy, these foundations come with it.",
      items: [
        {
          icon: "clock",
          title: "Shift design around your hours",
          body: "Day, evening and night shifts planned so coverage peaks when your ticket volume does.",
        },
        {
          icon: "file-text",
          title: "Data-protection agreement",
          body: "A data-processing addendum covering India's DPDP Act, your sector rules and, where relevant, GDPR clauses.",
        },
        {
          icon: "rocket",
          title: "Written transition plan",
          body: "Knowledge transfer, shadowing, reverse shadowing and sign-off gates with dates and owners.",
        },
        {
          icon: "briefcase",
          title: "US service delivery lead",
          body: "A named manager in the United States for reviews, escalations and commercial questions.",
        },
        {
          icon: "lock",
          title: "Secured workplaces",
          body: "Managed laptops with disk encryption and EDR, MFA everywhere and no removable storage.",
        },
        {
          icon: "bar-chart-3",
          title: "Monthly reporting",
          body: "Volumes, response and resolution times, satisfaction and open risks, in one report.",
        },
      ],
    },
    process: {
      title: "The path from first call to steady state",
      steps: [
        {
          title: "Assess",
          body: "We study your tickets, systems and team structure, then recommend which work suits offshore delivery and which should stay local.",
        },
        {
          title: "Agree terms",
          body: "Master services agreement, data-processing addendum, service levels and exit terms are settled before any access is granted.",
        },
        {
          title: "Transfer knowledge",
          body: "Recorded walkthroughs, runbooks and a shadow period let our engineers learn your environment while your team still owns the queue.",
        },
        {
          title: "Go live in phases",
          body: "Work moves by function or by shift, with a rollback option at each gate, until our team carries the agreed scope.",
        },
        {
          title: "Review and improve",
          body: "Monthly service reviews and quarterly business reviews adjust staffing, scope and priorities as your needs change.",
        },
      ],
    },
    whyUs: {
      title: "Why outsource to India through our team",
      points: [
        {
          icon: "globe",
          title: "Local accountability",
          body: "Commercial terms, escalations and reviews sit with US staff who work your hours and answer your calls.",
        },
        {
          icon: "users",
          title: "Our own employees",
          body: "Engineers are hired, trained and managed by us, with documented backups for every role.",
        },
        {
          icon: "bar-chart-3",
          title: "A cost comparison you can check",
          body: "Proposals break down salaries, shift premiums, management and tools rather than quoting a single blended rate.",
        },
        {
          icon: "shield-check",
          title: "Security by default",
          body: "Least-privilege access through your identity platform, with quarterly access reviews you take part in.",
        },
      ],
    },
    faqs: [
      {
        question: "How much overlap is there between Indian and US working hours?",
        answer:
          "An Indian evening shift starting at 6:30 pm IST begins at 8:00 am US Eastern in winter and 9:00 am in summer, so it overlaps the whole East Coast business day. For West Coast clients we add a late shift. Daytime shifts in India then cover the US night, giving true 24-hour coverage without anyone working permanent nights.",
      },
      {
        question: "How do you protect our data?",
        answer:
          "Engineers use company-managed, encrypted devices with EDR, sign in through your identity platform with MFA and receive only the permissions their role needs. Our contracts include a data-processing addendum, confidentiality obligations and breach-notification timelines. We complete your security questionnaire before onboarding and repeat access reviews every quarter.",
      },
      {
        question: "How long does a transition take?",
        answer:
          "A single function such as after-hours helpdesk can go live in four to six weeks. Larger scopes covering several functions usually take eight to twelve weeks, phased so that each area is stable before the next moves.",
      },
      {
        question: "Is outsourcing to India mainly about lower cost?",
        answer:
          "Cost matters, but the stronger argument is coverage: staffing every hour of the week onshore is expensive and hard to retain people for. Outsourcing to India gives you daytime engineers during your night. The savings are real, and we show them with the arithmetic rather than a headline figure.",
      },
      {
        question: "What if we need someone on site?",
        answer:
          "On-site work stays with your local staff, our US engineers where we have coverage, or a vetted field service partner. The India team diagnoses and coordinates remotely, so the person on site arrives knowing exactly what to do.",
      },
    ],
    cta: {
      title: "Find out what India-based delivery would look like for you",
      body: "In a short call we will ask about your team, tools and hours, and follow up with a written recommendation: what to move, what to keep, and what it would cost.",
      button: { label: "Start with a call", href: CONTACT },
    },
    related: [
      "it-outsourcing-india",
      "helpdesk-outsourcing-india",
      "offshore-msp-services",
      "managed-services",
      "staffing",
    ],
  },

  // ────────────────────────── server-management-outsourcing-india ──────────────────────────
  {
    slug: "server-management-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Server Management Outsourcing to India",
    description:
      "Windows Server and Linux administration from India: monthly patching, hardening, Active Directory care, monitoring and backup checks under your approvals.",
    keywords: [
      "server management outsourcing India",
      "Windows Server administration",
      "Linux server management",
      "remote server monitoring",
      "server patching service",
      "Active Directory management",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Server management from India",
      title: "Server management outsourcing for Windows and Linux fleets",
      subtitle:
        "Patching, hardening, monitoring and everyday administration for your servers, delivered by system administrators in India who follow your change calendar to the letter.",
      primaryCta: { label: "Hand over server administration", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Patch Tuesday arrives every month whether or not your team has time for it. Then come certificate renewals, full system drives, stopped services, group policy drift and the old file server nobody dares reboot. Our India-based server administrators take this steady stream of work off your plate and handle it with the same discipline every month, so nothing slides because the week was busy.",
      "We look after Windows Server 2012 R2 to 2025, Red Hat Enterprise Linux, Rocky, Ubuntu and Debian, whether they run on VMware, Hyper-V, Azure or AWS. Patching follows a pilot-then-production rhythm, with pre-checks and post-reboot service validation written into the runbook. Active Directory, DNS, DHCP and file services are part of the standard scope rather than optional extras.",
    ],
    stats: [
      { value: "95%+", label: "Monthly patch compliance target" },
      { value: "72 hrs", label: "Target to deploy critical security patches" },
      { value: "24/7", label: "Server health monitoring" },
    ],
    included: {
      title: "Server work included",
      items: [
        {
          icon: "settings",
          title: "Patch management",
          body: "Monthly OS and third-party patching through ConnectWise Automate, WSUS or Azure Update Manager.",
        },
        {
          icon: "shield-check",
          title: "Hardening",
          body: "CIS benchmark settings, disabled legacy protocols and local admin rights reviewed per server role.",
        },
        {
          icon: "users",
          title: "Active Directory care",
          body: "Replication health, stale accounts, group policy changes and privileged group reviews.",
        },
        {
          icon: "activity",
          title: "Health monitoring",
          body: "CPU, memory, disk, services and event logs watched, with alerts worked by the on-shift engineer.",
        },
        {
          icon: "lock",
          title: "Certificate tracking",
          body: "TLS and code-signing certificates listed with expiry dates and renewed ahead of time.",
        },
        {
          icon: "database-backup",
          title: "Backup verification",
          body: "Server backup jobs checked each morning and file-level restores tested on a schedule.",
        },
        {
          icon: "hard-drive",
          title: "Decommissioning",
          body: "Retired servers removed cleanly from AD, DNS, monitoring and backup, with data handled per policy.",
        },
      ],
    },
    process: {
      title: "How server management begins",
      steps: [
        {
          title: "Agent rollout and audit",
          body: "Monitoring agents go onto each server and an audit reports patch levels, unsupported operating systems, local admins and backup coverage.",
        },
        {
          title: "Patch groups and windows",
          body: "Servers are grouped by role and risk, with maintenance windows and reboot order agreed for each group.",
        },
        {
          title: "First patch cycle together",
          body: "Your administrators watch our first cycle, confirm the checks and approve the runbook for unattended cycles.",
        },
        {
          title: "Ongoing operations",
          body: "Patching, alerts and requests run to schedule, with a monthly compliance report listing any server that missed a window and why.",
        },
      ],
    },
    whyUs: {
      title: "Why IT managers give us their servers",
      points: [
        {
          icon: "clock",
          title: "Reboots at the right hour",
          body: "Our administrators are at their desks when your offices are dark, so patch reboots never need overtime.",
        },
        {
          icon: "check-circle-2",
          title: "Post-patch validation",
          body: "After each reboot, engineers confirm key services and applications respond before closing the change.",
        },
        {
          icon: "file-text",
          title: "Reports that name servers",
          body: "Compliance reports list specific machines and missing updates, not just percentages.",
        },
        {
          icon: "user-check",
          title: "A consistent crew",
          body: "The same small group administers your servers every month and knows their quirks.",
        },
      ],
    },
    faqs: [
      {
        question: "What happens if a patch breaks a server?",
        answer:
          "The runbook includes a rollback for every patch group, usually uninstalling the update or reverting a pre-patch snapshot on virtual machines. The engineer restores service first, then raises a problem ticket and holds that update for the rest of the estate until the cause is understood.",
      },
      {
        question: "Do you manage Linux as well as Windows?",
        answer:
          "Yes. Linux administrators on the team cover RHEL, Rocky, AlmaLinux, Ubuntu and Debian, including package updates, SELinux or AppArmor policies, systemd services and log rotation. Mixed estates are common and are handled by one team with platform specialists inside it.",
      },
      {
        question: "Can we keep some servers out of scope?",
        answer:
          "Of course. Some clients keep a line-of-business server with its vendor or leave domain controllers with their internal team. Out-of-scope servers are listed in the agreement, and we can still monitor them read-only if you want visibility.",
      },
      {
        question: "How is server management priced?",
        answer:
          "Per server per month, with different rates for standard and complex roles such as clustered SQL or Exchange hybrid servers. The quote lists each server by name and role, so you know exactly what is covered.",
      },
    ],
    cta: {
      title: "Make Patch Tuesday someone else's routine",
      body: "Give us a server list with roles and operating systems. You will get a per-server price, a patching schedule and a go-live plan.",
      button: { label: "Get server management pricing", href: CONTACT },
    },
    related: [
      "it-infrastructure-outsourcing-india",
      "database-administration-outsourcing-india",
      "server-migration",
      "managed-endpoint-services",
    ],
  },

  // ───────────────────────── software-development-outsourcing-india ─────────────────────────
  {
    slug: "software-development-outsourcing-india",
    family: "india",
    template: "service",
    seoTitle: "Software Development Outsourcing to India",
    description:
      "Developers in India for integrations, internal tools and automation, working in two-week sprints with your code review and full IP assignment to you.",
    keywords: [
      "software development outsourcing India",
      "offshore developers India",
      "integration development",
      "internal tools development",
      "IT automation scripting",
      "dedicated development team",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Software development from India",
      title: "Software development outsourcing for the tools your operations depend on",
      subtitle:
        "Integrations, internal applications, automation scripts and API work, built by developers in India who understand the IT systems they connect to.",
      primaryCta: { label: "Describe your project", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Most operational software is unglamorous: a sync between your PSA and accounting package, a portal that lets staff request equipment, a PowerShell module that provisions new users across six systems, a report that nobody can build in the off-the-shelf tool. This is the work our India development team does best, because it sits right beside the infrastructure and applications our engineers already run every day.",
      "Developers work in two-week sprints with a product owner on your side, commit to your repositories, and follow your branching, review and deployment rules. We write in TypeScript, C#, Python and PowerShell, against REST APIs such as Microsoft Graph and ConnectWise, and deploy to Azure, AWS or Cloudflare. All code and intellectual property are assigned to you in the contract.",
    ],
    stats: [
      { value: "2 wks", label: "Sprint length, with a demo at the end of each" },
      { value: "100%", label: "Code and IP assigned to you" },
      { value: "3–4 hrs", label: "Daily overlap for stand-ups and reviews" },
    ],
    included: {
      title: "What our developers build",
      items: [
        {
          icon: "layers",
          title: "System integrations",
          body: "PSA, CRM, accounting and HR systems connected through APIs and webhooks, with retry and error reporting.",
        },
        {
          icon: "monitor",
          title: "Internal web applications",
          body: "Request portals, dashboards and admin tools with single sign-on through Entra ID.",
        },
        {
          icon: "zap",
          title: "IT automation",
          body: "PowerShell and Python for provisioning, offboarding, licence clean-up and reporting.",
        },
        {
          icon: "bar-chart-3",
          title: "Reporting and data pipelines",
          body: "Scheduled extracts and Power BI datasets that combine data from several systems.",
        },
        {
          icon: "wrench",
          title: "Maintenance of existing code",
          body: "Bug fixes, dependency updates and documentation for applications whose original author has left.",
        },
      ],
    },
    process: {
      title: "How a development engagement runs",
      steps: [
        {
          title: "Discovery sprint",
          body: "One sprint to agree requirements, data flows and acceptance criteria, ending with an estimate you can budget against.",
        },
        {
          title: "Build in sprints",
          body: "Each sprint ends with a working demo on a test environment and a short written summary of what changed.",
        },
        {
          title: "Review and release",
          body: "Your reviewers approve pull requests; releases follow your pipeline, with a tested rollback path.",
        },
        {
          title: "Support after launch",
          body: "A warranty period covers defects, after which the application can move into our application support service.",
        },
      ],
    },
    whyUs: {
      title: "Why IT teams use our developers",
      points: [
        {
          icon: "cpu",
          title: "Developers who know IT operations",
          body: "They understand Entra ID, Intune, PSA tickets and RMM scripts, so integration details do not need explaining.",
        },
        {
          icon: "file-text",
          title: "You own everything",
          body: "Code lives in your repositories from day one, and the contract assigns all intellectual property to you.",
        },
        {
          icon: "clock",
          title: "Progress overnight",
          body: "Feedback you leave in the afternoon is picked up while you sleep, so reviews turn around quickly.",
        },
      ],
    },
    faqs: [
      {
        question: "What kind of projects are a good fit?",
        answer:
          "Integrations, internal tools, automation and maintenance of existing business applications suit us best. We are not a consumer app studio. If your project is closely tied to IT systems such as Microsoft 365, a PSA or an RMM platform, our developers will get up to speed quickly.",
      },
      {
        question: "Do you work fixed price or time and materials?",
        answer:
          "Small, well-defined pieces of work can be fixed price after the discovery sprint. Ongoing or evolving work runs on a monthly dedicated-team basis, which lets you change priorities each sprint without renegotiating.",
      },
      {
        question: "How do you keep our code and credentials secure?",
        answer:
          "Developers work on managed, encrypted laptops and access your repositories with named accounts protected by MFA. Secrets live in your vault, such as Azure Key Vault or AWS Secrets Manager, and are never committed to source control. Production access is granted only if you choose to allow it.",
      },
      {
        question: "How much time-zone overlap will we get?",
        answer:
          "Developers schedule their day to give three to four hours of overlap with US Eastern mornings for stand-ups, demos and questions. Outside that window, work continues asynchronously through tickets and pull-request comments.",
      },
    ],
    cta: {
      title: "Turn that integration backlog into working software",
      body: "Describe the tool or integration you need. We will reply with questions, a suggested discovery sprint and an indicative budget range.",
      button: { label: "Start a project conversation", href: CONTACT },
    },
    related: [
      "application-support-outsourcing-india",
      "it-consulting",
      "projects",
      "dedicated-engineers",
    ],
  },

  // ─────────────────────────────── offshore-msp-services ───────────────────────────────
  {
    slug: "offshore-msp-services",
    family: "india",
    template: "service",
    seoTitle: "Offshore Managed IT Services from India",
    description:
      "Offshore managed IT services with an India delivery team and US account management: helpdesk, monitoring, patching and security for one flat monthly fee.",
    keywords: [
      "offshore MSP services",
      "offshore managed IT services",
      "offshore managed service provider",
      "India managed services",
      "outsourced IT management",
      "follow-the-sun managed services",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Offshore managed services",
      title: "Offshore MSP services with onshore accountability",
      subtitle:
        "The full managed-IT stack, delivered mainly by our engineers in India and governed by a US team that signs the contract, runs your reviews and answers your escalations.",
      primaryCta: { label: "Get an offshore MSP quote", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "An offshore managed service provider should feel like any good MSP from the outside: one number to call, one monthly invoice, one person who knows your account. What changes is the delivery underneath. Most of the hands-on work, including helpdesk, monitoring, patching and administration, is done by our India team, which is how we can staff every hour of the week at a sustainable price.",
      "We are careful about what stays local. Onboarding workshops, quarterly business reviews, vendor negotiations and anything that needs a person on site are handled from the United States or by field partners. The split is written into your agreement so you always know who is doing what. If you are an MSP looking for white-label capacity rather than a provider for your own company, our MSP outsourcing pages are the better starting point.",
    ],
    stats: [
      { value: "24/7/365", label: "Helpdesk and monitoring" },
      { value: "15 min", label: "P1 first response target" },
      { value: "1", label: "Flat monthly fee per user or device" },
    ],
    included: {
      title: "What the offshore MSP service covers",
      items: [
        {
          icon: "headset",
          title: "Around-the-clock helpdesk",
          body: "A live engineer on the phone line, mailbox and portal through nights, weekends and holidays.",
        },
        {
          icon: "activity",
          title: "Remote monitoring",
          body: "ConnectWise Automate agents on every endpoint and server, with alerts worked by the shift team.",
        },
        {
          icon: "settings",
          title: "Patching and updates",
          body: "Windows, macOS and third-party applications patched in staged rings every month.",
        },
        {
          icon: "shield-check",
          title: "Security stack",
          body: "SentinelOne EDR, DNS filtering, Microsoft 365 hardening and monthly security reporting.",
        },
        {
          icon: "database-backup",
          title: "Backup management",
          body: "Veeam, Datto or Microsoft 365 backups checked daily and restore-tested each quarter.",
        },
        {
          icon: "briefcase",
          title: "Account management",
          body: "A US-based account manager and quarterly technology reviews with your leadership.",
        },
      ],
    },
    process: {
      title: "How we onboard an offshore MSP client",
      steps: [
        {
          title: "Assessment",
          body: "A documented review of users, devices, licences, security controls and backups, with the risks ranked and priced.",
        },
        {
          title: "Onboarding sprint",
          body: "Agents, security tools and documentation are rolled out over two to four weeks while your current provider is still in place.",
        },
        {
          title: "Cut-over",
          body: "Support lines switch on a set date, and users receive a one-page guide to reaching the helpdesk.",
        },
        {
          title: "Ongoing management",
          body: "Monthly reports and quarterly reviews track service levels, security posture and the roadmap.",
        },
      ],
    },
    whyUs: {
      title: "Why an offshore MSP model with us",
      points: [
        {
          icon: "globe",
          title: "Onshore face, offshore depth",
          body: "A US account team you can meet, backed by a larger engineering bench in India.",
        },
        {
          icon: "clock",
          title: "Every hour staffed",
          body: "Live engineers on shift at night and at weekends, not a voicemail box and an on-call rota.",
        },
        {
          icon: "bar-chart-3",
          title: "Predictable monthly cost",
          body: "One per-user or per-device fee, with projects quoted separately and in writing.",
        },
        {
          icon: "clipboard-check",
          title: "Standard, audited processes",
          body: "ITIL-aligned incident and change management, with every action recorded in ConnectWise Manage.",
        },
      ],
    },
    faqs: [
      {
        question: "How is an offshore MSP different from a local MSP?",
        answer:
          "Commercially it looks the same: a monthly fee, service levels and a named account manager. The difference is that most engineering work happens in India, which makes round-the-clock staffing affordable. Local tasks such as site visits are covered by US staff or field partners.",
      },
      {
        question: "Which size of company is this suited to?",
        answer:
          "It works best for organisations of roughly 25 to 1,000 users that want full coverage without building an internal team. Very small offices may find a simpler business-hours plan more economical, and we will say so.",
      },
      {
        question: "Can we switch from our current MSP without disruption?",
        answer:
          "Yes, if the handover is planned. We run onboarding in parallel with your current provider, collect credentials and documentation in a structured way, and schedule the cut-over for a quiet day. Your outgoing provider's cooperation helps, and we can manage that conversation for you.",
      },
      {
        question: "Are your offshore engineers contractors?",
        answer:
          "No. They are our employees, hired, trained and managed within our own delivery organisation. That gives us control over security practices, training and continuity that a subcontracted model cannot match.",
      },
    ],
    cta: {
      title: "Get MSP coverage at every hour, at a price that makes sense",
      body: "Tell us how many users, devices and sites you have. We will send a flat monthly quote and a timeline for switching over.",
      button: { label: "Request a quote", href: CONTACT },
    },
    related: [
      "managed-services",
      "managed-it-services-provider",
      "outsourcing-to-india",
      "msp-outsourcing-services",
    ],
  },
];
