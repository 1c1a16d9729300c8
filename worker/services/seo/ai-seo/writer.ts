import { wordsOf } from "../../../../app/lib/seo-analyzer";
import {
  type ContentType,
  type GenerateInput,
  LENGTH_RANGES,
  type Tone,
} from "../../../../app/schemas/ai-seo";
import { TITLE_MAX } from "../../../../app/schemas/seo-deploy";
import { capitalise, fitTitle, tidyCopy, titleCase } from "../fit-text";
import { readTopic, type TopicReading, titleCandidates } from "./topic";

// The rule-based writer: a deterministic article from sentence patterns, the topic, the
// keywords and this site's own pages (related links). It is a drafting aid, and every answer
// says it was made by rules, not by a model.

export interface RelatedPage {
  path: string;
  title: string;
  description: string;
}

interface Section {
  heading: string;
  /** Always included. */
  core: string[];
  /** Added one by one until the length's target is reached. */
  extra: string[];
  list?: string[];
}

/** A stable number from a string (FNV-1a), so the same topic always reads the same. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick<T>(items: readonly [T, ...T[]], seed: number, offset = 0): T {
  return items[(seed + offset) % items.length] ?? items[0];
}

const OPENERS: Record<Tone, readonly [string, ...string[]]> = {
  professional: [
    "For {audience}, {topic} done right is no longer optional: it shapes cost, risk and how quickly the business can move.",
    "What was once a technical detail is now a board-level question for {audience}: {topic}.",
  ],
  friendly: [
    "If you keep putting off work on {topic}, you are in good company: most {audience} do the same.",
    "Let's talk about {topic}: the work sounds complicated, but it gets much easier once you break it into steps.",
  ],
  technical: [
    "Work on {topic} touches identity, endpoints, networks and process, so it rewards a structured approach.",
    "Done well, work on {topic} becomes a set of measurable controls rather than a one-off project.",
  ],
  casual: [
    "Here's the short version: {topic} done right matters, and it doesn't have to be a headache.",
    "Nobody wakes up excited about {topic}, but getting the details right saves a lot of late nights.",
  ],
};

const CLOSERS: Record<Tone, readonly [string, ...string[]]> = {
  professional: [
    "Start with one measurable improvement this quarter, review it, then build on it.",
    "Treat {topic|the work} as an ongoing programme with an owner, a budget and a regular review.",
  ],
  friendly: [
    "Pick one step from this guide, try it this week, and see how much calmer things feel.",
    "You don't need to do everything at once: one good habit beats a perfect plan that never starts.",
  ],
  technical: [
    "Instrument each control, alert on drift, and review the metrics monthly.",
    "Automate what you can, document what you cannot, and test both regularly.",
  ],
  casual: [
    "Start small, keep at it, and call in help when you need it.",
    "Do the basics well and you're already ahead of most.",
  ],
};

/** Marks a mention of the subject; `alt` replaces it once the budget is spent ("" = always). */
const MENTION = /\uE000([Tt])([^\uE001]*)\uE001/g;

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)(?:\|([^}]*))?\}/g, (_, name: string, alt?: string) => {
    if (name.toLowerCase() === "topic") return `\uE000${name.charAt(0)}${alt ?? ""}\uE001`;
    const value = vars[name.toLowerCase()] ?? "";
    return name[0] === name[0]?.toUpperCase() && name !== name.toLowerCase()
      ? capitalise(value)
      : value;
  });
}

