import type { ServicePageContent, ServicePageCopy } from "../types";
import { CONNECTWISE_LANDING } from "./connectwise-landing";

/** ConnectWise pages: the hub, its submenu pages and the MSP landing page, in spec order. */
export const CONNECTWISE_PAGES: (ServicePageCopy | ServicePageContent)[] = [
  {
    slug: "connectwise-support",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Support for MSPs: PSA, Automate",
    description:
      "Hands-on ConnectWise support for MSPs: PSA boards and billing, Automate monitors and scripts, Control security and CPQ quoting, from one team around the clock.",
    keywords: [
      "ConnectWise support",
      "ConnectWise PSA administration",
      "ConnectWise Automate support",
      "ScreenConnect administration",
      "ConnectWise CPQ help",
      "MSP tool administration",
    ],
    hero: {
      eyebrow: "ConnectWise support",
      title: "ConnectWise support for MSPs that would rather run their business than their tools",
      subtitle:
        "Our engineers administer PSA, Automate, Control and CPQ for you, with response times written into the agreement and a change log you can read.",
      primaryCta: { label: "Get a ConnectWise health check", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Most MSPs bought ConnectWise to get organised, then discovered that the platform needs its own administrator. Boards multiply, workflow rules fire in the wrong order, Automate monitors flood the queue and nobody has time to fix agreement billing before month end. We take that administration off your plate and treat your stack as a production system.",
      "One team covers the four products most partners run together: ConnectWise PSA (formerly Manage), Automate (formerly LabTech), Control (formerly ScreenConnect) and CPQ (formerly Sell). Because we look after the integrations between them as well, a ticket that starts as an Automate alert reaches the right board, carries the right agreement and bills correctly.",
    ],
    stats: [
      { value: "15 min", label: "first response on P1 tool outages, 24/7" },
      { value: "4", label: "ConnectWise products under one support agreement" },
      { value: "2", label: "delivery teams, in the United States and India" },
      { value: "Monthly", label: "change log and configuration review" },
    ],
    included: {
      title: "What ConnectWise support covers",
      intro: "Pick the products you run; the agreement lists each one with its response targets.",
      items: [
        {
          icon: "layers",
          title: "PSA administration",
          body: "Service boards, statuses, SLAs, workflow rules, agreements, invoicing and security roles, kept tidy as your team and catalogue change.",
        },
        {
          icon: "activity",
          title: "Automate management",
          body: "Agent health, search-driven groups, internal and remote monitors, scripts and patch approval policies, tuned so alerts mean something.",
        },
        {
          icon: "monitor",
          title: "Control (ScreenConnect) upkeep",
          body: "Version upgrades, MFA and role permissions, session groups and unattended agent deployment for on-premises and cloud instances.",
        },
        {
          icon: "file-text",
          title: "CPQ quoting support",
          body: "Quote templates, product catalogue, distributor pricing feeds and the opportunity sync into PSA.",
        },
        {
          icon: "network",
          title: "Integrations that stay connected",
          body: "API members, the Automate-to-PSA plugin, accounting sync and documentation tools such as IT Glue or Hudu, monitored for silent failures.",
        },
        {
          icon: "bar-chart-3",
          title: "Reports and dashboards",
          body: "Utilisation, SLA attainment, agreement profitability and aged tickets, built in PSA reporting or BrightGauge.",
        },
      ],
    },
    process: {
      title: "How we take over your ConnectWise administration",
      steps: [
        {
          title: "Health check",
          body: "Over one to two weeks we review configuration, integrations and data quality, then hand you a written list of findings ranked by risk and effort.",
        },
        {
          title: "Stabilise",
          body: "We fix what is broken first: failed syncs, misrouted tickets, billing errors and monitors that page engineers at 3 a.m. for nothing.",
        },
        {
          title: "Run",
          body: "Your staff raise requests through one portal or email address. We work them against agreed response targets and record every change.",
        },
        {
          title: "Improve",
          body: "Each quarter we review metrics with your leadership and propose the next round of automation, clean-up or reporting work.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs hand us their ConnectWise stack",
      points: [
        {
          icon: "users",
          title: "We run an MSP service desk ourselves",
          body: "Our NOC and helpdesk live in PSA and Automate every day, so our advice comes from daily use, not from a feature sheet.",
        },
        {
          icon: "clock",
          title: "Coverage across your time zones",
          body: "Engineers in the US and India mean that overnight changes, upgrades and patch windows happen while your own team sleeps.",
        },
        {
          icon: "clipboard-check",
          title: "Changes you can audit",
          body: "Each configuration change is logged with its reason, its author and a rollback note, following ITIL-aligned change control.",
        },
      ],
    },
    faqs: [
      {
        question: "Are you ConnectWise, or a partner of theirs?",
        answer:
          "We are an independent services provider, not ConnectWise. We administer the products under your own licences, and when a fault sits inside the product we open and manage the vendor case with ConnectWise on your behalf.",
      },
      {
        question: "Which ConnectWise products do you support?",
        answer:
          "PSA, Automate, Control (now sold again under the ScreenConnect name) and CPQ, plus the integrations around them. We also help partners who are moving between Automate and ConnectWise RMM or consolidating tools after an acquisition.",
      },
      {
        question: "Do we need to sign up for all four products?",
        answer:
          "No. Many partners start with PSA alone because billing and ticket routing hurt most. You can add Automate or Control to the same agreement later without a new onboarding project.",
      },
      {
        question: "How do you access our instance?",
        answer:
          "We use named member accounts with the security role you approve, protected by MFA, and never a shared login. Access can be reviewed or revoked by your administrator at any time.",
      },
      {
        question: "What happens when something breaks at night?",
        answer:
          "P1 issues, such as the email connector stopping or Automate alerts no longer creating tickets, reach an on-call engineer at any hour. First response on those is within 15 minutes, and you get an update at least every hour until service is restored.",
      },
    ],
    cta: {
      title: "Find out what your ConnectWise stack really needs",
      body: "Start with a health check. You keep the findings whether or not you hire us to fix them.",
      button: { label: "Request a health check", href: "/#contact" },
    },
    related: [
      "connectwise-psa-support",
      "connectwise-automate-support",
      "connectwise-control-support",
      "connectwise-implementation",
      "ultimate-connectwise-msp-landing",
    ],
  },
  {
    slug: "connectwise-automate-support",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Automate Support and RMM Tuning",
    description:
      "ConnectWise Automate support from RMM engineers: agent health, monitor tuning, scripting, patch policies and server upkeep, with 24/7 cover for outages.",
    keywords: [
      "ConnectWise Automate support",
      "LabTech support",
      "Automate monitor tuning",
      "Automate scripting",
      "Automate patch management",
      "RMM administration",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise Automate",
      title: "ConnectWise Automate support that turns alert noise into useful tickets",
      subtitle:
        "RMM engineers who know Automate from the LabTech days tune your monitors, scripts and patching so your technicians work real problems.",
      primaryCta: { label: "Ask for an Automate review", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Automate is powerful because almost everything in it can be changed: monitors, groups, extra data fields, scripts, alert templates. That same flexibility is why so many installations drift into trouble, with thousands of stale agents, duplicate monitors and patch jobs nobody trusts. We bring an Automate environment back under control and keep it there.",
      "Our work covers the whole platform, from the Automate server and its MySQL database to agent deployment, the Control integration and the PSA plugin that turns alerts into tickets. Whether you host on premises or in ConnectWise's cloud, you get engineers who read the script engine's logs for a living.",
    ],
    stats: [
      { value: "24/7", label: "cover for server and ticket-sync outages" },
      { value: "1 hour", label: "response target for P2 requests" },
      { value: "Monthly", label: "patch compliance report per client" },
    ],
    included: {
      title: "Automate work we take on",
      items: [
        {
          icon: "activity",
          title: "Monitor tuning",
          body: "We review internal and remote monitors, remove duplicates, set sensible thresholds and map each alert template to the right PSA board and priority.",
        },
        {
          icon: "wrench",
          title: "Script development",
          body: "New scripts and repairs to old ones, with error handling, logging to the script log and PowerShell where the built-in functions fall short.",
        },
        {
          icon: "shield-check",
          title: "Patch Manager policies",
          body: "Microsoft update approval policies, patch windows and reboot behaviour per client group, with third-party application patching where you license it.",
        },
        {
          icon: "cpu",
          title: "Agent health",
          body: "Finding agents that stopped checking in, redeploying through GPO, Intune or Control, and retiring machines that no longer exist.",
        },
        {
          icon: "server",
          title: "Server and database upkeep",
          body: "Version patching, MySQL maintenance, backups of the Automate database and capacity checks for on-premises servers.",
        },
        {
          icon: "layers",
          title: "Groups and EDFs",
          body: "Search-driven groups and extra data fields structured so policies apply automatically to new clients and new endpoints.",
        },
      ],
    },
    process: {
      title: "From noisy RMM to dependable automation",
      steps: [
        {
          title: "Baseline the environment",
          body: "We export agent counts, monitor inventory, script failure rates and ticket volume from Automate so there is a measurable starting point.",
        },
        {
          title: "Cut the noise",
          body: "Monitors that create tickets nobody acts on are disabled or re-targeted. The aim is fewer tickets, each one worth opening.",
        },
        {
          title: "Rebuild patching",
          body: "Approval policies and patch windows are agreed client by client, tested on a pilot group and then rolled out with reporting.",
        },
        {
          title: "Keep it healthy",
          body: "A monthly review checks offline agents, failed scripts and Automate version updates, and reports what changed.",
        },
      ],
    },
    whyUs: {
      title: "Why partners trust us with Automate",
      points: [
        {
          icon: "headset",
          title: "Our own NOC runs on it",
          body: "The monitors we recommend are ones our NOC engineers have lived with, so we know which ones page people for no reason.",
        },
        {
          icon: "lock",
          title: "Careful with a privileged tool",
          body: "An RMM can touch every endpoint you manage. Script changes are peer-reviewed and tested on lab agents before they reach production groups.",
        },
        {
          icon: "globe",
          title: "Maintenance outside your hours",
          body: "Our India team runs server patching and large script deployments in your overnight window, with a US engineer on call if anything needs a decision.",
        },
      ],
    },
    faqs: [
      {
        question: "Do you support on-premises and cloud-hosted Automate?",
        answer:
          "Yes. For on-premises servers we also look after the operating system, MySQL and IIS layers. For hosted instances ConnectWise runs the server, and we focus on configuration, agents and scripts.",
      },
      {
        question: "Can you clean up alert noise without missing real problems?",
        answer:
          "We start by measuring which monitors produced tickets that led to actual work over the last 90 days. Monitors are then adjusted in small batches, and we watch ticket volume and missed-incident reports after each batch.",
      },
      {
        question: "Will you write custom scripts for our clients?",
        answer:
          "Yes, from onboarding scripts that install your standard software to remediation scripts triggered by a monitor. Each script is documented, version-noted and tested before we attach it to a production group.",
      },
      {
        question: "We are thinking of moving from Automate to ConnectWise RMM. Can you help?",
        answer:
          "We can compare the two against your monitor and script inventory and tell you what would need rebuilding. If you move, we plan the agent cut-over in phases so no client runs without monitoring.",
      },
      {
        question: "How do you handle Patch Tuesday?",
        answer:
          "Updates are approved for a pilot group first and watched for a few days. Broad approval follows the windows you set for each client, and failures appear in a report the following morning.",
      },
    ],
    cta: {
      title: "Let us look at your Automate server",
      body: "Send us your agent count and main pain points, and we will suggest where a review should start.",
      button: { label: "Start an Automate review", href: "/#contact" },
    },
    related: [
      "connectwise-support",
      "connectwise-control-support",
      "connectwise-psa-support",
      "msp-remote-monitoring-services",
    ],
  },
  {
    slug: "connectwise-consultant",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Consultant for MSP Operations",
    description:
      "Independent ConnectWise consulting for MSP owners: service desk design, agreement structure, pricing and PSA reporting, delivered as written recommendations.",
    keywords: [
      "ConnectWise consultant",
      "ConnectWise consulting",
      "MSP operations consulting",
      "PSA process design",
      "MSP agreement structure",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise consulting",
      title: "A ConnectWise consultant who starts with how your MSP makes money",
      subtitle:
        "Advice on service desk flow, agreements and reporting, grounded in your own PSA data and delivered as a plan your team can carry out.",
      primaryCta: { label: "Talk to a consultant", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Configuration questions are rarely only technical. Whether to split your service board by tier or by client, how to bill after-hours work, which agreement types should include projects: each answer changes margins and workload. Our consultants look at those decisions with you before anyone touches a setting, so the system ends up reflecting the business you actually want to run.",
      "An engagement usually begins with your PSA data. Time entries, agreement additions and ticket history tell us where hours leak, which clients are under-billed and where escalations pile up. We turn that evidence into recommendations, then either train your administrator to implement them or implement them ourselves.",
      "We are not ConnectWise resellers, so we gain nothing from selling you extra modules or add-on licences. If a spreadsheet, a saved search or a simpler workflow solves the problem, that is what we will recommend, and we will say plainly when a paid product would genuinely save your team time.",
    ],
    included: {
      title: "Consulting areas",
      items: [
        {
          icon: "lightbulb",
          title: "Service desk design",
          body: "Board structure, triage rules, escalation paths and SLA definitions that match the way your technicians really work.",
        },
        {
          icon: "briefcase",
          title: "Agreement and pricing review",
          body: "Agreement types, additions, covered work and exclusions, checked against actual effort to show which contracts pay their way.",
        },
        {
          icon: "bar-chart-3",
          title: "KPI and reporting plan",
          body: "A short list of measures such as effective hourly rate, reactive hours per endpoint and first-contact resolution, with where each one comes from.",
        },
        {
          icon: "settings",
          title: "Tool stack rationalisation",
          body: "An honest view of which add-ons and integrations earn their licence cost, and which overlap with what you already own.",
        },
        {
          icon: "graduation-cap",
          title: "Leadership workshops",
          body: "Half-day sessions with owners and service managers to agree on process before configuration starts.",
        },
      ],
    },
    process: {
      title: "How a consulting engagement runs",
      steps: [
        {
          title: "Discovery interviews",
          body: "We speak with owners, dispatchers, technicians and finance staff, usually over a week, to hear where the friction is.",
        },
        {
          title: "Data review",
          body: "With read-only access we analyse six to twelve months of tickets, time and invoices to test what the interviews suggested.",
        },
        {
          title: "Written recommendations",
          body: "You receive a prioritised report: what to change, why, the expected effect and the effort each change takes.",
        },
        {
          title: "Implementation support",
          body: "Your administrator carries out the plan with our coaching, or our engineers do it under a separate fixed-scope statement of work.",
        },
      ],
    },
    whyUs: {
      title: "What makes our consulting different",
      points: [
        {
          icon: "building-2",
          title: "Operators, not theorists",
          body: "Our consultants have run dispatch, managed NOC shifts and closed month-end billing in ConnectWise themselves.",
        },
        {
          icon: "file-text",
          title: "Evidence in every recommendation",
          body: "Each proposal points to the reports and numbers behind it, so you can check our reasoning instead of taking it on trust.",
        },
        {
          icon: "check-circle-2",
          title: "No product quota",
          body: "We are paid for advice and engineering time, never on licences, which keeps recommendations free of sales pressure.",
        },
      ],
    },
    faqs: [
      {
        question: "How long does a typical consulting engagement take?",
        answer:
          "A focused review of one area, such as agreements or board design, usually takes two to three weeks. A full operational review of the service desk, finance and reporting runs closer to six weeks.",
      },
      {
        question: "Do you need admin access to our PSA?",
        answer:
          "Read-only access is enough for the review stage. We ask for a member account with a restricted security role and can work from exported reports if your policy forbids direct access.",
      },
      {
        question: "Can you benchmark us against other MSPs?",
        answer:
          "We do not share other clients' data. What we can do is compare your figures with widely published MSP industry ranges and explain where a gap is normal for your size and where it deserves attention.",
      },
      {
        question: "Is consulting priced by the hour?",
        answer:
          "Reviews are quoted as a fixed fee after a free scoping call. Ongoing advisory time is sold in monthly blocks of hours, and unused hours roll over for one month.",
      },
    ],
    cta: {
      title: "Bring us the question that keeps coming back",
      body: "Tell us what is not working in your ConnectWise processes and we will suggest a scope for a first review.",
      button: { label: "Describe your challenge", href: "/#contact" },
    },
    related: [
      "connectwise-expert",
      "connectwise-psa-support",
      "connectwise-implementation",
      "it-consulting",
    ],
  },
  {
    slug: "connectwise-control-support",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Control (ScreenConnect) Support",
    description:
      "ConnectWise Control and ScreenConnect support: secure configuration, upgrades, MFA, roles, agent rollout and cloud migration for MSP remote access.",
    keywords: [
      "ConnectWise Control support",
      "ScreenConnect support",
      "ScreenConnect hardening",
      "remote access security MSP",
      "ScreenConnect upgrade",
      "unattended access agents",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise Control / ScreenConnect",
      title: "ConnectWise Control support with security treated as the first requirement",
      subtitle:
        "Remote access is the most attractive door into your clients' networks. We configure, patch and watch your Control instance accordingly.",
      primaryCta: { label: "Review my Control instance", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "ConnectWise Control began life as ScreenConnect, and in 2023 ConnectWise brought the ScreenConnect name back. Whatever your team calls it, the tool gives technicians unattended access to every managed machine, which makes it a prized target. The 2024 authentication bypass affecting on-premises servers showed how quickly an unpatched instance can be abused.",
      "Our support keeps the instance current and locked down while making it pleasant for technicians to use: sensible session groups, custom properties that mirror your PSA companies, toolbox items for common fixes and clean agent deployment through Automate or your other RMM.",
    ],
    stats: [
      { value: "48 hours", label: "target to apply critical vendor security patches" },
      { value: "100%", label: "of technician accounts enrolled in MFA" },
      { value: "Quarterly", label: "access review with your administrator" },
    ],
    included: {
      title: "Control support, item by item",
      items: [
        {
          icon: "lock",
          title: "Security hardening",
          body: "MFA for every user, role-based permissions, login lockout, session recording and, on self-hosted servers, TLS and IP restrictions.",
        },
        {
          icon: "rocket",
          title: "Upgrades and advisories",
          body: "We track ConnectWise security bulletins, test new releases and upgrade self-hosted servers inside an agreed maintenance window.",
        },
        {
          icon: "users",
          title: "Roles and session groups",
          body: "Technician, helpdesk and contractor roles with the least access each needs, plus session groups filtered by client or site.",
        },
        {
          icon: "cpu",
          title: "Agent deployment",
          body: "Access agents pushed through Automate, Intune or GPO with company and site properties filled in, so machines land in the right group.",
        },
        {
          icon: "cloud",
          title: "Self-hosted to cloud moves",
          body: "Planning and running a migration from an on-premises server to a ConnectWise-hosted instance without losing agents.",
        },
        {
          icon: "activity",
          title: "Audit and logging",
          body: "Session and audit logs retained for the period you choose and reviewed for odd hours, new hosts or unusual file transfers.",
        },
      ],
    },
    process: {
      title: "Our approach to a Control engagement",
      steps: [
        {
          title: "Security review",
          body: "We check version, exposed ports, users without MFA, dormant accounts, extension sources and role permissions, and report each finding.",
        },
        {
          title: "Remediate",
          body: "Critical findings are fixed first, usually within days. Structural changes, such as new roles or groups, follow after your sign-off.",
        },
        {
          title: "Operate",
          body: "We apply updates, handle access requests from your technicians and keep agent coverage aligned with your RMM inventory.",
        },
      ],
    },
    whyUs: {
      title: "Why security-minded MSPs choose us for Control",
      points: [
        {
          icon: "shield-check",
          title: "A SOC looks at the logs",
          body: "Our security operations team already reviews remote-access telemetry for clients, so unusual Control activity gets human attention.",
        },
        {
          icon: "zap",
          title: "Fast on advisories",
          body: "When ConnectWise publishes a critical bulletin, we assess self-hosted servers the same day and patch within the window in your agreement.",
        },
        {
          icon: "user-check",
          title: "Least privilege by default",
          body: "New accounts start with minimal rights; broader access needs an explicit, logged request from your administrator.",
        },
      ],
    },
    faqs: [
      {
        question: "Should we move from a self-hosted server to the cloud version?",
        answer:
          "For most MSPs the hosted version lowers risk, because ConnectWise patches the server for you. Self-hosting still makes sense when clients require data to stay in a particular location, and in that case we take on the patching duty.",
      },
      {
        question: "Can you enforce MFA for all of our technicians?",
        answer:
          "Yes. Control supports time-based one-time passwords and other second factors for its internal users, and we can also connect it to your identity provider where your edition allows that.",
      },
      {
        question: "Do you support Control when we use an RMM other than Automate?",
        answer:
          "We do. Agents can be deployed through ConnectWise RMM, NinjaOne, Datto RMM, Intune or group policy, and we set the custom properties so each machine is filed under the right company.",
      },
      {
        question: "How would you notice a compromised technician account?",
        answer:
          "We forward audit events to monitoring and alert on sign-ins from new countries, sessions outside working patterns and bulk command execution. Any alert is triaged by a SOC analyst, who can disable the account while your team is contacted.",
      },
    ],
    cta: {
      title: "Check your remote access before someone else does",
      body: "Our Control security review takes about a week and gives you a ranked list of fixes.",
      button: { label: "Request a Control review", href: "/#contact" },
    },
    related: [
      "connectwise-automate-support",
      "connectwise-support",
      "msp-soc-outsourcing",
      "it-security",
    ],
  },
  {
    slug: "connectwise-cpq-support",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise CPQ (Sell) Support for MSPs",
    description:
      "ConnectWise CPQ (formerly Sell) support: quote templates, catalogue, distributor pricing, approvals and PSA sync so MSP quotes go out faster and bill correctly.",
    keywords: [
      "ConnectWise CPQ support",
      "ConnectWise Sell support",
      "MSP quoting",
      "CPQ quote templates",
      "distributor pricing integration",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise CPQ",
      title: "ConnectWise CPQ support that shortens the road from quote to invoice",
      subtitle:
        "We set up and maintain CPQ, formerly ConnectWise Sell, so your sales team quotes from accurate pricing and won deals flow into PSA intact.",
      primaryCta: { label: "Improve our quoting", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Quoting breaks quietly. A distributor feed stops updating, a template still shows last year's labour rate, or a won quote lands in PSA without its recurring lines, and finance only notices when the first invoice is wrong. We maintain CPQ as part of your revenue process, checking that every number between the quote and the invoice is right.",
      "Our specialists know CPQ's building blocks: quote templates and their print layouts, the product catalogue, recurring revenue items, approval rules, tax settings and the customer-facing acceptance page. We also own the link to PSA opportunities, products and agreements, which is where most CPQ problems actually surface.",
    ],
    included: {
      title: "What our CPQ support includes",
      items: [
        {
          icon: "file-text",
          title: "Quote templates",
          body: "Branded layouts for hardware, project and managed-service quotes, with terms, optional items and clear one-off versus monthly totals.",
        },
        {
          icon: "database-backup",
          title: "Catalogue and pricing",
          body: "Product catalogue clean-up, markup rules and distributor connections such as Ingram Micro, TD SYNNEX or D&H checked for current cost data.",
        },
        {
          icon: "network",
          title: "PSA integration",
          body: "Won quotes creating the right opportunity, products, procurement entries and agreement additions in PSA, without re-keying.",
        },
        {
          icon: "clipboard-check",
          title: "Approval workflows",
          body: "Margin floors and discount limits that route a quote to a manager before it reaches the customer.",
        },
        {
          icon: "graduation-cap",
          title: "Sales team training",
          body: "Short sessions for account managers on building bundles, reusing templates and tracking quote status.",
        },
      ],
    },
    process: {
      title: "How we tidy up quoting",
      steps: [
        {
          title: "Trace a real deal",
          body: "We follow three recent quotes from creation to invoice and note every manual fix somebody had to make on the way.",
        },
        {
          title: "Fix the catalogue and templates",
          body: "Products, pricing rules and templates are corrected so the same errors stop appearing on new quotes.",
        },
        {
          title: "Repair the PSA hand-off",
          body: "Opportunity sync, product mapping and recurring items are tested with a sample quote before being switched on for everyone.",
        },
        {
          title: "Maintain",
          body: "We handle template requests, catalogue changes and integration errors as tickets under your support agreement.",
        },
      ],
    },
    whyUs: {
      title: "Why our CPQ help pays for itself",
      points: [
        {
          icon: "bar-chart-3",
          title: "We think in margins",
          body: "Correct cost data and markup rules protect gross profit on every hardware deal, which usually matters more than template cosmetics.",
        },
        {
          icon: "layers",
          title: "Both sides of the integration",
          body: "Because we also administer PSA, a sync problem is fixed once, end to end, instead of bounced between two vendors.",
        },
        {
          icon: "clock",
          title: "Quick turnaround for sales",
          body: "Template and pricing requests are answered within one business day, so sales staff are not left waiting on a deal.",
        },
      ],
    },
    faqs: [
      {
        question: "Is ConnectWise CPQ the same product as ConnectWise Sell?",
        answer:
          "Yes. ConnectWise renamed Sell to CPQ, and the product grew out of the earlier Quosal application. Existing templates and integrations carried over through the rename.",
      },
      {
        question: "Can CPQ quotes create agreements in PSA automatically?",
        answer:
          "Won quotes can create PSA opportunities and products, and recurring items can feed agreement additions when the mapping is set up correctly. We configure and test that mapping so monthly services start billing on the intended date.",
      },
      {
        question: "Our distributor prices look out of date. Can you fix that?",
        answer:
          "Usually the distributor connection has stale credentials or the catalogue items are not linked to the distributor's part numbers. We repair the connection and relink the products you quote most often first.",
      },
      {
        question: "Do you build quote templates from scratch?",
        answer:
          "Yes, from your brand guidelines and a sample of what you send today. A standard set covers hardware, projects and managed services, and further templates are quoted separately.",
      },
    ],
    cta: {
      title: "Send us a quote that went wrong",
      body: "We will trace it end to end and show you where the process needs fixing.",
      button: { label: "Get CPQ help", href: "/#contact" },
    },
    related: ["connectwise-psa-support", "connectwise-support", "connectwise-setup-services"],
  },
  {
    slug: "connectwise-expert",
    family: "connectwise",
    template: "service",
    seoTitle: "Senior ConnectWise Expert for Hard Problems",
    description:
      "A senior ConnectWise expert for the problems your admin cannot crack: API integrations, Automate database issues, complex workflow rules and vendor escalations.",
    keywords: [
      "ConnectWise expert",
      "ConnectWise API integration",
      "ConnectWise escalation",
      "senior ConnectWise engineer",
      "ConnectWise troubleshooting",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise expert",
      title: "A ConnectWise expert on call for the problems nobody else can solve",
      subtitle:
        "Senior engineers for deep faults, custom integrations and performance issues in PSA, Automate and Control, available by the block of hours.",
      primaryCta: { label: "Bring us a hard problem", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Some issues outlast your administrator and a vendor ticket or two. Automate scripts that fail on one agent in fifty, a PSA workflow rule that closes tickets it should leave open, an API integration that drops records at random. These need someone who can read logs, query the database and reason about the platform's internals rather than follow a knowledge-base article.",
      "Our expert service puts a senior engineer on the problem with a clear brief, a time budget and a written root-cause report at the end. Many partners keep a small block of expert hours in reserve alongside their own in-house admin, so escalations have somewhere to go.",
    ],
    stats: [
      { value: "10 hours", label: "smallest prepaid block of expert time" },
      { value: "4 hours", label: "to start work on an urgent expert request" },
      { value: "Written", label: "root-cause report for every escalation" },
    ],
    included: {
      title: "Where our experts help",
      items: [
        {
          icon: "network",
          title: "REST API and custom integrations",
          body: "Integrations built or repaired against the PSA and Automate APIs, with API members, callbacks and sensible rate limits.",
        },
        {
          icon: "hard-drive",
          title: "Database-level troubleshooting",
          body: "Slow Automate consoles, runaway tables and corrupted agent records investigated with SQL, carefully and with backups first.",
        },
        {
          icon: "settings",
          title: "Complex workflow logic",
          body: "Workflow rules, ticket templates and SLA calculations untangled when several of them interact in unexpected ways.",
        },
        {
          icon: "life-buoy",
          title: "Vendor case management",
          body: "We reproduce the fault, collect evidence and drive the case with ConnectWise support until it is resolved or a workaround is in place.",
        },
        {
          icon: "bar-chart-3",
          title: "Advanced reporting",
          body: "Custom report definitions, BrightGauge datasets and SQL views for the numbers the standard reports cannot produce.",
        },
      ],
    },
    process: {
      title: "What happens when you escalate to us",
      steps: [
        {
          title: "Brief",
          body: "You describe the symptom, its impact and what has been tried. We agree a time budget and the access we need.",
        },
        {
          title: "Investigate",
          body: "A senior engineer reproduces the issue, gathers logs and isolates the cause, sending progress notes at least daily.",
        },
        {
          title: "Fix and explain",
          body: "We apply or propose the fix and write up the root cause, the change made and how to recognise a recurrence.",
        },
      ],
    },
    whyUs: {
      title: "Why escalate to our team",
      points: [
        {
          icon: "graduation-cap",
          title: "Depth across the stack",
          body: "Our senior engineers have worked inside PSA, Automate and Control long enough to know how they fail together, not just apart.",
        },
        {
          icon: "clipboard-check",
          title: "Time budgets respected",
          body: "If a problem needs more hours than agreed, we stop, report findings and ask before continuing.",
        },
        {
          icon: "file-text",
          title: "Knowledge stays with you",
          body: "Root-cause reports are written for your admin, so the next occurrence can be handled in-house.",
        },
      ],
    },
    faqs: [
      {
        question: "How are expert hours sold?",
        answer:
          "In prepaid blocks, starting at ten hours, used in fifteen-minute increments. Each entry appears in a monthly statement with the ticket it belongs to.",
      },
      {
        question: "Can you work alongside our in-house ConnectWise administrator?",
        answer:
          "That is the most common set-up. Your admin keeps daily ownership, and our expert joins for the issues that need more depth or a second opinion.",
      },
      {
        question: "Do you modify the ConnectWise database directly?",
        answer:
          "Only when there is no supported alternative, after a verified backup and with your written approval. Most problems are solved through the application or its API, which is always our first choice.",
      },
      {
        question: "What if the problem turns out to be a product defect?",
        answer:
          "We document the reproduction steps and evidence, open the vendor case and follow it through. Meanwhile we look for a workaround so your team can keep working.",
      },
    ],
    cta: {
      title: "Stuck on a ConnectWise problem?",
      body: "Describe it in a few lines. A senior engineer will reply with questions and a likely time budget.",
      button: { label: "Escalate to an expert", href: "/#contact" },
    },
    related: [
      "connectwise-consultant",
      "connectwise-general-support",
      "connectwise-implementation-expert",
      "connectwise-automate-support",
    ],
  },
  {
    slug: "connectwise-general-support",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise General Support and Admin Desk",
    description:
      "An outsourced ConnectWise admin desk for day-to-day requests: new members, board tweaks, report changes and small fixes, answered fast under a monthly plan.",
    keywords: [
      "ConnectWise general support",
      "ConnectWise admin desk",
      "outsourced ConnectWise administrator",
      "ConnectWise help desk",
      "PSA admin requests",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise general support",
      title: "Everyday ConnectWise help from an admin desk that answers quickly",
      subtitle:
        "A shared team of ConnectWise administrators handles the small requests that pile up when nobody on staff owns the tools.",
      primaryCta: { label: "Set up an admin desk", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Plenty of ConnectWise work is small but constant: a new technician needs a member record and the right security role, a client wants a different invoice layout, the dispatcher asks for an extra status on the service board. Individually each request takes minutes; together they fill a part-time job that usually lands on a senior engineer who should be doing billable work.",
      "Our general support plan gives those requests a home. Your staff email or raise a ticket, and an administrator from our team picks it up, makes the change in your instance and notes it in the change log. No recruitment, no single point of failure when your own admin is on leave.",
    ],
    stats: [
      { value: "30 min", label: "first response for requests during business hours" },
      { value: "Next day", label: "completion target for routine changes" },
      { value: "Rollover", label: "unused plan hours carried into the next month" },
    ],
    included: {
      title: "Typical admin desk requests",
      items: [
        {
          icon: "user-check",
          title: "Member onboarding and offboarding",
          body: "Creating and disabling members, licences, security roles, time-sheet approvers and Control accounts when staff join or leave.",
        },
        {
          icon: "settings",
          title: "Board and status changes",
          body: "New statuses, types and subtypes, board routing and notification tweaks requested by your service manager.",
        },
        {
          icon: "mail",
          title: "Email connector fixes",
          body: "Mailbox connections, parsing rules and auto-responses checked when tickets stop arriving or land on the wrong board.",
        },
        {
          icon: "file-text",
          title: "Invoice and email templates",
          body: "Layout, wording and branding updates to invoices, ticket notifications and survey emails.",
        },
        {
          icon: "bar-chart-3",
          title: "Report requests",
          body: "Saved searches, report adjustments and small dashboard changes for managers who need a number by Friday.",
        },
        {
          icon: "headset",
          title: "How-to help for your staff",
          body: "Quick answers and short screen recordings when a technician or coordinator is unsure how to do something in the tools.",
        },
      ],
    },
    process: {
      title: "How the admin desk works",
      steps: [
        {
          title: "Onboarding call",
          body: "We agree who may raise requests, which changes need manager approval and the hours your plan includes.",
        },
        {
          title: "Raise a request",
          body: "Send an email to your dedicated address or open a ticket in our portal. Each request is acknowledged with a reference number.",
        },
        {
          title: "We make the change",
          body: "An administrator completes the work, confirms it with the requester and logs what changed and why.",
        },
        {
          title: "Monthly summary",
          body: "You receive a list of completed requests, hours used and any patterns worth fixing at the root.",
        },
      ],
    },
    whyUs: {
      title: "Why an admin desk beats a part-time hire",
      points: [
        {
          icon: "users",
          title: "Always someone available",
          body: "A team rather than one person covers holidays, sick days and the weeks when your admin is buried in a project.",
        },
        {
          icon: "clock",
          title: "Long service hours",
          body: "US and India shifts together cover roughly twenty hours of each weekday, so requests raised late still move overnight.",
        },
        {
          icon: "check-circle-2",
          title: "Predictable cost",
          body: "A fixed monthly plan replaces the cost and risk of recruiting a specialist you may only need part of the time.",
        },
      ],
    },
    faqs: [
      {
        question: "How is general support different from your expert service?",
        answer:
          "General support handles routine, well-defined changes quickly and at a lower rate. Expert hours are for investigations and engineering work that need a senior person and an open-ended time budget.",
      },
      {
        question: "What if a request turns out to be larger than expected?",
        answer:
          "Anything estimated at more than two hours is flagged before we start. You can approve it against your plan, schedule it as a small project or decline it.",
      },
      {
        question: "Who can raise requests?",
        answer:
          "Only the people you name during onboarding. Changes to security roles, billing settings or integrations always need approval from a manager on your approved list.",
      },
      {
        question: "Can we start with a small plan?",
        answer:
          "Yes. Plans start at five hours a month, and most partners adjust after the first quarter once they see their actual request volume.",
      },
    ],
    cta: {
      title: "Clear the backlog of tool requests",
      body: "Send us the list your team has been putting off, and we will tell you which plan size fits it.",
      button: { label: "Start general support", href: "/#contact" },
    },
    related: [
      "connectwise-psa-support",
      "connectwise-expert",
      "connectwise-support",
      "msp-helpdesk-outsourcing",
    ],
  },
  {
    slug: "connectwise-implementation-checklist",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Implementation Checklist",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "A phased ConnectWise implementation checklist for MSPs: discovery, PSA foundation, service desk, finance, RMM integrations, go-live and hypercare tasks.",
    keywords: [
      "ConnectWise implementation checklist",
      "ConnectWise PSA setup checklist",
      "ConnectWise onboarding plan",
      "PSA go-live checklist",
      "ConnectWise project plan",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "Implementation checklist",
      title: "The ConnectWise implementation checklist we work through with every MSP",
      subtitle:
        "Five phases, each with tasks, owners and a sign-off gate. Use it to plan your own rollout, or let our team run it with you.",
      primaryCta: { label: "Get help with my rollout", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Implementations fail in predictable places: agreements configured before the service catalogue is settled, email connectors switched on before boards exist, data imported before anyone cleaned it. The checklist below orders the work so that each phase rests on decisions already made. It reflects how we deliver ConnectWise rollouts for MSPs with between five and two hundred staff.",
      "Each phase ends with a gate: a short review where your project sponsor confirms the phase's outputs before the next one starts. Skipping a gate is the most common reason a go-live date slips, so we treat them as fixed even when the calendar is tight.",
    ],
    stats: [
      { value: "5", label: "phases, each closed by a sign-off gate" },
      { value: "8–12 weeks", label: "typical PSA and RMM rollout for a mid-sized MSP" },
      { value: "30 days", label: "of hypercare after go-live" },
    ],
    included: {
      title: "Checklist items by area",
      intro:
        "The tasks below are spread across the phases; each one has an owner on your side and on ours.",
      items: [
        {
          icon: "building-2",
          title: "Company and system set-up",
          body: "Company profile, locations and departments, business hours, holiday lists, tax codes, currencies and the member naming convention.",
        },
        {
          icon: "user-check",
          title: "Members and security roles",
          body: "Every user created with a role, a default board, a time-sheet approver and a work-role rate; admin rights limited to two or three people.",
        },
        {
          icon: "headset",
          title: "Service desk configuration",
          body: "Boards, statuses with closed and escalation flags, type-subtype-item lists, priorities, SLAs and the email connector per mailbox.",
        },
        {
          icon: "briefcase",
          title: "Agreements and catalogue",
          body: "Agreement types, additions, covered work types, billing cycles, the product catalogue and the invoice templates clients will see.",
        },
        {
          icon: "database-backup",
          title: "Data import",
          body: "Companies, contacts, sites and configurations cleaned and imported, with open tickets and agreement balances migrated if required.",
        },
        {
          icon: "network",
          title: "Integrations",
          body: "Accounting sync, the Automate or RMM plugin, Control, documentation and distributor connections, each tested with sample records.",
        },
        {
          icon: "graduation-cap",
          title: "Training and documentation",
          body: "Role-based sessions for technicians, dispatchers and finance, plus a short internal runbook covering how your MSP uses each board.",
        },
        {
          icon: "clipboard-check",
          title: "Go-live readiness",
          body: "Cut-over date, mail routing switch, freeze on the old tool, first invoice run rehearsed and a rollback plan written down.",
        },
      ],
    },
    process: {
      title: "The five phases and their gates",
      steps: [
        {
          title: "Phase 1: Discovery and design (weeks 1–2)",
          body: "Map current workflows, list every service you sell and decide board layout and agreement types. Gate: signed design document.",
        },
        {
          title: "Phase 2: Foundation (weeks 2–4)",
          body: "Configure company settings, members, security roles, work types and roles, then import cleaned companies and contacts. Gate: data spot-check passed.",
        },
        {
          title: "Phase 3: Service desk and finance (weeks 4–7)",
          body: "Build boards, SLAs, workflow rules, agreements, products and invoice templates; run a test billing cycle. Gate: test invoices match expectations.",
        },
        {
          title: "Phase 4: Integrations and training (weeks 7–10)",
          body: "Connect Automate or your RMM, Control, accounting and documentation tools, then train every role on realistic tickets. Gate: pilot week completed.",
        },
        {
          title: "Phase 5: Go-live and hypercare (weeks 10–12, then 30 days)",
          body: "Switch mail routing, freeze the old system, close the first month's billing together and fix issues daily. Gate: hypercare exit review.",
        },
      ],
    },
    whyUs: {
      title: "Why follow the checklist with us",
      points: [
        {
          icon: "clipboard-check",
          title: "Tested on real rollouts",
          body: "The order of tasks comes from implementations we have delivered and rescued, including the mistakes that taught us where the gates belong.",
        },
        {
          icon: "users",
          title: "Clear ownership",
          body: "Every item names who decides, who configures and who checks, so nothing waits on an assumption.",
        },
        {
          icon: "rocket",
          title: "Go-live with a safety net",
          body: "Hypercare means an engineer reviews boards, syncs and billing with you every day of the first month.",
        },
      ],
    },
    faqs: [
      {
        question: "Can we use this checklist without hiring you?",
        answer:
          "Yes. The phases and gates on this page are a sound plan for an in-house rollout. If you get stuck, you can bring us in for a single phase or an expert review of your design.",
      },
      {
        question: "Why does the service catalogue come before agreements?",
        answer:
          "Agreements decide which work is covered and how it bills, and that depends on the services you sell. Building agreements first usually means rebuilding them once the catalogue is finished.",
      },
      {
        question: "How much of our time does an implementation need?",
        answer:
          "Expect a project sponsor for two to three hours a week and a finance contact for the billing phase. Technicians need about four hours of training each before go-live.",
      },
      {
        question: "Do we have to migrate historical tickets?",
        answer:
          "Rarely. Most MSPs bring over open tickets and keep closed history in a read-only export of the old system. Full history migration is possible but adds cost and cleansing work.",
      },
      {
        question: "What is the biggest go-live risk?",
        answer:
          "Billing. That is why Phase 3 includes a test invoice run and Phase 5 closes the first real month together, line by line, before hypercare ends.",
      },
    ],
    cta: {
      title: "Want the checklist run for you?",
      body: "We can deliver every phase, or just the ones where you lack time or experience.",
      button: { label: "Plan my implementation", href: "/#contact" },
    },
    related: [
      "connectwise-implementation",
      "connectwise-psa-implementation",
      "connectwise-setup-services",
      "connectwise-implementation-expert",
    ],
  },
  {
    slug: "connectwise-implementation-expert",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Implementation Rescue",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "A named ConnectWise implementation expert to lead your rollout or rescue a stalled one: design decisions, project control and hands-on configuration.",
    keywords: [
      "ConnectWise implementation expert",
      "ConnectWise implementation rescue",
      "ConnectWise project lead",
      "failed PSA implementation",
      "ConnectWise re-implementation",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "Implementation expert",
      title: "A named ConnectWise implementation expert who owns your rollout",
      subtitle:
        "One senior lead carries the design, the plan and the hands-on work, whether you are starting fresh or recovering a project that stalled.",
      primaryCta: { label: "Speak with an implementation lead", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "We often meet MSPs a year into ConnectWise who still run half their work in spreadsheets. The software was installed, a few sessions were held, and then the project lost its owner. What was missing was not a feature but a person accountable for decisions, sequence and follow-through. That is the role our implementation experts fill.",
      "Your expert is a senior engineer who has led many ConnectWise rollouts and has authority to make design calls with your leadership. They run the plan, do much of the configuration personally and bring in specialists from our team for data migration, Automate or reporting when the schedule needs it.",
    ],
    stats: [
      { value: "1", label: "named lead from kick-off to hypercare exit" },
      { value: "Weekly", label: "status report with risks and decisions due" },
      { value: "2 weeks", label: "typical assessment for a stalled project" },
    ],
    included: {
      title: "What your implementation expert delivers",
      items: [
        {
          icon: "lightbulb",
          title: "Design authority",
          body: "Decisions on boards, agreements, work types and integrations, recorded in a design document with the reasoning for each choice.",
        },
        {
          icon: "clipboard-check",
          title: "Project control",
          body: "A plan with milestones, a risk log and weekly status calls, kept honest about dates when scope moves.",
        },
        {
          icon: "wrench",
          title: "Hands-on configuration",
          body: "The expert builds the difficult parts, such as workflow rules, SLA logic and agreement billing, rather than delegating them.",
        },
        {
          icon: "life-buoy",
          title: "Rescue assessment",
          body: "For stalled projects, a frank review of what can be kept, what must be rebuilt and a realistic plan to reach go-live.",
        },
        {
          icon: "graduation-cap",
          title: "Handover to your admin",
          body: "Paired working sessions so your internal administrator understands and can maintain every part of the build.",
        },
      ],
    },
    process: {
      title: "How an expert-led implementation unfolds",
      steps: [
        {
          title: "Assess",
          body: "The expert reviews your current state, whether blank or half-built, and interviews the people who will use the system every day.",
        },
        {
          title: "Decide",
          body: "Design workshops settle open questions quickly; each decision is written down with an owner so it is not reopened without cause.",
        },
        {
          title: "Build and migrate",
          body: "Configuration and data migration run in sprints with a demo at the end of each, so you see progress instead of hearing about it.",
        },
        {
          title: "Launch and hand over",
          body: "The expert leads go-live, stays through hypercare and formally hands the system to your administrator or our support team.",
        },
      ],
    },
    whyUs: {
      title: "Why an expert-led rollout works",
      points: [
        {
          icon: "user-check",
          title: "Accountability in one person",
          body: "No relay of consultants; the person who designed your set-up is the one answering for it at go-live.",
        },
        {
          icon: "briefcase",
          title: "Seniority where it counts",
          body: "Decisions that shape your margins for years are made by someone who has seen the consequences of both options elsewhere.",
        },
        {
          icon: "globe",
          title: "A team behind the lead",
          body: "Our US and India engineers handle data preparation and repetitive configuration overnight, which keeps the expert's time on the hard calls.",
        },
      ],
    },
    faqs: [
      {
        question: "Can you take over an implementation someone else started?",
        answer:
          "Yes, and it is a large part of this work. We begin with a two-week assessment, then tell you plainly which parts to keep and which to rebuild, along with the cost of each.",
      },
      {
        question: "How much of the expert's time do we get?",
        answer:
          "It depends on the plan, but during active build phases most partners have their expert for two to three days a week. The allocation is stated in the statement of work and in each weekly report.",
      },
      {
        question: "What if we disagree with a design recommendation?",
        answer:
          "The decision is yours. The expert records the alternatives and their trade-offs, and configures the option you choose.",
      },
      {
        question: "Does the expert stay after go-live?",
        answer:
          "Through the 30-day hypercare period at least. After that, many partners move to our PSA or general support plans, and the expert remains the escalation point for design questions.",
      },
    ],
    cta: {
      title: "Give your rollout an owner",
      body: "Tell us where your implementation stands today, and we will propose an expert and a plan.",
      button: { label: "Request an implementation lead", href: "/#contact" },
    },
    related: [
      "connectwise-implementation",
      "connectwise-implementation-checklist",
      "connectwise-expert",
      "connectwise-psa-implementation",
    ],
  },
  {
    slug: "connectwise-implementation",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Implementation for MSPs",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "End-to-end ConnectWise implementation: PSA, Automate, Control and CPQ configured in the right order, integrated, trained and supported after go-live.",
    keywords: [
      "ConnectWise implementation",
      "ConnectWise implementation services",
      "ConnectWise stack rollout",
      "PSA and RMM implementation",
      "ConnectWise onboarding",
      "ConnectWise migration",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise implementation",
      title: "ConnectWise implementation for the whole stack, in the right order",
      subtitle:
        "PSA, Automate, Control and CPQ deployed as one connected system, with your data migrated, your people trained and a team supporting you afterwards.",
      primaryCta: { label: "Plan my ConnectWise rollout", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "Rolling out several ConnectWise products at once is mainly a sequencing problem. PSA has to know your companies and agreements before Automate can raise tickets against them; Control needs its agents grouped the way Automate sees clients; CPQ should quote from the same catalogue that PSA bills. We plan those dependencies up front so no product goes live in isolation.",
      "Partners arrive from many starting points: a different PSA such as Autotask, HaloPSA or Syncro, an RMM like Datto or NinjaOne, or a patchwork of spreadsheets and shared mailboxes. We migrate what is worth keeping, leave the clutter behind and run old and new tools side by side only as long as the cut-over plan says.",
    ],
    stats: [
      { value: "10–16 weeks", label: "for a full PSA, RMM and remote access rollout" },
      { value: "30 days", label: "of daily hypercare after go-live" },
      { value: "Fixed", label: "price per phase, agreed before work starts" },
    ],
    included: {
      title: "Included in a full implementation",
      items: [
        {
          icon: "layers",
          title: "PSA build",
          body: "Boards, SLAs, workflow rules, agreements, products, projects and invoicing configured around your service catalogue.",
        },
        {
          icon: "activity",
          title: "Automate deployment",
          body: "Server or hosted instance set-up, agent rollout by client, monitor sets, patch policies and the PSA ticketing plugin.",
        },
        {
          icon: "monitor",
          title: "Control rollout",
          body: "A hardened instance with MFA, roles and session groups, and access agents deployed alongside the RMM agent.",
        },
        {
          icon: "file-text",
          title: "CPQ set-up",
          body: "Quote templates, catalogue import and distributor links, connected to PSA opportunities and agreements.",
        },
        {
          icon: "database-backup",
          title: "Migration from your old tools",
          body: "Companies, contacts, configurations, open tickets and recurring billing moved from your previous PSA or RMM, with reconciliation reports.",
        },
        {
          icon: "graduation-cap",
          title: "Role-based training",
          body: "Separate sessions for technicians, dispatchers, project managers, sales and finance, recorded for future hires.",
        },
      ],
    },
    process: {
      title: "The shape of a full-stack rollout",
      steps: [
        {
          title: "Design",
          body: "Workshops define your service catalogue, board structure, agreement model and monitoring standards across all products.",
        },
        {
          title: "Build PSA first",
          body: "PSA is configured and loaded with clean data, because every other product relies on its companies, contacts and agreements.",
        },
        {
          title: "Connect Automate and Control",
          body: "Agents are deployed client by client, mapped to PSA companies, and monitors begin raising tickets on a pilot board.",
        },
        {
          title: "Add CPQ and reporting",
          body: "Quoting and dashboards come last, once the catalogue and ticket data they depend on are stable.",
        },
        {
          title: "Go live and support",
          body: "A planned cut-over, 30 days of hypercare and an optional move to ongoing support with the same engineers.",
        },
      ],
    },
    whyUs: {
      title: "Why implement with our team",
      points: [
        {
          icon: "network",
          title: "Integration-first thinking",
          body: "We design how the products talk to each other before configuring any of them, which avoids the most expensive rework.",
        },
        {
          icon: "life-buoy",
          title: "Support after the project",
          body: "The engineers who built your stack can keep running it under a support agreement, so knowledge is not lost at handover.",
        },
        {
          icon: "clock",
          title: "Work that continues overnight",
          body: "Data cleansing and agent deployments run in the India team's daytime, shortening calendar time without weekend work for your staff.",
        },
      ],
    },
    faqs: [
      {
        question: "Can we implement PSA now and Automate later?",
        answer:
          "Yes, and for many partners that is sensible. We design PSA with the later RMM integration in mind, so adding Automate does not force a rebuild of boards or companies.",
      },
      {
        question: "Which tools can you migrate from?",
        answer:
          "We regularly move MSPs off Autotask, HaloPSA, Syncro, Kaseya BMS and spreadsheet-based systems, and off RMMs including Datto RMM, N-able and NinjaOne. Each source needs its own data mapping, which we agree with you before any import.",
      },
      {
        question: "Will our technicians lose remote access during the change?",
        answer:
          "No. The new agents are deployed alongside the old ones, and old agents are only removed after coverage reports show every machine checking in to the new tools.",
      },
      {
        question: "How is an implementation priced?",
        answer:
          "Each phase has a fixed price agreed after the design workshops. Changes in scope are quoted separately before work starts, so the total does not drift silently.",
      },
    ],
    cta: {
      title: "Start your ConnectWise rollout with a plan",
      body: "A first call covers your current tools, team size and target date; we follow up with a phased proposal.",
      button: { label: "Talk about implementation", href: "/#contact" },
    },
    related: [
      "connectwise-psa-implementation",
      "connectwise-implementation-checklist",
      "connectwise-implementation-expert",
      "connectwise-setup-services",
      "connectwise-support",
    ],
  },
  {
    slug: "connectwise-psa-implementation",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise PSA Setup and Migration",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "ConnectWise PSA implementation and migration from Autotask, HaloPSA or Syncro: boards, agreements, billing and data moved over with reconciled invoices.",
    keywords: [
      "ConnectWise PSA implementation",
      "ConnectWise Manage implementation",
      "Autotask to ConnectWise migration",
      "PSA migration",
      "ConnectWise agreements setup",
      "PSA billing configuration",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise PSA implementation",
      title: "ConnectWise PSA implementation built around your billing, not the defaults",
      subtitle:
        "Boards, agreements and invoicing designed for how you sell, plus a clean migration from your current PSA with the first invoice run checked line by line.",
      primaryCta: { label: "Scope my PSA project", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "ConnectWise PSA, known until 2022 as ConnectWise Manage, sits at the centre of an MSP: tickets, time, projects, procurement and invoices all pass through it. A PSA implementation therefore succeeds or fails on billing accuracy. If agreements, work types and additions are wrong, technicians may never notice, but your margins will.",
      "We design the PSA around your commercial model first. Per-user or per-device agreements, block hours, project retainers and after-hours rates each need specific agreement types, work roles and covered-work rules. Only once those are settled do we build the boards and workflow rules that feed them, and then migrate the data.",
    ],
    stats: [
      { value: "6–10 weeks", label: "typical PSA-only implementation" },
      { value: "100%", label: "of migrated agreements reconciled against your last invoices" },
      { value: "2", label: "parallel billing runs before cut-over" },
    ],
    included: {
      title: "PSA implementation scope",
      items: [
        {
          icon: "briefcase",
          title: "Agreement model",
          body: "Agreement types, additions, billing cycles, prorating rules and covered work types that mirror your contracts exactly.",
        },
        {
          icon: "headset",
          title: "Service boards and SLAs",
          body: "Board layout, statuses, type-subtype-item lists, priorities, SLA targets and the workflow rules that escalate breaches.",
        },
        {
          icon: "rocket",
          title: "Projects and procurement",
          body: "Project boards and templates, phase budgets, product catalogue, purchase orders and receiving, linked to billing.",
        },
        {
          icon: "database-backup",
          title: "Data migration",
          body: "Companies, contacts, sites, configurations, open tickets and agreements moved from Autotask, HaloPSA, Syncro or spreadsheets.",
        },
        {
          icon: "file-text",
          title: "Invoicing and accounting sync",
          body: "Invoice templates, tax settings and batch export to QuickBooks Online, Xero or Sage, tested with real figures.",
        },
        {
          icon: "bar-chart-3",
          title: "Starter dashboards",
          body: "Open tickets by board, SLA attainment, unbilled time and agreement profitability ready from day one.",
        },
      ],
    },
    process: {
      title: "How we deliver a PSA implementation",
      steps: [
        {
          title: "Commercial design",
          body: "We read a sample of your client contracts and recent invoices, then model each one as a PSA agreement on paper.",
        },
        {
          title: "Configure and map",
          body: "Settings, boards and agreements are built in your instance while we map every field from the old system to its new home.",
        },
        {
          title: "Migrate and reconcile",
          body: "Trial imports are compared with source reports; agreement values and contact counts must match before the final load.",
        },
        {
          title: "Parallel billing",
          body: "For two cycles we produce invoices in both systems and explain every difference before your old PSA is retired.",
        },
      ],
    },
    whyUs: {
      title: "Why our PSA implementations hold up",
      points: [
        {
          icon: "check-circle-2",
          title: "Finance signs off, not just IT",
          body: "Your finance lead approves the agreement model and test invoices, because they are the people who live with mistakes.",
        },
        {
          icon: "database-backup",
          title: "Migrations we have done before",
          body: "Our field maps for common source systems are reused and refined, not reinvented for each client.",
        },
        {
          icon: "settings",
          title: "Workflow rules kept simple",
          body: "We prefer a few clear rules over dozens of overlapping ones, so your admin can still understand them in two years.",
        },
      ],
    },
    faqs: [
      {
        question: "Is ConnectWise PSA the same as ConnectWise Manage?",
        answer:
          "Yes. ConnectWise renamed Manage to PSA in 2022. The functionality and much of the documentation carried over, so you will still see the old name in some menus and community guides.",
      },
      {
        question: "Can you migrate our ticket history from Autotask?",
        answer:
          "We can, though most partners choose to migrate open tickets only and archive the rest. Full history adds time because closed tickets reference members, contracts and statuses that must all be mapped first.",
      },
      {
        question: "How do you avoid billing mistakes after cut-over?",
        answer:
          "By running two billing cycles in parallel and reconciling each invoice against the old system. Differences are explained and either fixed or accepted by your finance lead before go-live.",
      },
      {
        question: "Which accounting packages do you integrate with?",
        answer:
          "QuickBooks Online, Xero and Sage are the most common, using ConnectWise's accounting interface. We configure the GL mappings, tax codes and batch export, then reconcile a test batch with your bookkeeper.",
      },
      {
        question: "What happens to our custom fields?",
        answer:
          "Each one is reviewed. Fields still in use become PSA custom fields or native equivalents, and obsolete ones are exported to an archive rather than recreated.",
      },
    ],
    cta: {
      title: "Move to ConnectWise PSA with your billing intact",
      body: "Send two or three sample contracts and we will show how they would map into PSA agreements.",
      button: { label: "Start PSA planning", href: "/#contact" },
    },
    related: [
      "connectwise-implementation",
      "connectwise-psa-support",
      "connectwise-implementation-checklist",
      "connectwise-cpq-support",
    ],
  },
  {
    slug: "connectwise-psa-support",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise PSA Support and Administration",
    description:
      "Ongoing ConnectWise PSA support: board and workflow rule upkeep, agreement billing checks, email connector fixes, reports and member changes, with SLAs.",
    keywords: [
      "ConnectWise PSA support",
      "ConnectWise Manage support",
      "PSA administration",
      "ConnectWise workflow rules",
      "ConnectWise agreement billing",
      "ConnectWise reports",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise PSA support",
      title: "ConnectWise PSA support that keeps tickets routed and invoices right",
      subtitle:
        "Continuous administration of PSA, formerly Manage: boards, workflow rules, agreements and billing looked after by engineers who work in it daily.",
      primaryCta: { label: "Get PSA support", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "A PSA is never finished. New services need agreement additions, new clients need boards or SLAs, staff leave and their tickets need reassigning, and every ConnectWise release shifts something small. Without steady care the configuration drifts until dispatchers stop trusting the queue and month-end invoicing needs a day of manual corrections.",
      "Our PSA support plan assigns a primary administrator who learns your instance, backed by a team for cover and overnight work. Before every invoice run we check agreement billing, unposted time and tickets closed without time entries, so problems surface before clients see them.",
    ],
    stats: [
      { value: "15 min", label: "response when tickets stop flowing into PSA" },
      { value: "Pre-billing", label: "audit before each monthly invoice run" },
      { value: "1", label: "primary administrator who knows your instance" },
    ],
    included: {
      title: "PSA support covers",
      items: [
        {
          icon: "settings",
          title: "Workflow rule upkeep",
          body: "Rules reviewed for overlaps and failures, with new escalations and notifications added as your processes change.",
        },
        {
          icon: "briefcase",
          title: "Agreement maintenance",
          body: "Additions, prorating and price changes applied correctly when clients add users, devices or services mid-cycle.",
        },
        {
          icon: "clipboard-check",
          title: "Pre-billing audit",
          body: "Unapproved time, zero-dollar agreements, missing additions and tickets with no time checked ahead of each run.",
        },
        {
          icon: "mail",
          title: "Email connector health",
          body: "Connector errors, parsing issues and duplicate tickets investigated as priority incidents, because a silent connector means missed requests.",
        },
        {
          icon: "network",
          title: "Integration monitoring",
          body: "Automate, Control, accounting, documentation and security tool integrations watched for sync failures.",
        },
        {
          icon: "bar-chart-3",
          title: "Reporting",
          body: "Utilisation, SLA and profitability reports maintained, and new ones built when leadership asks for them.",
        },
      ],
    },
    process: {
      title: "What a month of PSA support looks like",
      steps: [
        {
          title: "Daily checks",
          body: "Each morning we review connector logs, integration errors and SLA breaches from the previous day.",
        },
        {
          title: "Requests and changes",
          body: "Your staff raise change requests through a dedicated board; changes are approved, made and documented within agreed targets.",
        },
        {
          title: "Month-end audit",
          body: "Three business days before invoicing we run the billing audit and send a list of items to approve or correct.",
        },
        {
          title: "Monthly review",
          body: "A short call covers changes made, open issues, metrics and any clean-up we recommend for next month.",
        },
      ],
    },
    whyUs: {
      title: "Why partners keep us on PSA support",
      points: [
        {
          icon: "user-check",
          title: "Continuity",
          body: "The same primary administrator handles most of your requests, so context is not lost between tickets.",
        },
        {
          icon: "bar-chart-3",
          title: "Billing accuracy first",
          body: "We see PSA as part of your revenue process. Catching one missed agreement addition often covers a month of support.",
        },
        {
          icon: "shield-check",
          title: "Controlled access",
          body: "Our members hold only the security roles you approve, with MFA enforced, and every change is traceable to a person.",
        },
      ],
    },
    faqs: [
      {
        question: "What response times do you commit to for PSA issues?",
        answer:
          "Fifteen minutes, around the clock, for P1 issues such as the email connector or a core integration failing. Standard change requests are acknowledged within an hour during business hours and usually completed the next working day.",
      },
      {
        question: "Can you support us if someone else implemented our PSA?",
        answer:
          "Yes. We start with a short configuration review so we understand the existing design and can point out risks, then take over day-to-day administration.",
      },
      {
        question: "Do you handle ConnectWise version updates?",
        answer:
          "ConnectWise updates its cloud-hosted PSA itself. We read the release notes, test changes that affect your workflows and warn your team before a release changes how something behaves.",
      },
      {
        question: "Can you build custom reports for our leadership?",
        answer:
          "Yes, using PSA's reporting tools, BrightGauge or an export to your BI platform, whichever suits. Report work within your plan's hours is included; larger reporting projects are quoted separately.",
      },
    ],
    cta: {
      title: "Put a dedicated administrator on your PSA",
      body: "Start with a configuration review and a pre-billing audit of your next invoice run.",
      button: { label: "Request PSA support", href: "/#contact" },
    },
    related: [
      "connectwise-general-support",
      "connectwise-psa-implementation",
      "connectwise-automate-support",
      "connectwise-support",
    ],
  },
  {
    slug: "connectwise-setup-services",
    family: "connectwise",
    template: "service",
    seoTitle: "ConnectWise Setup: Fixed-Scope Packages",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Fixed-scope ConnectWise setup packages for smaller MSPs: a working PSA, Automate and Control configuration in weeks, at a price agreed up front.",
    keywords: [
      "ConnectWise setup services",
      "ConnectWise quick start",
      "ConnectWise setup for small MSP",
      "ConnectWise configuration package",
      "fixed price ConnectWise setup",
    ],
    parent: "/connectwise-support",
    hero: {
      eyebrow: "ConnectWise setup",
      title: "ConnectWise setup packages for smaller MSPs who need to be running soon",
      subtitle:
        "A proven starting configuration for PSA, Automate and Control, adapted to your services and delivered at a fixed price in a few weeks.",
      primaryCta: { label: "Choose a setup package", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      "A ten-person MSP does not need a six-month implementation. It needs sensible boards, a handful of agreement types, working email intake, monitors that matter and remote access that is secure from the first day. Our setup packages deliver exactly that, starting from a baseline configuration we have refined over many small-partner deployments.",
      "Because most of the design is already done, the work focuses on your specifics: service names, rates, clients and mailboxes. You get a usable system in weeks, documented so your team can extend it, with an upgrade path to a fuller implementation if you grow into one.",
    ],
    stats: [
      { value: "3–4 weeks", label: "from kick-off to go-live for a PSA setup package" },
      { value: "Fixed", label: "package price, quoted before kick-off" },
      { value: "2–25", label: "technicians, the team size these packages suit" },
    ],
    included: {
      title: "The setup packages",
      intro:
        "Each package can be bought alone or combined; combining them shares the kick-off and training.",
      items: [
        {
          icon: "layers",
          title: "PSA starter",
          body: "Help desk and project boards, three agreement types, SLAs, email connector, invoice template and accounting sync.",
        },
        {
          icon: "activity",
          title: "Automate starter",
          body: "Client and location structure, a baseline monitor set, standard onboarding scripts and a Microsoft patch policy.",
        },
        {
          icon: "monitor",
          title: "Control starter",
          body: "Secure instance configuration, technician roles, MFA, session groups and agent deployment for every managed endpoint.",
        },
        {
          icon: "database-backup",
          title: "Data load",
          body: "Up to 150 client companies with their contacts and sites imported from a spreadsheet or your previous tool's export.",
        },
        {
          icon: "graduation-cap",
          title: "Training pack",
          body: "Two live sessions recorded for your team, plus a short written guide to your boards and agreement types.",
        },
      ],
    },
    process: {
      title: "Setup in four steps",
      steps: [
        {
          title: "Questionnaire",
          body: "You complete a two-page form covering services, rates, mailboxes and clients; a one-hour call resolves open points.",
        },
        {
          title: "Baseline applied",
          body: "We apply our baseline configuration and tailor names, rates and rules to your answers within the first two weeks.",
        },
        {
          title: "Review session",
          body: "Your team walks through the system with us on sample tickets and requests final adjustments.",
        },
        {
          title: "Go live",
          body: "Mail routing switches over, agents are deployed and we support you closely for the first two weeks of live use.",
        },
      ],
    },
    whyUs: {
      title: "Why small partners choose our packages",
      points: [
        {
          icon: "zap",
          title: "Fast without shortcuts",
          body: "Speed comes from a tested baseline, not from skipping security settings or billing checks.",
        },
        {
          icon: "check-circle-2",
          title: "No surprise invoices",
          body: "The package price covers the listed scope. Anything extra is quoted in writing first, and you can say no.",
        },
        {
          icon: "rocket",
          title: "Room to grow",
          body: "The baseline follows the same design principles as our full implementations, so later expansion builds on it instead of replacing it.",
        },
      ],
    },
    faqs: [
      {
        question: "What if our needs do not fit the package?",
        answer:
          "Small differences, such as an extra board or agreement type, are usually absorbed. If the gap is larger, we will say so during the questionnaire call and suggest a full implementation instead.",
      },
      {
        question: "Do the packages include ConnectWise licences?",
        answer:
          "No. You buy licences directly from ConnectWise or your distributor. We can advise on which editions and quantities a small MSP typically needs.",
      },
      {
        question: "Can you migrate from a previous PSA in a setup package?",
        answer:
          "The data load covers companies, contacts and sites. Open tickets, agreements and history from another PSA need a migration add-on, quoted once we have seen an export.",
      },
      {
        question: "What support do we get after go-live?",
        answer:
          "Two weeks of close support are included. After that you can handle administration yourself or move to our general support plan from five hours a month.",
      },
    ],
    cta: {
      title: "Get ConnectWise working in weeks",
      body: "Tell us your team size and current tools, and we will recommend a package and a start date.",
      button: { label: "Ask about packages", href: "/#contact" },
    },
    related: [
      "connectwise-implementation",
      "connectwise-implementation-checklist",
      "connectwise-general-support",
      "connectwise-cpq-support",
    ],
  },
  CONNECTWISE_LANDING,
];
