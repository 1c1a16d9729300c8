import type { ServicePageContent } from "../types";

const CONTACT = "/#contact";
const BOOK_A_CALL = { label: "Book a call", href: "booking" };
const HUB = "/msp-outsourcing-services";

/**
 * Pages for managed service providers: white-label delivery inside the MSP's own PSA and RMM,
 * to the MSP's SLAs and under its brand, priced so the MSP keeps its margin. Every paragraph
 * longer than 20 words is written for its page alone.
 */
export const MSP_PAGES: ServicePageContent[] = [
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
      "Outsource MSP work to India: helpdesk, NOC and project engineers who work in your PSA under your brand, with US oversight, shift overlap and per-seat pricing.",
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
];