function keywordSection(keyword: string, index: number, seed: number): Section {
  const angles: [string, ...string[]] = [
    "Where {keyword} fits",
    "Getting {keyword} right",
    "{Keyword} in practice",
    "Making {keyword} work for you",
  ];
  const Keyword = capitalise(keyword);
  // Alternate wordings, so two keyword sections of one piece do not read the same.
  const cores: [string, string][] = [
    [
      `${Keyword} is where many teams see the quickest return. Start by writing down what you do today, who owns it, and how you would know if it stopped working.`,
      `A useful test here is simple: could a new member of staff follow the process from the documentation alone? If not, the process depends on one person's memory, and that is a risk in itself.`,
    ],
    [
      `${Keyword} deserves its own owner and its own short checklist. When it is everybody's job, it quietly becomes nobody's job.`,
      `Begin with the current state: which settings are in place, which are missing, and which exceptions were granted years ago and never reviewed.`,
    ],
  ];
  const extras: string[][] = [
    [
      `Measure it with two or three numbers you already have, such as ticket volumes, time to resolve, or the share of devices that meet your baseline. Review them monthly so trends show up before they become incidents.`,
      `When you compare providers or tools for this work, ask for evidence rather than promises: sample reports, response times from last quarter, and the name of the person who will look after your account.`,
      `Budget for it as a running cost, not a one-off purchase. Licences, reviews and small improvements each month cost less than a large clean-up every few years.`,
    ],
    [
      `Write the procedure as numbered steps with screenshots. Procedures that fit on one page get followed; long ones get skimmed.`,
      `Test it the way an attacker or an outage would: unannounced, at an awkward time, and with the usual expert away. What you learn is worth more than any audit report.`,
      `Share a short update with leadership each quarter: what improved, what is still open, and what decision you need from them.`,
    ],
  ];
  return {
    heading: titleCase(fill(pick(angles, seed, index), { keyword })),
    core: cores[index % 2] ?? [],
    extra: extras[index % 2] ?? [],
  };
}

/**
 * Sections only long pieces need: each is whole on its own, so they are added (core first,
 * then extras) only while the body is still under its target.
 */
function deepDives(primary: string, contentType: ContentType): Section[] {
  const step = (name: string, body: string): string => `**${name}.** ${body}`;
  return [
    {
      heading: "A closer look at each step",
      core: [
        step(
          "Assess",
          "Walk through every system and supplier with the people who use them. Note the owner, the age, the support status and what happens if it stops. Most teams find at least one forgotten service or account in the first hour.",
        ),
        step(
          "Prioritise",
          `Score each gap by how likely it is to cause trouble and how much trouble it would cause. Anything touching ${primary === "{topic|this work}" ? "{topic|this area}" : primary}, customer data or payroll goes to the top of the list.`,
        ),
      ],
      extra: [
        step(
          "Fix the basics",
          "Agree a short baseline: supported operating systems, automatic updates, multi-factor sign-in, tested backups and a named owner for each system. Write it on one page so everyone can follow it.",
        ),
        step(
          "Automate",
          "Use the tools you already have to apply the baseline everywhere and to warn you when something drifts. Automation is what keeps the baseline true on a busy Friday afternoon.",
        ),
        step(
          "Review",
          "Each month, look at what changed, what broke and what improved. Keep the meeting short and always end it with one agreed improvement and an owner.",
        ),
      ],
    },
    {
      heading: "Building the business case",
      core: [
        "Decision makers respond to cost, risk and time. Put a number on each: what an hour of downtime costs, which incidents you had last year, and how many staff hours routine fixes consume every month.",
        "Compare that with the cost of the plan. In most small and mid-sized organisations the plan pays for itself within the first year, before counting the incidents that never happen.",
      ],
      extra: [
        "Present the case in one page: the problem, the plan, the cost, and the three numbers you will report every month. Short, honest business cases are approved faster than long ones.",
        "Expect questions about disruption. Explain that changes are rolled out in small waves, starting with the IT team and a few volunteers, so any problem is found early and affects few people.",
      ],
    },
    {
      heading: "Measuring success",
      core: [
        "Choose a small set of measures and keep them for at least a year, so trends are visible. Good candidates are unplanned downtime, time to resolve urgent tickets, and the share of devices that meet the baseline.",
        `For ${primary}, add one measure that a non-technical manager understands, such as hours lost per month or the number of requests that waited more than a day.`,
      ],
      extra: [
        "Report the measures the same way every month. A simple table with this month, last month and the same month last year tells most of the story without any commentary.",
        "When a number moves the wrong way, treat it as information rather than failure. Ask what changed, fix the cause, and note the lesson in your documentation.",
      ],
    },
    {
      heading: contentType === "blog" ? "What this looks like in practice" : "A typical engagement",
      core: [
        "Consider a 40-person professional services firm with one in-house IT generalist. Before the programme, urgent issues arrived weekly, backups were checked only when something went wrong, and nobody was sure which laptops were still supported.",
        "Within three months of following the plan above, the firm had a current inventory, automatic updates on every device, monthly restore tests and a short report for the partners. Urgent tickets fell by more than half.",
      ],
      extra: [
        "The in-house generalist moved from firefighting to projects the business had wanted for years, while the managed service provider handled monitoring, patching and out-of-hours cover.",
        "None of this required new hardware. The biggest changes were clear ownership, written procedures and a monthly review that everyone attended.",
      ],
    },
    {
      heading: "Questions to ask a provider",
      core: ["Before you sign with any partner, ask for straight answers to these questions:"],
      list: [
        "Who is on shift at 3 a.m. on a Sunday, and how quickly will they respond?",
        "Which reports will we receive each month, and can we see a sample?",
        "How do you document our systems, and do we own that documentation?",
        "What happens to our data and access when the contract ends?",
      ],
      extra: [
        "Good providers answer these questions without hesitation and put the answers in the contract. Vague answers now usually mean disappointing service later.",
      ],
    },
  ];
}

