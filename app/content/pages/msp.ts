import type { ServicePageCopy } from "../types";

const CONTACT = "/#contact";
const BOOK_A_CALL = { label: "Book a call", href: "booking" };
const HUB = "/msp-outsourcing-services";

/**
 * Pages for managed service providers: white-label delivery inside the MSP's own PSA and RMM,
 * to the MSP's SLAs and under its brand, priced so the MSP keeps its margin. Every paragraph
 * longer than 20 words is written for its page alone.
 */
export const MSP_PAGES: ServicePageCopy[] = [
  // ────────────────────────── msp-business-continuity-services ──────────────────────────
  {
    slug: "msp-business-continuity-services",
    family: "msp",
    template: "service",
    seoTitle: "White-Label BCDR Services for MSPs",
    description:
      "White-label business continuity for MSPs: daily backup checks, screenshot verification, continuity plans and test reports for clients, in your PSA and brand.",
    keywords: [
      "MSP business continuity services",
      "white label BCDR",
      "backup monitoring for MSPs",
      "Datto SIRIS management",
      "Veeam management for MSPs",
      "business continuity planning MSP",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Business continuity for MSPs",
      title: "Business continuity services your clients see as yours",
      subtitle:
        "Our engineers check every backup, fix failed jobs, test recoveries and write continuity plans for your clients, working in your PSA under your company name.",
      primaryCta: { label: "Offload backup management", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Every MSP sells backup. Far fewer can prove, client by client, that last night's jobs ran, that the recovery point matches what the contract promises, and that a restore was tested this quarter. Failed jobs pile up in a shared inbox, screenshot verifications go unread and continuity plans are written once for the sales pitch and never revisited. That gap is a liability the day a client calls with ransomware.",
      "We take the daily continuity workload off your technicians. Our team works your backup alerts as tickets in ConnectWise Manage, Autotask or HaloPSA, resolves failures on Datto SIRIS and ALTO, Veeam, Axcient and Microsoft 365 backup platforms, and records proof of every test. Clients receive continuity reports with your logo and your service manager's name at the bottom, never ours.",
    ],
    stats: [
      { value: "Daily", label: "Review of every client's backup jobs" },
      { value: "Quarterly", label: "Documented test restore per protected server" },
      { value: "0", label: "Mentions of our name in client deliverables" },
    ],
    included: {
      title: "Continuity work we do for your clients",
      items: [
        {
          icon: "database-backup",
          title: "Backup job remediation",
          body: "Failed, missed and partial jobs worked to success, with the root cause noted in the ticket.",
        },
        {
          icon: "monitor",
          title: "Boot and screenshot verification",
          body: "Datto and Veeam SureBackup verification results reviewed every morning, not just collected.",
        },
        {
          icon: "check-circle-2",
          title: "Test restores",
          body: "File, database and full-server restores tested on a schedule and logged as evidence.",
        },
        {
          icon: "file-text",
          title: "Continuity plans",
          body: "Per-client plans listing critical systems, recovery order, contacts and recovery objectives.",
        },
        {
          icon: "cloud",
          title: "SaaS backup",
          body: "Microsoft 365 and Google Workspace backups monitored, including licence and seat coverage gaps.",
        },
        {
          icon: "bar-chart-3",
          title: "White-label reports",
          body: "Monthly continuity status per client, branded for you and ready to send or present at a QBR.",
        },
      ],
    },
    process: {
      title: "How we take over continuity operations",
      steps: [
        {
          title: "Backup estate review",
          body: "We list every protected client, device and backup platform, compare retention with what each contract promises, and flag mismatches.",
        },
        {
          title: "PSA and alert wiring",
          body: "Backup alerts are routed to a board in your PSA, with our engineers added as members under your naming conventions.",
        },
        {
          title: "Clean-up month",
          body: "Long-failing jobs, orphaned agents and full appliances are fixed first, so the daily routine starts from a clean slate.",
        },
        {
          title: "Routine and reporting",
          body: "Daily checks, quarterly tests and branded monthly reports become standard, reviewed with your service manager each month.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs trust us with their clients' recovery",
      points: [
        {
          icon: "user-check",
          title: "Strictly white-label",
          body: "We never contact your clients unless you ask us to, and then only under your name.",
        },
        {
          icon: "settings",
          title: "In your tools",
          body: "Tickets, notes and time entries live in your PSA, and documentation goes into your IT Glue or Hudu.",
        },
        {
          icon: "bar-chart-3",
          title: "Priced for your margin",
          body: "Per-protected-device pricing that leaves room for your mark-up on the continuity bundle you sell.",
        },
        {
          icon: "clock",
          title: "Checks before your day starts",
          body: "India-based engineers finish the morning review before your US office opens.",
        },
      ],
    },
    faqs: [
      {
        question: "Which backup platforms do you work with?",
        answer:
          "Datto SIRIS, ALTO and SaaS Protection, Veeam Backup and Replication with Veeam Service Provider Console, Axcient x360Recover, Acronis and Microsoft 365 backup products such as Dropsuite. If you run something else, tell us early and we will confirm before quoting.",
      },
      {
        question: "Will our clients know you exist?",
        answer:
          "No, unless you decide otherwise. Our engineers work as members of your team in your PSA, sign emails with your company name and use your templates. Our agreement with you includes confidentiality and non-solicitation terms covering your client list.",
      },
      {
        question: "Do you write the continuity plans or just maintain backups?",
        answer:
          "Both. Backups are the technical foundation, and the plan is what tells a client's staff what to do when systems are down. We draft plans from a standard template, fill in client-specific details from your documentation and flag any gaps for your account manager to close with the client.",
      },
      {
        question: "How is the service priced?",
        answer:
          "Per protected server or appliance per month, with SaaS backup seats at a lower per-user rate. There is no setup fee for MSPs with fewer than fifty protected devices; larger estates carry a one-off clean-up fee quoted after the review.",
      },
    ],
    cta: {
      title: "Make every backup promise one you can prove",
      body: "Send us a count of protected devices and the platforms you use. We will return a per-device price and a clean-up estimate for your current estate.",
      button: { label: "Price continuity support", href: CONTACT },
    },
    related: [
      "msp-disaster-recovery-services",
      "managed-backup-services",
      "data-backup-recovery",
      "white-label-msp-services",
    ],
  },

  // ─────────────────────────── msp-disaster-recovery-services ───────────────────────────
  {
    slug: "msp-disaster-recovery-services",
    family: "msp",
    template: "service",
    seoTitle: "Disaster Recovery Support for MSPs",
    description:
      "Disaster recovery engineers on call for MSPs: virtualisation in Datto or Azure, ransomware recovery, runbooks and DR tests for your clients, 24/7, white-label.",
    keywords: [
      "MSP disaster recovery services",
      "white label disaster recovery",
      "DR testing for MSPs",
      "ransomware recovery support",
      "Azure Site Recovery MSP",
      "DR runbooks",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Disaster recovery for MSPs",
      title: "Disaster recovery engineers on your bench when a client goes down",
      subtitle:
        "When a client's server room floods or ransomware encrypts their file shares, our DR engineers join your team to fail over, restore and document, at any hour.",
      primaryCta: { label: "Add DR capacity to your bench", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "A real disaster rarely arrives one client at a time, and it never waits for business hours. A mid-sized MSP might go a year without a full recovery, then face two in a week while the regular queue keeps growing. Few shops can keep engineers idle for that day, and fewer still have people who have practised a full failover recently enough to do it calmly.",
      "Our disaster recovery team gives you that depth on call. Engineers who run recoveries routinely bring up virtualised servers in Datto's cloud or on local appliances, fail workloads over with Azure Site Recovery or Veeam replicas, rebuild domain controllers in the right order and keep your client updated through your service desk. Between incidents, they write runbooks and run scheduled tests so the next recovery is rehearsed.",
    ],
    stats: [
      { value: "24/7", label: "DR engineer on call" },
      { value: "30 min", label: "Engineer engaged after a declared disaster" },
      { value: "Annual", label: "Full DR test per client, minimum" },
      { value: "1", label: "Runbook per client, kept in your docs" },
    ],
    included: {
      title: "What our DR service covers",
      items: [
        {
          icon: "zap",
          title: "Declared-disaster response",
          body: "An engineer joins your bridge, takes ownership of the recovery plan and works until services are back.",
        },
        {
          icon: "cloud",
          title: "Cloud and local virtualisation",
          body: "Servers brought up in Datto Cloud, on SIRIS appliances, in Azure or on spare hypervisor capacity.",
        },
        {
          icon: "shield-check",
          title: "Ransomware recovery",
          body: "Clean restore points identified, credentials reset and reinfection prevented before users reconnect.",
        },
        {
          icon: "file-text",
          title: "Recovery runbooks",
          body: "Step-by-step recovery order, network changes and validation checks for each client's critical systems.",
        },
        {
          icon: "clipboard-check",
          title: "Scheduled DR tests",
          body: "Isolated test failovers with timed results against each client's stated recovery time objective.",
        },
        {
          icon: "network",
          title: "Failback planning",
          body: "Controlled return to repaired or replacement hardware, with data changed during the outage preserved.",
        },
      ],
    },
    process: {
      title: "How we prepare for your clients' worst day",
      steps: [
        {
          title: "Readiness review",
          body: "For each client we check backup coverage, replication targets, network details and who can declare a disaster.",
        },
        {
          title: "Runbook writing",
          body: "We document recovery order, dependencies and validation steps in your documentation platform, reviewed by your lead engineer.",
        },
        {
          title: "Test failover",
          body: "An isolated test proves the runbook and measures real recovery time, with findings ticketed in your PSA.",
        },
        {
          title: "On call for the real thing",
          body: "Your team declares a disaster through a dedicated line or ticket type; our engineer is engaged within 30 minutes.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs keep our DR team on retainer",
      points: [
        {
          icon: "graduation-cap",
          title: "Practised, not theoretical",
          body: "Our engineers run test failovers every week across many estates, so the steps are familiar under pressure.",
        },
        {
          icon: "headset",
          title: "Your brand on the bridge",
          body: "On client calls our engineers introduce themselves as part of your recovery team.",
        },
        {
          icon: "briefcase",
          title: "Retainer plus incident pricing",
          body: "A small monthly retainer per client covers readiness and tests; declared recoveries are billed hourly at agreed rates.",
        },
      ],
    },
    faqs: [
      {
        question: "What counts as a declared disaster?",
        answer:
          "Any event where a client's critical systems are unavailable and the normal fix will not restore them within the agreed recovery time, such as site loss, hardware failure of the primary host or ransomware. Your team makes the call, and we start the moment you do.",
      },
      {
        question: "Do you handle the ransomware investigation as well?",
        answer:
          "Our DR engineers focus on getting clean systems running. Investigation, containment and evidence handling sit with our incident response service, and the two teams work the same incident side by side. Where a cyber-insurer appoints its own forensic firm, we coordinate with them on restore timing.",
      },
      {
        question: "How often should client DR plans be tested?",
        answer:
          "At least once a year for every client, and after any major change such as a server migration or a new line-of-business system. Clients in regulated sectors often need tests twice a year, and we schedule those against their audit calendar.",
      },
      {
        question: "Can you recover clients whose backups we did not set up?",
        answer:
          "Yes, though recovery time depends heavily on what we find. For newly onboarded clients, we recommend a readiness review within the first month so surprises appear in a test rather than during an outage.",
      },
    ],
    cta: {
      title: "Have a rehearsed recovery team before you need one",
      body: "Tell us how many clients you protect and on which platforms. We will propose a retainer, a test schedule and the on-call process for your service desk.",
      button: { label: "Set up DR support", href: CONTACT },
    },
    related: [
      "msp-business-continuity-services",
      "msp-incident-response-services",
      "data-backup-recovery",
      "msp-outsourcing-services",
    ],
  },

  // ───────────────────────────────── msp-helpdesk-outsourcing ─────────────────────────────────
  {
    slug: "msp-helpdesk-outsourcing",
    family: "msp",
    template: "service",
    seoTitle: "White-Label Helpdesk Outsourcing for MSPs",
    description:
      "A white-label helpdesk for MSPs: our engineers answer your clients' calls in your company name, work tickets in your PSA and meet the SLAs you promised.",
    keywords: [
      "MSP helpdesk outsourcing",
      "white label helpdesk",
      "outsourced service desk for MSPs",
      "after-hours helpdesk MSP",
      "MSP L1 support",
      "white label IT support",
    ],
    parent: HUB,
    hero: {
      eyebrow: "White-label helpdesk for MSPs",
      title: "A white-label helpdesk that answers with your company name",
      subtitle:
        "Our engineers pick up your clients' calls, chats and emails as members of your team, log everything in your PSA and hand over cleanly to your technicians.",
      primaryCta: { label: "Get helpdesk pricing", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Every MSP owner knows the maths: you sign a new client, ticket volume rises, and your best technicians spend their week on password resets instead of projects. Hiring another L1 tech takes months, and covering evenings and weekends with your own people burns them out. A white-label helpdesk absorbs that volume without adding headcount to your payroll.",
      "Our helpdesk engineers answer in your company name through your phone system, whether that is 3CX, Teams Phone or a hosted PBX, and work tickets in your ConnectWise Manage, Autotask or HaloPSA boards. They follow your SLAs, your escalation rules and your documentation in IT Glue or Hudu. Your clients get a fast, friendly answer; your senior techs get their time back.",
    ],
    stats: [
      { value: "< 60 s", label: "Target average speed to answer" },
      { value: "15 min", label: "P1 response target, or your SLA if tighter" },
      { value: "24/7", label: "Or after-hours and weekends only" },
      { value: "70%+", label: "L1 resolution on first contact" },
    ],
    included: {
      title: "What our white-label helpdesk handles",
      items: [
        {
          icon: "phone",
          title: "Calls in your name",
          body: "Your greeting, your hold music, your caller ID; clients never hear ours.",
        },
        {
          icon: "settings",
          title: "Tickets in your PSA",
          body: "Notes, time entries and status changes recorded on your boards, in your formats.",
        },
        {
          icon: "user-check",
          title: "Identity and access requests",
          body: "Password resets, MFA resets and mailbox access, with your caller verification process.",
        },
        {
          icon: "monitor",
          title: "Endpoint troubleshooting",
          body: "Remote sessions through ConnectWise Control, ScreenConnect or your RMM's remote tool.",
        },
        {
          icon: "mail",
          title: "Microsoft 365 support",
          body: "Outlook, Teams, OneDrive and licensing issues resolved as standard requests.",
        },
        {
          icon: "file-text",
          title: "Documentation upkeep",
          body: "New fixes and client quirks added to IT Glue or Hudu so the next call is faster.",
        },
      ],
    },
    process: {
      title: "How we become part of your helpdesk",
      steps: [
        {
          title: "Ticket analysis",
          body: "We review recent PSA data to size coverage by hour and day, and pick the ticket types we should own from day one.",
        },
        {
          title: "Accounts and call flows",
          body: "You add our engineers to your PSA, RMM, documentation and phone system; we set up call routing and greetings with you.",
        },
        {
          title: "Client-by-client training",
          body: "Engineers study each client's documentation and shadow your team on live tickets before answering alone.",
        },
        {
          title: "Go live and review",
          body: "Calls route to us for the agreed hours. Weekly reviews in the first month, then monthly SLA and satisfaction reports.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs outsource their helpdesk to us",
      points: [
        {
          icon: "bar-chart-3",
          title: "Margin you keep",
          body: "Per-seat or per-endpoint pricing set so your managed-services agreements stay profitable as you grow.",
        },
        {
          icon: "users",
          title: "No client poaching",
          body: "Contracts include non-solicitation of your clients and staff, and we never market to your client base.",
        },
        {
          icon: "clock",
          title: "Coverage you choose",
          body: "Full 24/7, or only the hours your own team cannot cover, such as nights and weekends.",
        },
        {
          icon: "graduation-cap",
          title: "Techs who know the MSP stack",
          body: "Engineers already know PSA, RMM and documentation tools, so training focuses on your clients.",
        },
      ],
    },
    faqs: [
      {
        question: "Which PSA and RMM platforms can your engineers work in?",
        answer:
          "ConnectWise Manage and Automate, Autotask with Datto RMM, HaloPSA, N-able N-central, NinjaOne and Kaseya VSA are all in daily use across our team. For other platforms we plan a few extra days of training into onboarding.",
      },
      {
        question: "Can you cover only nights and weekends?",
        answer:
          "Yes, and many MSPs start that way. Your team handles business hours, and calls roll to us after a set time through your phone system. Open tickets are handed back each morning with clear notes on what was done and what is waiting.",
      },
      {
        question: "What happens when a ticket needs your senior engineer?",
        answer:
          "Our L1 engineers escalate according to your rules, either to your own L2 and L3 team or to our escalation engineers if you include that tier. Every escalation carries a summary, steps tried and screenshots, so nobody starts from scratch.",
      },
      {
        question: "How do you measure helpdesk quality?",
        answer:
          "We report speed to answer, abandonment rate, first-contact resolution, SLA attainment and client satisfaction scores from your PSA surveys. A team lead reviews every low score within one business day and shares the outcome with you.",
      },
    ],
    cta: {
      title: "Give your technicians their afternoons back",
      body: "Send three months of PSA ticket data and your current SLAs. We will recommend coverage hours, team size and a price per seat or per endpoint.",
      button: { label: "Start a helpdesk plan", href: CONTACT },
    },
    related: [
      "msp-technical-support-outsourcing",
      "white-label-msp-services",
      "24-7-helpdesk",
      "msp-noc-outsourcing",
      "connectwise-support",
    ],
  },

  // ─────────────────────────── msp-incident-response-services ───────────────────────────
  {
    slug: "msp-incident-response-services",
    family: "msp",
    template: "service",
    seoTitle: "Incident Response Support for MSPs",
    description:
      "Security incident response for MSPs: triage, containment with your EDR, Microsoft 365 account-compromise clean-up and insurer-ready timelines, day or night.",
    keywords: [
      "MSP incident response services",
      "white label incident response",
      "business email compromise response",
      "ransomware containment MSP",
      "Microsoft 365 breach investigation",
      "cyber insurance incident support",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Incident response for MSPs",
      title: "Incident response support for MSPs when a client is compromised",
      subtitle:
        "Experienced responders join your team within the hour to contain the threat, investigate what happened and document it for the client, the insurer and the regulators.",
      primaryCta: { label: "Arrange incident response cover", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "The call usually starts with something small: a client's accountant notices a payment redirected to a new bank account, or a user reports that files have strange extensions. Within hours the MSP is expected to know how the attacker got in, what they touched, whether data left the network and when everything will be safe again. Most MSP teams have never had to answer those questions under that pressure.",
      "Our incident response engineers do this work regularly. They contain threats through the EDR you already deploy, such as SentinelOne, Huntress or Defender for Endpoint, investigate Entra ID sign-in and mailbox audit logs, and reconstruct the attacker's path from firewall and endpoint telemetry. Throughout, they keep a timestamped record that your client's cyber-insurer and breach counsel can rely on.",
    ],
    stats: [
      { value: "60 min", label: "Responder engaged after you call" },
      { value: "24/7", label: "Incident hotline for your team" },
      { value: "48 hrs", label: "Target for the initial written findings" },
    ],
    included: {
      title: "What our responders do",
      items: [
        {
          icon: "zap",
          title: "Rapid triage",
          body: "Scope the incident, identify affected accounts and devices, and recommend immediate containment.",
        },
        {
          icon: "lock",
          title: "Containment",
          body: "Isolate endpoints, revoke sessions, reset credentials and block malicious infrastructure.",
        },
        {
          icon: "mail",
          title: "Email compromise clean-up",
          body: "Malicious inbox rules, OAuth grants and forwarding removed; message trace used to find affected recipients.",
        },
        {
          icon: "activity",
          title: "Log investigation",
          body: "Entra ID, Microsoft 365 unified audit, EDR and firewall logs correlated into one timeline.",
        },
        {
          icon: "file-text",
          title: "Incident report",
          body: "A written timeline, root cause and remediation list, branded for you and suitable for insurers.",
        },
        {
          icon: "shield-check",
          title: "Hardening afterwards",
          body: "Conditional access, MFA gaps and exposed services fixed so the same path cannot be reused.",
        },
      ],
    },
    process: {
      title: "How an incident unfolds with us",
      steps: [
        {
          title: "Call the hotline",
          body: "Your technician calls or opens a priority ticket; a responder calls back, gathers facts and joins your bridge.",
        },
        {
          title: "Contain",
          body: "With your approval, the responder isolates devices, disables compromised accounts and preserves logs before they roll over.",
        },
        {
          title: "Investigate",
          body: "The responder reconstructs initial access, attacker activity and any data exposure, updating you at agreed intervals.",
        },
        {
          title: "Recover and report",
          body: "Systems are cleaned or restored, hardening is applied, and a final report goes to you to share with the client.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs call our responders",
      points: [
        {
          icon: "clock",
          title: "Fast to engage",
          body: "A responder is on your bridge within an hour, at any time of day, on retainer terms.",
        },
        {
          icon: "briefcase",
          title: "Works with insurers and counsel",
          body: "We follow the instructions of breach counsel and coordinate with insurer-appointed forensic firms.",
        },
        {
          icon: "user-check",
          title: "Your relationship stays yours",
          body: "Client communication runs through your account manager, with our responders supporting in the background or on calls in your name.",
        },
      ],
    },
    faqs: [
      {
        question: "Do we need a retainer, or can we call during an incident?",
        answer:
          "A retainer guarantees the one-hour engagement target and locks in hourly rates, and it includes onboarding so we already have access paths for your tools. Without a retainer we help when capacity allows, but we cannot promise the same response time. Most MSPs find the retainer costs less than a single unplanned night of overtime.",
      },
      {
        question: "Can your report be used for a cyber-insurance claim?",
        answer:
          "Our reports are written with insurers in mind: timestamps, evidence sources, actions taken and who approved them. Some insurers require their own panel firm for forensic work, in which case we support that firm and hand over everything we have collected.",
      },
      {
        question: "Which incidents do you handle most often?",
        answer:
          "Business email compromise in Microsoft 365 is the most common, followed by ransomware on servers and workstations, and abuse of exposed remote access. We also handle insider misuse and lost-device cases where data exposure needs to be assessed.",
      },
      {
        question: "Do you notify regulators or affected individuals?",
        answer:
          "Notification decisions belong to the client and their legal counsel. We supply the facts they need, such as which data stores were accessed and when, so counsel can decide what must be reported and to whom.",
      },
    ],
    cta: {
      title: "Put a responder on speed dial before the next breach",
      body: "Tell us how many clients you manage and which EDR and identity tools you run. We will propose a retainer and onboard your environment ahead of any incident.",
      button: { label: "Discuss a retainer", href: CONTACT },
    },
    related: [
      "msp-soc-outsourcing",
      "msp-disaster-recovery-services",
      "managed-security-services",
      "it-security",
    ],
  },

  // ───────────────────────────────── msp-noc-outsourcing ─────────────────────────────────
  {
    slug: "msp-noc-outsourcing",
    family: "msp",
    template: "service",
    seoTitle: "White-Label NOC Outsourcing for MSPs",
    description:
      "A white-label NOC for MSPs that works your RMM alerts 24/7, patches endpoints, fixes failed backups and cuts ticket noise, inside your PSA and your SLAs.",
    keywords: [
      "MSP NOC outsourcing",
      "white label NOC",
      "outsourced NOC services",
      "24/7 NOC for MSPs",
      "RMM alert management",
      "MSP patch management",
    ],
    parent: HUB,
    hero: {
      eyebrow: "White-label NOC for MSPs",
      title: "A white-label NOC that clears your RMM alert queue around the clock",
      subtitle:
        "Our network operations centre works every alert your RMM raises, patches your clients' endpoints and servers, and hands your technicians a quiet board each morning.",
      primaryCta: { label: "Price a NOC service", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "An RMM only helps if someone acts on what it reports. In many MSPs the alert board holds hundreds of open items: low disk warnings, stopped services, offline agents, failed patches. Technicians learn to ignore it, and the one alert that mattered gets lost. A NOC exists to work that board continuously, resolving what it can and escalating what it cannot.",
      "Our NOC engineers work your ConnectWise Automate, N-able, NinjaOne or Datto RMM alerts as tickets in your PSA, around the clock. They clear disk space, restart services, repair agents, push patches and chase failed backups. Just as important, they tune monitors and thresholds so your alert volume falls month by month, which makes every remaining alert worth reading.",
    ],
    stats: [
      { value: "24/7", label: "Alert handling by live engineers" },
      { value: "15 min", label: "Response target for critical alerts" },
      { value: "30%", label: "Typical alert-noise reduction goal in 90 days" },
    ],
    included: {
      title: "What our NOC does for you",
      items: [
        {
          icon: "activity",
          title: "Alert triage and remediation",
          body: "Every RMM alert acknowledged, investigated and either fixed or escalated with notes.",
        },
        {
          icon: "settings",
          title: "Patch management",
          body: "Monthly Windows and third-party patching, failed-patch follow-up and compliance reporting per client.",
        },
        {
          icon: "database-backup",
          title: "Backup failure handling",
          body: "Backup alerts worked to a successful job, not just closed.",
        },
        {
          icon: "wrench",
          title: "Agent health",
          body: "Offline and broken RMM agents repaired, so coverage reports reflect reality.",
        },
        {
          icon: "network",
          title: "Network device alerts",
          body: "Firewall, switch and ISP outages triaged, with carrier tickets opened in your name.",
        },
        {
          icon: "lightbulb",
          title: "Monitor tuning",
          body: "Noisy monitors adjusted or retired with your approval, and missing ones proposed.",
        },
      ],
    },
    process: {
      title: "Onboarding our NOC into your stack",
      steps: [
        {
          title: "Alert audit",
          body: "We export 60 to 90 days of alert history, group it by type and client, and show you where the noise comes from.",
        },
        {
          title: "Runbooks and permissions",
          body: "For each common alert we write the remediation steps and agree which ones our engineers may run without asking.",
        },
        {
          title: "Parallel running",
          body: "For two weeks our NOC works alerts while your team checks the results and adjusts runbooks.",
        },
        {
          title: "Full handover",
          body: "The NOC owns the alert board; monthly reports show volumes, fixes, escalations and the noise removed.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs choose our NOC",
      points: [
        {
          icon: "settings",
          title: "Native to MSP tools",
          body: "We know the major RMM and PSA platforms well, including their scripting engines and integrations.",
        },
        {
          icon: "bar-chart-3",
          title: "Per-endpoint pricing",
          body: "A predictable cost per managed endpoint or server that fits neatly inside your own pricing.",
        },
        {
          icon: "user-check",
          title: "Invisible to your clients",
          body: "Our engineers work under your brand and never contact clients without your say-so.",
        },
        {
          icon: "clock",
          title: "Nights and weekends covered",
          body: "Round-the-clock shifts from India and the United States, so problems are worked as they appear.",
        },
      ],
    },
    faqs: [
      {
        question: "How is a NOC different from a helpdesk?",
        answer:
          "A helpdesk responds to people: users calling or emailing with problems. A NOC responds to machines, working the alerts your monitoring raises, often before any user notices. Many MSPs buy both from us, with the two teams sharing your PSA.",
      },
      {
        question: "Can you work with our existing monitors and scripts?",
        answer:
          "Yes. We start with your monitor sets, scripts and automation as they are, then suggest improvements once we have seen them in action. Changes to monitors or scripts go through your approval, because they affect every client you manage.",
      },
      {
        question: "What do you need access to?",
        answer:
          "Named accounts in your RMM, PSA and documentation platform, plus your remote-access tool. Permissions follow least privilege, and every action our engineers take is logged in your systems under their own names.",
      },
      {
        question: "How quickly can a NOC go live?",
        answer:
          "Most MSPs are live within three to four weeks: one week for access and alert analysis, one for runbooks, and one or two weeks of parallel running. Larger estates with several RMM instances take a little longer.",
      },
    ],
    cta: {
      title: "Turn your alert board from noise into signal",
      body: "Share your endpoint and server counts and which RMM you run. We will send per-endpoint NOC pricing and a short analysis of your alert history.",
      button: { label: "Request NOC pricing", href: CONTACT },
    },
    related: [
      "msp-remote-monitoring-services",
      "msp-soc-outsourcing",
      "24-7-noc-soc",
      "connectwise-automate-support",
    ],
  },

  // ───────────────────────────────── msp-outsourcing-india ─────────────────────────────────
  {
    slug: "msp-outsourcing-india",
    family: "msp",
    template: "service",
    seoTitle: "MSP Outsourcing to India, White-Label",
    description:
      "Outsource MSP work to India: service desk, NOC and project staff trained on your PSA and brand, with US oversight, shift overlap and per-seat pricing.",
    keywords: [
      "MSP outsourcing India",
      "offshore MSP support",
      "India white label IT support",
      "offshore NOC for MSPs",
      "MSP offshore engineers",
      "India MSP partner",
    ],
    parent: HUB,
    hero: {
      eyebrow: "MSP outsourcing to India",
      title: "MSP outsourcing to India without losing control of your service",
      subtitle:
        "Engineers in India who already know the MSP stack, working your tickets in your tools and to your SLAs, with a US-based manager answerable to you.",
      primaryCta: { label: "Explore India delivery", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Plenty of MSPs have tried offshore help and been burned: engineers who did not know Autotask from Automate, tickets closed without a fix, turnover every few months and a time difference that felt like a wall. Done properly, India delivery solves the problems that make MSP growth hard, namely after-hours coverage, hiring lag and technician cost, without creating new ones.",
      "Our India engineers are hired specifically for MSP work and trained on the major PSA, RMM and documentation platforms before they meet your clients. They work shifts that overlap your business day as well as the night behind it, answer to a US service delivery manager, and follow your processes rather than ours. You keep the client relationships, the brand and the margin.",
    ],
    stats: [
      { value: "4–6 hrs", label: "Daily overlap with US business hours on standard shifts" },
      { value: "30 days", label: "Notice to add or remove a seat" },
      { value: "24/7", label: "Coverage available across three shifts" },
    ],
    included: {
      title: "Roles MSPs staff from our India team",
      items: [
        {
          icon: "headset",
          title: "L1 and L2 service desk",
          body: "White-label support for your clients' users by phone, email and chat.",
        },
        {
          icon: "activity",
          title: "NOC engineers",
          body: "RMM alert handling, patching, backup remediation and agent health.",
        },
        {
          icon: "shield-check",
          title: "Security analysts",
          body: "EDR and SIEM alert triage, vulnerability follow-up and Microsoft 365 hardening.",
        },
        {
          icon: "rocket",
          title: "Project engineers",
          body: "Microsoft 365 migrations, Intune rollouts and server builds, scheduled into your project board.",
        },
        {
          icon: "clipboard-check",
          title: "Dispatch and coordination",
          body: "Ticket triage, scheduling and vendor follow-up so technicians stay on billable work.",
        },
        {
          icon: "file-text",
          title: "Documentation specialists",
          body: "IT Glue or Hudu clean-up, standard operating procedures and client runbooks.",
        },
      ],
    },
    process: {
      title: "How MSPs start with India delivery",
      steps: [
        {
          title: "Pick the first role",
          body: "Most MSPs start with one contained function, such as after-hours helpdesk or patching, so both sides learn quickly.",
        },
        {
          title: "Match and interview",
          body: "We shortlist engineers from our bench for that role; you interview them if you wish before they start.",
        },
        {
          title: "Train on your clients",
          body: "Two to three weeks on your documentation, PSA workflow and shadowed tickets before working independently.",
        },
        {
          title: "Scale by seat",
          body: "Once the first role is stable, add seats or functions with 30 days' notice, each with the same onboarding.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs choose our India team",
      points: [
        {
          icon: "graduation-cap",
          title: "MSP-trained from day one",
          body: "Engineers are trained on ConnectWise, Autotask, HaloPSA and the leading RMMs before assignment.",
        },
        {
          icon: "briefcase",
          title: "A US manager on your account",
          body: "Service reviews, escalations and commercial questions go to a manager in the United States.",
        },
        {
          icon: "users",
          title: "Stable assignments",
          body: "Engineers stay on your account long term, and cross-trained backups cover leave and sickness.",
        },
        {
          icon: "lock",
          title: "Contractual protection",
          body: "NDAs, data-processing terms and non-solicitation of your clients and staff are standard.",
        },
      ],
    },
    faqs: [
      {
        question: "What does MSP outsourcing to India cost?",
        answer:
          "Pricing is per seat per month for dedicated engineers, or per endpoint for managed services such as NOC. It depends on seniority and shift, with night shifts carrying a premium. Your proposal shows the per-seat figure next to what an equivalent US hire costs you in salary, benefits and tools.",
      },
      {
        question: "Will our clients be able to tell?",
        answer:
          "Engineers use your company name, email signatures and phone greeting, and they speak clear professional English. Some MSPs choose to tell clients they have a 24/7 team including offshore staff, while others keep it internal. Either way, the decision is yours.",
      },
      {
        question: "How do you handle the time difference?",
        answer:
          "Standard shifts are scheduled to overlap your morning so handovers happen live, with a written handover note at each shift change. Night shifts in India then cover your overnight hours. Your managers can join daily stand-ups on video at a reasonable hour.",
      },
      {
        question: "Are the engineers dedicated to us?",
        answer:
          "For dedicated seats, yes: the engineer works only on your account during their shift. For pooled services such as NOC or after-hours helpdesk, a trained team works your queue alongside other MSPs' queues, which is what keeps per-endpoint pricing low.",
      },
    ],
    cta: {
      title: "Add capacity without adding a US hiring cycle",
      body: "Tell us the role you struggle to fill or the hours you cannot cover. We will propose a seat, a start date and a monthly price within a few days.",
      button: { label: "Discuss India delivery", href: CONTACT },
    },
    related: [
      "msp-outsourcing-mumbai-india",
      "msp-staff-augmentation-services",
      "outsourcing-to-india",
      "offshore-msp-services",
    ],
  },
  // ─────────────────────────── msp-outsourcing-mumbai-india ───────────────────────────
  {
    slug: "msp-outsourcing-mumbai-india",
    family: "msp",
    template: "service",
    seoTitle: "MSP Outsourcing in Mumbai, India",
    description:
      "White-label MSP support from engineers in Mumbai: helpdesk, NOC and security work with finance-grade change control, monsoon-ready continuity and US oversight.",
    keywords: [
      "MSP outsourcing Mumbai",
      "Mumbai white label IT support",
      "offshore NOC Mumbai",
      "Mumbai helpdesk outsourcing",
      "MSP partner Maharashtra",
      "financial services IT support Mumbai",
    ],
    parent: HUB,
    hero: {
      eyebrow: "MSP outsourcing · Mumbai",
      title: "MSP outsourcing from Mumbai, India's financial capital",
      subtitle:
        "A Mumbai-based team of helpdesk, NOC and security engineers who work inside your PSA, under your name, with the audit habits of the city's banking sector.",
      primaryCta: { label: "Meet the Mumbai team", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Mumbai is where India's banks, insurers, stock exchanges and their technology suppliers cluster, and that shapes the engineers the city produces. Many of the people on our Mumbai team started their careers supporting trading floors or bank branches, where every change is ticketed, every access request is approved and every outage is explained in writing. MSPs serving regulated clients find that discipline transfers directly.",
      "From Mumbai we staff white-label service desk, NOC and security seats for MSPs in North America, the UK and Australia. Engineers work in your PSA and RMM, speak to your clients in your company name and hand over to your technicians at shift change. Mumbai sits on India's densest cluster of subsea cable landings, which keeps latency to your tools low and connectivity resilient.",
    ],
    stats: [
      { value: "IST", label: "UTC+5:30; evening shift overlaps the US East Coast morning" },
      { value: "2", label: "Independent internet providers per delivery floor" },
      { value: "24/7", label: "Shifts covering US, UK and Australian hours" },
    ],
    included: {
      title: "Seats MSPs fill from Mumbai",
      items: [
        {
          icon: "headset",
          title: "White-label service desk",
          body: "L1 and L2 engineers answering your clients' users under your brand.",
        },
        {
          icon: "activity",
          title: "NOC and patching",
          body: "RMM alerts, patch cycles and backup failures worked through the night.",
        },
        {
          icon: "shield-check",
          title: "Security operations",
          body: "EDR and Microsoft 365 alert triage, with escalation to your security lead.",
        },
        {
          icon: "clipboard-check",
          title: "Compliance-minded administration",
          body: "Access reviews, change records and evidence for clients audited under SOC 2, PCI DSS or HIPAA.",
        },
        {
          icon: "building-2",
          title: "Financial-sector application support",
          body: "Engineers familiar with banking, insurance and accounting software common among your regulated clients.",
        },
      ],
    },
    process: {
      title: "Setting up a Mumbai team for your MSP",
      steps: [
        {
          title: "Define the seats",
          body: "We agree roles, shifts and the clients each seat will serve, including any with regulatory requirements.",
        },
        {
          title: "Select engineers",
          body: "You review profiles from our Mumbai bench and interview the shortlist by video.",
        },
        {
          title: "Onboard and shadow",
          body: "Engineers learn your tools and clients, then shadow your technicians before taking tickets alone.",
        },
        {
          title: "Run with a US manager",
          body: "Day-to-day work follows your processes, with monthly reviews led by our US service delivery manager.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs pick Mumbai for their offshore team",
      points: [
        {
          icon: "building-2",
          title: "Banking-grade habits",
          body: "Engineers used to audit trails, maker-checker approvals and strict change windows.",
        },
        {
          icon: "globe",
          title: "Strong connectivity",
          body: "Mumbai's subsea cable landings and redundant ISP links keep remote sessions responsive.",
        },
        {
          icon: "life-buoy",
          title: "Monsoon-ready continuity",
          body: "Secured home setups and a second India delivery location keep shifts running through heavy-rain disruptions.",
        },
        {
          icon: "user-check",
          title: "Your brand, your clients",
          body: "Non-solicitation terms and white-label working are standard in every agreement.",
        },
      ],
    },
    faqs: [
      {
        question: "Why choose Mumbai over other Indian cities?",
        answer:
          "Bengaluru, Pune, Chennai and Hyderabad all have strong talent pools, and we recruit there too. Mumbai stands out for engineers with financial-services backgrounds and for its network infrastructure. If your clients include banks, credit unions, insurers or accounting firms, that experience shortens onboarding.",
      },
      {
        question: "How do you handle the monsoon season?",
        answer:
          "Heavy rain between June and September can disrupt Mumbai's commuter rail. Every engineer has an encrypted company laptop and an approved home setup with backup connectivity, and critical seats can fail over to our other India delivery location. We test that switch before each monsoon begins.",
      },
      {
        question: "Can the Mumbai team serve UK or Australian clients as well?",
        answer:
          "Yes. Mumbai's time zone sits four and a half to five and a half hours ahead of the UK and four and a half to five and a half behind eastern Australia, so day shifts overlap both comfortably. Many MSPs with clients on several continents use one Mumbai team to cover them all.",
      },
      {
        question: "Do your Mumbai engineers work from an office?",
        answer:
          "Most shifts run from a secured delivery floor with badge access, clean-desk rules and no personal devices at workstations. Home working is used for continuity events and approved exceptions, on the same managed, monitored laptops.",
      },
    ],
    cta: {
      title: "Build your offshore bench in Mumbai",
      body: "Tell us which roles you need and which of your clients they will serve. We will share anonymised engineer profiles and a start date.",
      button: { label: "Request profiles", href: CONTACT },
    },
    related: [
      "msp-outsourcing-india",
      "msp-outsourcing-maharashtra-india",
      "msp-helpdesk-outsourcing",
      "outsourcing-to-india",
    ],
  },

  // ─────────────────────────────── msp-outsourcing-services ───────────────────────────────
  {
    slug: "msp-outsourcing-services",
    family: "msp",
    template: "service",
    seoTitle: "MSP Outsourcing and White-Label IT Services",
    description:
      "White-label services for managed service providers: helpdesk, NOC, SOC, backup, incident response and engineers who work in your PSA and RMM, under your brand.",
    keywords: [
      "MSP outsourcing services",
      "white label MSP services",
      "outsourcing for managed service providers",
      "MSP partner",
      "white label NOC and helpdesk",
      "channel-only IT services",
    ],
    hero: {
      eyebrow: "Services for MSPs",
      title: "MSP outsourcing services that grow your capacity, not your payroll",
      subtitle:
        "Helpdesk, NOC, security, continuity and project engineers who work behind your brand, in your tools and to your SLAs, so you can sign more clients with confidence.",
      primaryCta: { label: "Talk to our MSP team", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Running an MSP means living with a constant tension. Growth needs sales and onboarding time from your best people, but those same people are stuck in the ticket queue. Hiring ahead of revenue squeezes margin; hiring behind it burns out the team. We exist to ease that tension: a white-label partner that absorbs the operational work so you can grow at your own pace.",
      "Everything we do for MSPs follows three rules. We work inside your PSA, RMM and documentation platform, so the history and the client relationships stay with you. We follow your SLAs, processes and brand, never our own. And we price in a way that leaves you a healthy margin on what you resell. Start with one service or combine several; each is described on its own page below.",
    ],
    stats: [
      { value: "24/7", label: "White-label coverage from the US and India" },
      { value: "9", label: "MSP services, bought separately or together" },
      { value: "0", label: "Direct contact with your clients without your consent" },
      { value: "30 days", label: "Notice to scale seats up or down" },
    ],
    included: {
      title: "Services we provide to MSPs",
      items: [
        {
          icon: "headset",
          title: "White-label helpdesk",
          body: "Users' calls and tickets answered in your name, nights only or around the clock.",
        },
        {
          icon: "activity",
          title: "NOC and remote monitoring",
          body: "RMM alerts, patching, backups and monitor tuning handled continuously.",
        },
        {
          icon: "shield-check",
          title: "SOC and incident response",
          body: "Security alert triage every hour and responders on call for breaches.",
        },
        {
          icon: "database-backup",
          title: "Continuity and disaster recovery",
          body: "Backup verification, continuity plans, DR tests and declared-disaster support.",
        },
        {
          icon: "users",
          title: "Staff augmentation",
          body: "Dedicated engineers who join your team and take direction from your managers.",
        },
        {
          icon: "wrench",
          title: "Escalation engineering",
          body: "L2 and L3 technical support for the tickets your own team cannot close.",
        },
        {
          icon: "globe",
          title: "India delivery",
          body: "Offshore seats in India, including a Mumbai team, managed from the United States.",
        },
      ],
    },
    process: {
      title: "How partnering with us works",
      steps: [
        {
          title: "Discovery call",
          body: "We learn your client base, tools, SLAs and where the pressure is: after hours, alerts, escalations or projects.",
        },
        {
          title: "Proposal",
          body: "A written scope with per-seat or per-endpoint pricing and the margin you can expect at your current rates.",
        },
        {
          title: "Onboarding",
          body: "Accounts in your tools, runbooks, client training and a parallel-running period, usually three to five weeks.",
        },
        {
          title: "Partnership reviews",
          body: "Monthly service reviews and a quarterly planning session on growth, new services and staffing.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs partner with us",
      points: [
        {
          icon: "user-check",
          title: "Channel-friendly by contract",
          body: "Non-solicitation of your clients and staff, confidentiality and white-label working are standard terms.",
        },
        {
          icon: "settings",
          title: "We know the MSP stack",
          body: "ConnectWise, Autotask, HaloPSA, Datto, N-able, NinjaOne, IT Glue and Hudu are daily tools for our team.",
        },
        {
          icon: "bar-chart-3",
          title: "Margin-aware pricing",
          body: "Our prices are designed to be resold, so your managed-services agreements stay profitable.",
        },
        {
          icon: "globe",
          title: "Two delivery teams",
          body: "US engineers and managers for oversight and escalation, India engineers for round-the-clock capacity.",
        },
      ],
    },
    faqs: [
      {
        question: "Do you also sell managed services directly to businesses?",
        answer:
          "We do serve end clients, but our MSP partnerships are kept strictly separate. We never approach a partner's clients, and our contracts include non-solicitation terms that say so. If one of your clients contacts us directly, we refer them back to you.",
      },
      {
        question: "What is the smallest engagement you take on?",
        answer:
          "Many MSPs start with after-hours helpdesk or NOC for a few hundred endpoints. There is no long minimum term beyond the onboarding period, and you can add services as confidence grows.",
      },
      {
        question: "How do you keep our clients' data secure?",
        answer:
          "Our engineers use managed, encrypted devices with EDR and sign into your tools with named, MFA-protected accounts. Access is limited to what each role needs, and every action is logged in your systems. We sign your NDA and data-processing terms and complete your vendor security questionnaire.",
      },
      {
        question: "Can we combine onshore and offshore engineers?",
        answer:
          "Yes. A common pattern is US-based escalation engineers for complex work and client calls, with India-based engineers covering the queue and the night. Your proposal shows the cost of each mix so you can choose.",
      },
    ],
    cta: {
      title: "Find the service that takes the most pressure off your team",
      body: "A 30-minute call is enough for us to understand your bottleneck and suggest where a white-label partner would help most.",
      button: { label: "Book an MSP discovery call", href: CONTACT },
    },
    related: [
      "white-label-msp-services",
      "msp-helpdesk-outsourcing",
      "msp-noc-outsourcing",
      "msp-soc-outsourcing",
      "connectwise-support",
    ],
  },

  // ─────────────────────────── msp-remote-monitoring-services ───────────────────────────
  {
    slug: "msp-remote-monitoring-services",
    family: "msp",
    template: "service",
    seoTitle: "RMM Management and Monitoring for MSPs",
    description:
      "RMM management for MSPs: monitor sets, thresholds, scripts, patch policies and client onboarding in ConnectWise Automate, NinjaOne, N-able or Datto RMM.",
    keywords: [
      "MSP remote monitoring services",
      "RMM management",
      "ConnectWise Automate administration",
      "NinjaOne management for MSPs",
      "RMM monitor tuning",
      "RMM scripting services",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Remote monitoring for MSPs",
      title: "Remote monitoring services that make your RMM worth its licence",
      subtitle:
        "We design, build and maintain the monitoring inside your RMM: monitor sets, thresholds, scripts and patch policies that catch real problems and stay quiet otherwise.",
      primaryCta: { label: "Review my RMM setup", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Most RMM platforms are deployed once, during a busy onboarding, and then left running on vendor defaults. Years later the MSP is paying for an instance full of duplicate monitors, scripts nobody understands, patch policies that skip half the fleet and dashboards that no technician opens. The tool is capable; it simply has no owner.",
      "We become that owner. Our RMM specialists audit your ConnectWise Automate, NinjaOne, N-able N-central or Datto RMM instance, rebuild monitoring around what actually matters to your clients, and maintain it month after month. New clients are onboarded into clean, standard policies. Alerts route to the right PSA board with the right priority. If you also want someone to work those alerts around the clock, our NOC service picks up from there.",
    ],
    stats: [
      { value: "Monthly", label: "Monitor and policy health review" },
      { value: "48 hrs", label: "Target to onboard a new client into RMM policies" },
      { value: "4", label: "RMM platforms supported in depth" },
    ],
    included: {
      title: "What our RMM specialists maintain",
      items: [
        {
          icon: "activity",
          title: "Monitor sets and thresholds",
          body: "Role-based monitoring for servers, workstations and network devices, tuned to each client's baseline.",
        },
        {
          icon: "settings",
          title: "Patch policies",
          body: "Approval rules, rings and maintenance windows that cover every endpoint, with exception reports.",
        },
        {
          icon: "cpu",
          title: "Scripts and automation",
          body: "PowerShell and RMM-native scripts written, tested, documented and version-controlled.",
        },
        {
          icon: "layers",
          title: "Groups, searches and policies",
          body: "Dynamic groups and policy inheritance tidied so new devices land in the right place.",
        },
        {
          icon: "network",
          title: "PSA integration",
          body: "Alert-to-ticket mapping, priorities and boards configured so tickets reach the right team.",
        },
        {
          icon: "bar-chart-3",
          title: "Coverage reporting",
          body: "Agent health, patch status and monitoring coverage per client, ready for QBRs.",
        },
      ],
    },
    process: {
      title: "From RMM audit to a well-run platform",
      steps: [
        {
          title: "Instance audit",
          body: "We catalogue monitors, scripts, policies, groups and integrations, and measure alert volume and agent coverage.",
        },
        {
          title: "Design the standard",
          body: "Together we define a standard client template: which monitors, which thresholds, which patch rings and which alerts create tickets.",
        },
        {
          title: "Rebuild in stages",
          body: "Clients move to the new standard a few at a time, with before-and-after alert counts you can compare.",
        },
        {
          title: "Maintain",
          body: "Ongoing changes, new-client onboarding, script requests and monthly health reviews come under one fixed fee.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs hand us their RMM",
      points: [
        {
          icon: "graduation-cap",
          title: "Platform specialists",
          body: "Engineers who spend their week inside RMM consoles, including Automate's scripting engine and internal monitors.",
        },
        {
          icon: "file-text",
          title: "Everything documented",
          body: "Every monitor, script and policy is described in your documentation platform, with owner and purpose.",
        },
        {
          icon: "check-circle-2",
          title: "Tested before it reaches clients",
          body: "Scripts and policy changes run on a lab group first, so a bad change never hits your whole fleet.",
        },
      ],
    },
    faqs: [
      {
        question: "How is this different from your NOC service?",
        answer:
          "Remote monitoring services look after the RMM platform itself: what it watches, how it patches and how alerts flow. The NOC is the team that responds to those alerts every hour. You can buy either one alone, but they work best together.",
      },
      {
        question: "Do you migrate between RMM platforms?",
        answer:
          "Yes, as a separate project. We map your existing monitors, scripts and policies to the new platform, pilot with a few clients and then move the rest in waves, keeping both agents running until coverage is confirmed.",
      },
      {
        question: "Will you change our monitors without asking?",
        answer:
          "No. Changes are proposed in a ticket with the reason and the expected effect, and applied after your approval. Routine tasks such as onboarding a new client into the agreed standard are pre-approved.",
      },
      {
        question: "Can you write custom scripts for our clients?",
        answer:
          "Yes. Script requests are part of the monthly service up to an agreed number of hours, covering things like software deployment, remediation tasks and compliance checks. Larger automation projects are quoted separately.",
      },
    ],
    cta: {
      title: "Get a clear picture of what your RMM is really doing",
      body: "Give us read access to your RMM and we will return an audit of alert volumes, coverage gaps and patch compliance, with a remediation plan.",
      button: { label: "Request an RMM audit", href: CONTACT },
    },
    related: [
      "msp-noc-outsourcing",
      "connectwise-automate-support",
      "managed-endpoint-services",
      "msp-outsourcing-services",
    ],
  },

  // ───────────────────────────────── msp-soc-outsourcing ─────────────────────────────────
  {
    slug: "msp-soc-outsourcing",
    family: "msp",
    template: "service",
    seoTitle: "White-Label SOC Outsourcing for MSPs",
    description:
      "A white-label SOC for MSPs: 24/7 analysts triage EDR, SIEM and Microsoft 365 alerts for your clients, contain threats and send security reports in your brand.",
    keywords: [
      "MSP SOC outsourcing",
      "white label SOC",
      "SOC as a service for MSPs",
      "managed detection and response MSP",
      "24/7 security monitoring MSP",
      "Microsoft 365 threat monitoring",
    ],
    parent: HUB,
    hero: {
      eyebrow: "White-label SOC for MSPs",
      title: "A white-label SOC so you can sell security monitoring with confidence",
      subtitle:
        "Our analysts watch your clients' endpoints, identities and firewalls every hour of the year, act under your playbooks and report under your brand.",
      primaryCta: { label: "Add a SOC to your stack", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Clients and their insurers now expect round-the-clock security monitoring, and many MSPs have added an EDR or SIEM to every agreement. The hard part is the people: someone has to look at each alert at 3 o'clock on a Sunday morning, decide whether it is real and act fast enough to matter. Building that team in-house is beyond the reach of most MSPs.",
      "Our SOC gives you that team under your name. Analysts monitor SentinelOne, Huntress, Defender for Endpoint, Microsoft Sentinel and Fortinet telemetry across your client base, investigate suspicious activity, contain confirmed threats under pre-agreed playbooks and open tickets in your PSA with clear next steps. Monthly security reports go to your clients on your letterhead, ready for QBRs and insurance renewals.",
    ],
    stats: [
      { value: "24/7/365", label: "Analyst coverage" },
      { value: "15 min", label: "Triage target for critical alerts" },
      { value: "Monthly", label: "Branded security report per client" },
    ],
    included: {
      title: "What our SOC delivers",
      items: [
        {
          icon: "shield-check",
          title: "EDR alert triage",
          body: "Every detection reviewed, classified and either resolved or escalated with evidence.",
        },
        {
          icon: "user-check",
          title: "Identity threat monitoring",
          body: "Entra ID risky sign-ins, impossible travel, MFA fatigue and suspicious inbox rules investigated.",
        },
        {
          icon: "lock",
          title: "Containment under playbooks",
          body: "Device isolation, session revocation and account disablement carried out within your approved limits.",
        },
        {
          icon: "network",
          title: "Firewall and network telemetry",
          body: "Fortinet and other firewall logs watched for command-and-control, scanning and data-exfiltration patterns.",
        },
        {
          icon: "bar-chart-3",
          title: "Client security reports",
          body: "Monthly summaries of incidents, trends and recommendations, branded as your service.",
        },
        {
          icon: "clipboard-check",
          title: "Insurance and compliance support",
          body: "Evidence of 24/7 monitoring and incident handling for cyber-insurance questionnaires and audits.",
        },
      ],
    },
    process: {
      title: "How we bring your clients under SOC coverage",
      steps: [
        {
          title: "Tooling and integration",
          body: "We connect to your EDR consoles, Microsoft 365 tenants and SIEM, and route SOC tickets to a dedicated board in your PSA.",
        },
        {
          title: "Playbooks per client tier",
          body: "You decide which actions we take automatically and which need a call first, by client or by service tier.",
        },
        {
          title: "Baseline and tune",
          body: "Two weeks of observation per client to learn normal behaviour and suppress benign noise with documented reasons.",
        },
        {
          title: "Live monitoring",
          body: "Full 24/7 coverage starts; new clients are added through a standard onboarding checklist.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs choose our SOC",
      points: [
        {
          icon: "settings",
          title: "Works with your stack",
          body: "No forced platform change: we operate the security tools you already sell.",
        },
        {
          icon: "user-check",
          title: "Invisible partner",
          body: "Clients see your brand on tickets, reports and calls, never ours.",
        },
        {
          icon: "bar-chart-3",
          title: "Resale-friendly pricing",
          body: "Per-endpoint or per-user pricing with room for your margin inside a security bundle.",
        },
        {
          icon: "zap",
          title: "Escalation to incident response",
          body: "Confirmed breaches move straight to our incident responders, with no new contract to sign mid-crisis.",
        },
      ],
    },
    faqs: [
      {
        question: "Which security tools does your SOC support?",
        answer:
          "SentinelOne, Huntress, Microsoft Defender for Endpoint and Defender XDR, Microsoft Sentinel, Blumira and Fortinet FortiAnalyzer are the most common. We also ingest Microsoft 365 and Entra ID audit data directly. If you use another platform, we will confirm support during scoping.",
      },
      {
        question: "Do you replace the vendor's own managed detection service?",
        answer:
          "Some EDR vendors offer their own MDR tier, and it can be a good fit. Our SOC adds value by correlating across tools, covering identity and email threats, working tickets in your PSA and reporting under your brand. We are happy to work alongside a vendor MDR where you already pay for one.",
      },
      {
        question: "How will we know what your analysts did overnight?",
        answer:
          "Every investigation becomes a ticket in your PSA with findings, actions and recommendations. High-severity incidents also trigger a phone call to your on-call contact, and a daily digest summarises everything else.",
      },
      {
        question: "Can you help us package security for our clients?",
        answer:
          "Yes. We can share how other MSPs structure tiered security offerings, which controls typically sit in each tier, and the reporting that helps clients see the value. Pricing and positioning remain your decision.",
      },
    ],
    cta: {
      title: "Offer 24/7 security monitoring without building a SOC",
      body: "Tell us your EDR platform, endpoint count and client mix. We will propose coverage, playbooks and per-endpoint pricing you can resell.",
      button: { label: "Price a white-label SOC", href: CONTACT },
    },
    related: [
      "msp-incident-response-services",
      "msp-noc-outsourcing",
      "managed-security-services",
      "24-7-noc-soc",
      "cybersecurity-outsourcing-india",
    ],
  },

  // ─────────────────────────── msp-staff-augmentation-services ───────────────────────────
  {
    slug: "msp-staff-augmentation-services",
    family: "msp",
    template: "service",
    seoTitle: "Staff Augmentation Services for MSPs",
    description:
      "Dedicated engineers for MSPs: full-time technicians who join your team, use your PSA and RMM and take direction from your managers, billed per seat per month.",
    keywords: [
      "MSP staff augmentation",
      "dedicated engineers for MSPs",
      "MSP technician outsourcing",
      "remote MSP technicians",
      "offshore MSP staff",
      "MSP hiring alternative",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Staff augmentation for MSPs",
      title: "Staff augmentation for MSPs: dedicated engineers, managed by you",
      subtitle:
        "Full-time technicians who work only for your MSP, sit in your stand-ups, follow your processes and grow with your clients, without a months-long hiring cycle.",
      primaryCta: { label: "Request engineer profiles", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Sometimes an MSP does not want to buy a service; it wants another pair of skilled hands. Perhaps a large client has just signed, a senior technician has resigned, or a project pipeline needs more capacity than the current team can give. Staff augmentation gives you a dedicated engineer who works exclusively on your account, under your direction, for as long as you need them.",
      "We recruit, employ, equip and pay the engineer; you assign the work. They join your Teams channels and stand-ups, log time in your PSA, follow your standard operating procedures and report to the manager you choose. We handle payroll, equipment, security compliance, training and cover for leave, so you get the capacity of a new hire without the administration that comes with one.",
    ],
    stats: [
      { value: "2–3 wks", label: "Typical time from request to first day" },
      { value: "30 days", label: "Notice to scale up or down" },
      { value: "1", label: "Flat monthly fee per dedicated seat" },
    ],
    included: {
      title: "Roles available",
      items: [
        {
          icon: "headset",
          title: "Service desk technicians",
          body: "L1 and L2 engineers for your clients' day-to-day support queue.",
        },
        {
          icon: "server",
          title: "Systems engineers",
          body: "Windows Server, Microsoft 365, Entra ID, Intune and virtualisation specialists.",
        },
        {
          icon: "network",
          title: "Network engineers",
          body: "Fortinet, Meraki and Cisco configuration, VPNs and site rollouts.",
        },
        {
          icon: "shield-check",
          title: "Security engineers",
          body: "EDR administration, Microsoft 365 security hardening and vulnerability remediation.",
        },
        {
          icon: "rocket",
          title: "Project engineers",
          body: "Migrations, onboarding projects and infrastructure refreshes from your project board.",
        },
        {
          icon: "briefcase",
          title: "Service coordinators",
          body: "Dispatch, scheduling, procurement and client follow-up to keep technicians billable.",
        },
      ],
    },
    process: {
      title: "How to add an engineer to your team",
      steps: [
        {
          title: "Describe the role",
          body: "Tell us the skills, tools, shift and seniority you need, and the clients the engineer will serve.",
        },
        {
          title: "Interview candidates",
          body: "We send two or three profiles from our bench or recruit to your brief; you interview and choose.",
        },
        {
          title: "Onboard",
          body: "You grant access to your tools; we supply the equipment, security controls and an onboarding checklist.",
        },
        {
          title: "Work and review",
          body: "The engineer works under your direction, and our account manager checks in monthly on fit and performance.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs augment their teams with us",
      points: [
        {
          icon: "users",
          title: "Engineers who know MSP work",
          body: "Candidates come with PSA, RMM and multi-client experience, not just general IT skills.",
        },
        {
          icon: "life-buoy",
          title: "Cover for leave",
          body: "A trained backup steps in during holidays and sickness so your clients notice no gap.",
        },
        {
          icon: "bar-chart-3",
          title: "Lower total cost",
          body: "One monthly fee includes salary, benefits, equipment and management, with no recruitment fees.",
        },
        {
          icon: "clock",
          title: "Any shift you need",
          body: "Engineers in India and the United States, scheduled for your business hours, your nights or both.",
        },
      ],
    },
    faqs: [
      {
        question: "How is staff augmentation different from your managed services?",
        answer:
          "With staff augmentation you direct the engineer's work day to day, much like your own employee. With managed services such as our NOC or helpdesk, we manage the team and commit to outcomes and SLAs. Many MSPs use both.",
      },
      {
        question: "What if the engineer is not a good fit?",
        answer:
          "Tell your account manager and we will work on it quickly, either through coaching or by offering a replacement from our bench. Replacements are onboarded at no extra cost, and we hand over the previous engineer's notes to shorten the ramp-up.",
      },
      {
        question: "Can we hire the engineer permanently later?",
        answer:
          "Yes, after an agreed minimum period and for a conversion fee set out in the contract. Some MSPs use augmentation as a way to trial a role before committing to a permanent hire.",
      },
      {
        question: "Who is responsible for security compliance?",
        answer:
          "We provide managed, encrypted devices with EDR, enforce MFA and run background checks before assignment. You control the engineer's access to your tools and clients, and can revoke it at any time.",
      },
    ],
    cta: {
      title: "Add an engineer in weeks, not months",
      body: "Describe the role you need to fill. We will send matching profiles and a monthly price, usually within five working days.",
      button: { label: "Describe your role", href: CONTACT },
    },
    related: ["dedicated-engineers", "it-staffing", "msp-outsourcing-india", "staff-outsourcing"],
  },

  // ─────────────────────────── msp-technical-support-outsourcing ───────────────────────────
  {
    slug: "msp-technical-support-outsourcing",
    family: "msp",
    template: "service",
    seoTitle: "L2/L3 Support Outsourcing for MSPs",
    updated: "2026-11-23T07:00:00.000Z",
    description:
      "Escalation engineering for MSPs: L2 and L3 technicians take the hard tickets, from Exchange hybrid to firewall faults, inside your PSA and under your SLAs.",
    keywords: [
      "MSP technical support outsourcing",
      "L2 L3 support for MSPs",
      "escalation engineering MSP",
      "white label technical support",
      "senior technician outsourcing",
      "MSP backlog support",
    ],
    parent: HUB,
    hero: {
      eyebrow: "Technical support for MSPs",
      title: "Technical support outsourcing for the tickets that stall your board",
      subtitle:
        "Senior L2 and L3 engineers who pick up your escalations, stuck tickets and vendor cases, resolve them in your PSA and write down how, so your team learns from each one.",
      primaryCta: { label: "Get escalation support", href: CONTACT },
      secondaryCta: BOOK_A_CALL,
    },
    intro: [
      "Every MSP board has a layer of tickets that nobody wants: the intermittent VPN drop at one client, the Exchange hybrid mail-flow puzzle, the line-of-business app that breaks after every Windows update. They sit for days because only one or two senior technicians can handle them, and those people are also running projects and client meetings.",
      "Our escalation engineers take on exactly that layer. They work from your PSA, pick up tickets your L1 and L2 team cannot close, and see them through to resolution, including lengthy vendor cases with Microsoft, Fortinet or software publishers. Each resolved ticket comes with clear notes and, where useful, a new article in IT Glue or Hudu, so the same problem is a quick fix next time.",
    ],
    stats: [
      { value: "4 hrs", label: "Target to pick up an escalated ticket" },
      { value: "L2–L3", label: "Senior engineers only" },
      { value: "100%", label: "Resolved escalations documented" },
    ],
    included: {
      title: "What our escalation engineers take on",
      items: [
        {
          icon: "wrench",
          title: "Complex troubleshooting",
          body: "Intermittent faults, performance problems and issues that span several systems.",
        },
        {
          icon: "mail",
          title: "Microsoft 365 and Exchange",
          body: "Hybrid mail flow, migrations gone wrong, conditional access and Intune compliance problems.",
        },
        {
          icon: "server",
          title: "Server and virtualisation",
          body: "Active Directory, Group Policy, Hyper-V, VMware and file-server issues.",
        },
        {
          icon: "network",
          title: "Network and VPN",
          body: "Firewall policies, site-to-site tunnels, VLANs and Wi-Fi problems on Fortinet, Meraki and similar gear.",
        },
        {
          icon: "phone",
          title: "Vendor case ownership",
          body: "Cases opened, evidence gathered and vendors chased until a fix is delivered.",
        },
        {
          icon: "file-text",
          title: "Knowledge transfer",
          body: "Resolution notes and documentation written so your technicians can handle repeats.",
        },
      ],
    },
    process: {
      title: "How escalations reach us",
      steps: [
        {
          title: "Set the rules",
          body: "We agree what qualifies for escalation, such as age, priority or ticket type, and how your team hands over.",
        },
        {
          title: "Escalate in the PSA",
          body: "Your technician moves the ticket to our board with notes; our engineer acknowledges and contacts the end user if needed.",
        },
        {
          title: "Resolve and document",
          body: "The engineer works the ticket to closure, records the fix and updates your documentation.",
        },
        {
          title: "Review patterns",
          body: "Monthly we show which clients and issue types escalate most, with suggestions to reduce them.",
        },
      ],
    },
    whyUs: {
      title: "Why MSPs use our escalation team",
      points: [
        {
          icon: "graduation-cap",
          title: "Senior depth on demand",
          body: "Engineers with years of MSP experience across many client environments and vendor platforms.",
        },
        {
          icon: "bar-chart-3",
          title: "Flexible pricing",
          body: "Choose a monthly block of hours or a dedicated L3 seat, depending on your escalation volume.",
        },
        {
          icon: "lightbulb",
          title: "Your team gets stronger",
          body: "Every escalation leaves documentation behind, so fewer tickets need escalating over time.",
        },
      ],
    },
    faqs: [
      {
        question: "Do you replace our L1 and L2 team?",
        answer:
          "No. This service sits above your existing team, taking what they cannot resolve. If you also need front-line capacity, our white-label helpdesk covers L1 and L2 and can escalate straight to this team.",
      },
      {
        question: "How do your engineers talk to our clients?",
        answer:
          "In your company name, using your email templates and phone system. Many escalations need a remote session with the end user, and our engineers book those through your normal scheduling process.",
      },
      {
        question: "How is escalation support priced?",
        answer:
          "Most MSPs buy a monthly block of hours that rolls over for one month if unused. Higher-volume partners take a dedicated L3 engineer seat at a flat monthly fee instead.",
      },
      {
        question: "What if a problem turns into a project?",
        answer:
          "If a fix requires significant change, such as redesigning a client's network, we raise it with you and scope it as a project. You decide whether to quote it to your client and who delivers it.",
      },
    ],
    cta: {
      title: "Clear the tickets your senior techs never get to",
      body: "Tell us how many tickets escalate each month and which technologies they involve. We will suggest a block of hours or a dedicated seat.",
      button: { label: "Plan escalation support", href: CONTACT },
    },
    related: [
      "msp-helpdesk-outsourcing",
      "technical-support-outsourcing-services",
      "msp-staff-augmentation-services",
      "white-label-msp-services",
    ],
  },
];