function sectionsFor(
  input: GenerateInput,
  reading: TopicReading,
  related: readonly RelatedPage[],
  seed: number,
): Section[] {
  const { contentType } = input.options;
  const keywords = reading.keywords.slice(0, 5);
  // The subject's later mentions go through the mention budget (spendMentions).
  const primary = keywords[0] ?? "{topic|this work}";
  const steps: Section = {
    heading: contentType === "blog" ? "A practical plan in five steps" : "How it works",
    core: ["The plan below works for small teams and scales as you grow."],
    list: [
      `**Assess**: list your systems, users and suppliers, and note where you are weakest today.`,
      `**Prioritise**: rank the gaps by business impact, starting with anything that could stop work or expose data.`,
      `**Fix the basics**: put owners, simple procedures and regular checks in place before buying new tools.`,
      `**Automate**: use your RMM, PSA and identity tools to apply the same settings everywhere and alert on drift.`,
      `**Review**: meet monthly, look at the numbers, and agree one improvement for the next month.`,
    ],
    extra: [
      "Each step has a clear output: an inventory, a ranked list, a baseline, automated checks and a monthly report. If you cannot point to the output, the step is not finished.",
      "Most organisations complete the first pass in four to eight weeks. After that, the work becomes a steady rhythm rather than a project.",
    ],
  };
  const why: Section = {
    heading: `What Is at Stake for ${titleCase(input.options.targetAudience)}`,
    core: [
      "Downtime, data loss and security incidents rarely come from one dramatic failure. They come from small gaps that nobody owned: an unpatched server, an account that was never removed, a backup that was never tested.",
      "Good work on {topic|this} closes those gaps in a way you can see and measure, which also makes conversations with customers, auditors and insurers much easier.",
    ],
    extra: [
      "Cyber insurers now ask detailed questions about multi-factor authentication, backups and patching. Clear answers lower premiums and speed up renewals.",
      "Customers increasingly ask the same questions in security questionnaires. A documented approach turns a week of back-and-forth into an afternoon.",
      "There is also a staffing angle: documented, repeatable processes mean holidays, sick days and staff turnover no longer put the business at risk.",
    ],
  };
  const mistakes: Section = {
    heading: "Common mistakes to avoid",
    core: [
      "Most problems we see come from a handful of habits that are easy to fix once you know them.",
    ],
    list: [
      "Buying a tool before agreeing who owns the process it supports.",
      "Treating the work as a one-off project instead of a monthly routine.",
      "Keeping knowledge in one person's head rather than in shared documentation.",
      "Measuring activity (tickets closed) instead of outcomes (time lost, risk reduced).",
    ],
    extra: [
      "None of these need a large budget to fix. They need an owner, a short checklist and a fixed date in the calendar to review progress.",
    ],
  };
  const partner: Section = {
    heading: contentType === "blog" ? "How a managed service provider helps" : "Why work with us",
    core: [
      "A managed service provider brings tested procedures, round-the-clock monitoring and engineers who have solved the same problem many times before.",
      "For {audience}, that means predictable monthly costs and the freedom to focus on customers instead of firefighting.",
    ],
    extra: [
      "Look for a partner who reports in plain language, shares the metrics behind each report, and agrees clear response and resolution times in writing.",
      "A good partner also works alongside your own team: they take the routine work and out-of-hours cover, while your staff keep the knowledge of the business.",
    ],
  };
  const faq: Section = {
    heading: "Frequently asked questions",
    core: [
      `**How long does it take to see results from ${primary}?** Most teams see fewer urgent tickets within the first month and clear, reportable improvements within a quarter.`,
      "**Do we need new software?** Usually not at first. Start with the tools you already pay for; many of them have features that are switched off.",
    ],
    extra: [
      "**Who should own {topic|this work}?** One named person, with time set aside each month. They do not have to do all the work, but they make sure it happens.",
      "**How do we know it is working?** Pick three numbers before you start, such as incidents per month, time to resolve and the share of devices on the baseline, and track them every month.",
      "**What does it cost?** Less than the incidents it prevents. A single day of downtime for a small team often costs more than a year of routine maintenance.",
      ...keywords
        .slice(1)
        .map(
          (keyword) =>
            `**Where does ${keyword} fit in?** Treat it as part of the same monthly routine: an owner, a short checklist and one number to watch.`,
        ),
    ],
  };
  const relatedSection: Section | null =
    related.length > 0
      ? {
          heading: "Related services",
          core: ["These pages on our site go deeper into the topics above:"],
          list: related
            .slice(0, 4)
            .map((page) => `[${page.title}](${page.path}): ${page.description}`),
          extra: [],
        }
      : null;
  const conclusion: Section = {
    heading: "Next steps",
    core: [pick(CLOSERS[input.options.tone], seed)],
    extra: [
      "If you would like a second opinion, book a short call with our team: we will review where you are today and suggest the three changes that would make the biggest difference.",
    ],
  };
  return [
    why,
    ...keywords.map((keyword, index) => keywordSection(keyword, index, seed)),
    ...deepDives(primary, contentType),
    // Without keywords of its own, a long piece may need one more section: on the subject.
    ...(keywords.length === 0 ? [keywordSection(reading.subject, 0, seed)] : []),
    steps,
    mistakes,
    partner,
    faq,
    ...(relatedSection ? [relatedSection] : []),
    conclusion,
  ];
}

/** Words of a markdown body as readers count them (links and emphasis marks removed). */
export function countWords(markdown: string): number {
  return wordsOf(markdown.replace(/\]\([^)]*\)/g, "]").replace(/[#*_>`[\]]/g, " ")).length;
}

/** Fills the subject's mentions in order: `budget` of them by name, later ones by their stand-in. */
function spendMentions(text: string, subject: string, budget: number): string {
  let named = 0;
  return text.replace(MENTION, (_, initial: string, alt: string) => {
    const value = alt === "" || named < budget ? subject : alt;
    if (value === subject) named++;
    return initial === "T" ? capitalise(value) : value;
  });
}

function render(intro: string[], sections: Section[], used: Map<Section, number>): string {
  const parts = [intro.join(" ")];
  for (const section of sections) {
    parts.push(`## ${section.heading}`);
    parts.push(...section.core);
    if (section.list) parts.push(section.list.map((item) => `- ${item}`).join("\n"));
    parts.push(...section.extra.slice(0, used.get(section) ?? 0));
  }
  return `${parts.join("\n\n")}\n`;
}

/** A rule-based article whose body is within the length's word range. */
export function writeArticle(
  input: GenerateInput,
  related: readonly RelatedPage[],
): { title: string; content: string; wordCount: number } {
  const seed = seedOf(`${input.topic}|${input.keywords.join(",")}`);
  // Mid-sentence the topic reads as a noun phrase in sentence case ("after-hours NOC" for
  // "Why MSPs Outsource Their After-Hours NOC"), acronyms and names as spelled (topic.ts).
  const reading = readTopic(input.topic, input.keywords);
  const vars = { audience: input.options.targetAudience };
  const range = LENGTH_RANGES[input.options.length];
  // The subject is named about once per 50 words (2%) at most, so it is not stuffed.
  const subjectWords = Math.max(1, wordsOf(reading.subject).length);
  const budget = Math.max(2, Math.floor((0.02 * range.min) / subjectWords));
  const target = Math.round((range.min + range.max) / 2);
  const fillSection = (section: Section): Section => ({
    heading: fill(section.heading, vars),
    core: section.core.map((s) => fill(s, vars)),
    extra: section.extra.map((s) => fill(s, vars)),
    list: section.list?.map((s) => fill(s, vars)),
  });
  const all = sectionsFor(input, reading, related, seed).map(fillSection);
  const own = Math.min(5, reading.keywords.length);
  const optional = new Set(all.slice(1 + own, own === 0 ? 7 : 6 + own));
  let sections = all.filter((section) => !optional.has(section));
  const intro = [fill(pick(OPENERS[input.options.tone], seed), vars), aboutLine(input, reading)];
  const used = new Map<Section, number>();
  const draw = () =>
    tidyCopy(spendMentions(render(intro, sections, used), reading.subject, budget));
  // Short pieces keep only the sections that fit; longer ones add detail section by section.
  while (countWords(draw()) > range.max && sections.length > 3) {
    sections = [...sections.slice(0, -3), ...sections.slice(-2)];
  }
  let added = true;
  while (countWords(draw()) < target && added) {
    added = false;
    for (const section of sections) {
      const n = used.get(section) ?? 0;
      if (n < section.extra.length) {
        used.set(section, n + 1);
        added = true;
        if (countWords(draw()) >= target) break;
      }
    }
  }
  // Still short (long pieces): add whole deep-dive sections, each with its extras, in order.
  for (const section of optional) {
    if (countWords(draw()) >= target) break;
    const faq = sections.findIndex((s) => s.heading === "Frequently asked questions");
    const at = faq === -1 ? sections.length - 1 : faq;
    sections = [...sections.slice(0, at), section, ...sections.slice(at)];
    for (let n = 1; n <= section.extra.length; n++) {
      if (countWords(draw()) >= target) break;
      used.set(section, n);
    }
  }
  let content = draw();
  // Trim whole paragraphs from the end of the extras if the last addition overshot.
  while (countWords(content) > range.max) {
    const section = [...sections].reverse().find((s) => (used.get(s) ?? 0) > 0);
    if (!section) break;
    used.set(section, (used.get(section) ?? 1) - 1);
    content = draw();
  }
  const title = titleOf(reading, input, seed);
  return { title, content, wordCount: countWords(content) };
}

/** The first title that fits 60 characters, varied by the seed; else the topic, fitted. */
function titleOf(reading: TopicReading, input: GenerateInput, seed: number): string {
  const { preferred, plain } = titleCandidates(
    reading,
    input.options.targetAudience,
    input.options.contentType === "blog",
  );
  const fitting = preferred.map(tidyCopy).filter((title) => title.length <= TITLE_MAX);
  const [first, ...rest] = fitting;
  if (first) return pick([first, ...rest], seed);
  return fitTitle(tidyCopy(plain), TITLE_MAX);
}

/** The intro's second sentence: what the piece covers, in the topic's own shape. */
function aboutLine(input: GenerateInput, reading: TopicReading): string {
  const type = typeLabel(input.options.contentType);
  const audience = input.options.targetAudience;
  if (reading.shape === "question") {
    return `This ${type} answers a question we often hear from ${audience}: ${reading.phrase}?`;
  }
  if (reading.shape === "how-to") {
    return `This ${type} shows ${reading.phrase.replace(/^how to/i, "how to")}, step by step, and the mistakes that cost the most.`;
  }
  if (reading.shape === "versus") {
    return `This ${type} compares the options: what each does well, what it costs and when to choose which.`;
  }
  return `This ${type} explains what good looks like, the steps that get you there, and the mistakes that cost the most.`;
}

function typeLabel(type: ContentType): string {
  return type === "blog"
    ? "article"
    : type === "page"
      ? "page"
      : type === "service"
        ? "service overview"
        : "product overview";
}
