import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ContentAnalysis,
  type GeneratedContent,
  type KeywordResearch,
  LENGTH_RANGES,
  type OptimizeCandidate,
} from "../../app/schemas/ai-seo";
import { createDb } from "../../worker/db/client";
import { blogs, pages } from "../../worker/db/schema";
import { syncCodePages } from "../../worker/services/content/pages";
import type { AiBinding } from "../../worker/services/outside/ai";
import { analyzeContent } from "../../worker/services/seo/ai-seo/analyze";
import { generateContent, trimToWords } from "../../worker/services/seo/ai-seo/generate";
import { countWords } from "../../worker/services/seo/ai-seo/writer";
import { fitDescription } from "../../worker/services/seo/fit-text";
import { api, signedIn } from "../factories/users";

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string };

/** A stand-in for the Workers AI binding: answers from a queue and records the prompts. */
function standInAi(answers: (string | Error)[]) {
  const calls: { model: string; prompt: string }[] = [];
  const binding: AiBinding = {
    async run(model, inputs) {
      calls.push({ model, prompt: inputs.messages.at(-1)?.content ?? "" });
      const next = answers.shift();
      if (next === undefined || next instanceof Error) throw next ?? new Error("no answer");
      return { response: next };
    },
  };
  return { binding, calls };
}

const words = (n: number, word = "managed") =>
  Array.from({ length: n }, (_, i) => (i % 12 === 11 ? `${word}.` : word)).join(" ");

let editor: string;
beforeAll(async () => {
  editor = (await signedIn("editor")).token;
});

describe("POST /api/ai-seo/analyze (rule-based)", () => {
  it("needs content, with the spec's text", async () => {
    const response = await api("/api/ai-seo/analyze", {
      method: "POST",
      token: editor,
      body: { content: "   ", targetKeywords: [] },
    });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).error).toBe("Content is required for analysis");
    const missing = await api("/api/ai-seo/analyze", { method: "POST", token: editor, body: {} });
    expect((await missing.json<ErrorBody>()).error).toBe("Content is required for analysis");
  });

  it("scores content and proposes a title <= 60 and a description of 120-160", async () => {
    const content =
      "# Patch management for small offices\n\nPatch management keeps every laptop and server up to date. Small offices often skip it because nobody owns it.\n\nShort text.";
    const response = await api("/api/ai-seo/analyze", {
      method: "POST",
      token: editor,
      body: { content, targetKeywords: ["patch management", "zero trust"] },
    });
    expect(response.status).toBe(200);
    const result = await response.json<ContentAnalysis>();
    expect(result.provider).toEqual({ id: "rule-based", label: "Rule-based (no AI model)" });
    expect(result.seoScore).toBeLessThan(80);
    expect(result.issues).toContain('Target keyword "zero trust" does not appear in the content.');
    expect(result.issues.some((i) => i.startsWith("Content is short"))).toBe(true);
    expect(result.keywordUsage[0]).toMatchObject({
      keyword: "patch management",
      count: 2,
      inTitle: true,
    });
    expect(result.optimizedTitle.length).toBeLessThanOrEqual(60);
    expect(result.optimizedTitle.toLowerCase()).toContain("patch management");
    expect(result.optimizedDescription.length).toBeGreaterThanOrEqual(120);
    expect(result.optimizedDescription.length).toBeLessThanOrEqual(160);
  });

  it("is for editors and admins", async () => {
    const { token } = await signedIn("author");
    const response = await api("/api/ai-seo/analyze", {
      method: "POST",
      token,
      body: { content: "x", targetKeywords: [] },
    });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/ai-seo/generate (rule-based)", () => {
  it("needs a topic and keywords, with the spec's text", async () => {
    for (const body of [
      { topic: "", keywords: ["a"] },
      { topic: "Backups", keywords: [] },
      { topic: "Backups", keywords: ["  "] },
      { keywords: ["a"] },
    ]) {
      const response = await api("/api/ai-seo/generate", { method: "POST", token: editor, body });
      expect(response.status).toBe(400);
      expect((await response.json<ErrorBody>()).error).toBe("Topic and keywords are required");
    }
  });

  it("keeps every length within the spec's word range, for every type and tone", async () => {
    const cases = [
      {
        topic: "Backup testing",
        keywords: ["backup", "disaster recovery"],
        contentType: "blog",
        tone: "professional",
      },
      {
        topic: "Zero trust for small firms",
        keywords: ["zero trust"],
        contentType: "page",
        tone: "technical",
      },
      {
        topic: "Helpdesk outsourcing",
        keywords: ["helpdesk", "SLA", "ticketing", "after-hours support", "escalation"],
        contentType: "service",
        tone: "friendly",
      },
      { topic: "Patch management", keywords: ["patching"], contentType: "product", tone: "casual" },
    ];
    for (const item of cases) {
      for (const length of ["short", "medium", "long"] as const) {
        const response = await api("/api/ai-seo/generate", {
          method: "POST",
          token: editor,
          body: {
            topic: item.topic,
            keywords: item.keywords,
            options: { contentType: item.contentType, tone: item.tone, length },
          },
        });
        expect(response.status).toBe(200);
        const result = await response.json<GeneratedContent>();
        const range = LENGTH_RANGES[length];
        const label = `${item.topic} ${length}`;
        expect(result.wordCount, label).toBe(countWords(result.content));
        expect(result.wordCount, label).toBeGreaterThanOrEqual(range.min);
        expect(result.wordCount, label).toBeLessThanOrEqual(range.max);
        expect(result.title.length, label).toBeLessThanOrEqual(60);
        expect(result.metaDescription.length, label).toBeGreaterThanOrEqual(120);
        expect(result.metaDescription.length, label).toBeLessThanOrEqual(160);
        expect(result.estimatedReadTime).toMatch(/^\d+ min read$/);
        expect(result.seoData.keywords).toEqual(item.keywords);
        expect(result.provider.id).toBe("rule-based");
      }
    }
  });

  it("is deterministic, uses the audience, and links this site's related pages", async () => {
    await syncCodePages({ db, env });
    const body = {
      topic: "Helpdesk outsourcing",
      keywords: ["helpdesk"],
      options: { length: "medium", targetAudience: "dental practices" },
    };
    const first = await (
      await api("/api/ai-seo/generate", { method: "POST", token: editor, body })
    ).json<GeneratedContent>();
    const second = await (
      await api("/api/ai-seo/generate", { method: "POST", token: editor, body })
    ).json<GeneratedContent>();
    expect(second.content).toBe(first.content);
    expect(first.content).toContain("dental practices");
    expect(first.content).toMatch(/\]\(\/[a-z0-9-]+\)/);
    const defaults = await (
      await api("/api/ai-seo/generate", {
        method: "POST",
        token: editor,
        body: { topic: "Cloud backup", keywords: ["backup"] },
      })
    ).json<GeneratedContent>();
    expect(defaults.content).toContain("MSP owners and IT professionals");
  });
});

describe("Workers AI provider (stand-in binding)", () => {
  const input = {
    topic: "Backup testing",
    keywords: ["backup"],
    options: {
      contentType: "blog" as const,
      tone: "professional" as const,
      length: "short" as const,
      targetAudience: "MSP owners and IT professionals",
    },
  };

  it("uses the model and says so; an over-long answer is trimmed into the range", async () => {
    const body = ["## One", words(200), "## Two", words(200), "## Three", words(200)].join("\n\n");
    const ai = standInAi([
      JSON.stringify({
        title: "Backup testing that works",
        metaDescription: "",
        excerpt: "E",
        content: body,
      }),
    ]);
    const result = await generateContent({ db, env: { ...env, AI: ai.binding } }, input);
    expect(result.provider).toEqual({
      id: "workers-ai",
      label: "Workers AI",
      model: "@cf/meta/llama-3.1-8b-instruct",
    });
    expect(ai.calls[0]?.prompt).toContain("between 300 and 500 words");
    expect(result.wordCount).toBeGreaterThanOrEqual(300);
    expect(result.wordCount).toBeLessThanOrEqual(500);
    expect(result.title).toBe("Backup testing that works");
  });

  it("regenerates a too-short answer, then falls back to rules with a notice", async () => {
    const short = JSON.stringify({ title: "T", content: words(50) });
    const ai = standInAi([short, short]);
    const result = await generateContent({ db, env: { ...env, AI: ai.binding } }, input);
    expect(ai.calls).toHaveLength(2);
    expect(ai.calls[1]?.prompt).toContain("The previous answer had 50 words");
    expect(result.provider.id).toBe("rule-based");
    expect(result.provider.notice).toContain("Workers AI answered 50 words twice");
    expect(result.wordCount).toBeGreaterThanOrEqual(300);

    const retried = standInAi([short, JSON.stringify({ title: "Fine", content: words(400) })]);
    const second = await generateContent({ db, env: { ...env, AI: retried.binding } }, input);
    expect(second.provider.id).toBe("workers-ai");
    expect(second.wordCount).toBe(400);
  });

  it("a failing model is reported as a rule-based answer, never as AI", async () => {
    const ai = standInAi([new Error("capacity exceeded")]);
    const analysis = await analyzeContent(
      { db, env: { ...env, AI: ai.binding } },
      { content: "Some content about backups.", targetKeywords: ["backup"] },
    );
    expect(analysis.provider.id).toBe("rule-based");
    expect(analysis.provider.notice).toContain("Workers AI failed: capacity exceeded");

    const good = standInAi([
      'Here you go: {"issues": ["Too vague"], "suggestions": ["Add numbers"], "optimizedTitle": "Backups", "optimizedDescription": "Short."}',
    ]);
    const merged = await analyzeContent(
      { db, env: { ...env, AI: good.binding } },
      { content: "Some content about backups.", targetKeywords: ["backup"] },
    );
    expect(merged.provider.id).toBe("workers-ai");
    expect(merged.issues).toContain("Too vague");
    expect(merged.suggestions[0]).toBe("Add numbers");
    expect(merged.optimizedDescription.length).toBeGreaterThanOrEqual(120);
  });

  it("trimToWords drops paragraphs from the end and keeps the last", () => {
    const text = ["intro words here", words(100), words(100), "closing line"].join("\n\n");
    const trimmed = trimToWords(text, 110);
    expect(countWords(trimmed)).toBeLessThanOrEqual(110);
    expect(trimmed.trim().endsWith("closing line")).toBe(true);
  });
});

describe("GET /api/ai-seo/research", () => {
  it("maps keywords per page and flags cannibalisation and near-duplicates with edit links", async () => {
    await syncCodePages({ db, env });
    const { user } = await signedIn("editor");
    const content =
      "## Ransomware recovery\n\nRansomware recovery plans for accounting firms: isolate, restore from immutable backups, notify insurers, and rehearse twice a year with the whole team.";
    for (const slug of ["ransomware-recovery-plan", "ransomware-recovery-plans"]) {
      await db.insert(blogs).values({
        id: crypto.randomUUID(),
        slug,
        title: "Ransomware recovery plans for accounting firms",
        excerpt: "How accounting firms recover from ransomware.",
        content,
        author: "Team",
        authorId: user.id,
        category: "Cybersecurity",
        seoKeywords: ["ransomware recovery"],
      });
    }
    const response = await api("/api/ai-seo/research", { token: editor });
    expect(response.status).toBe(200);
    const research = await response.json<KeywordResearch>();
    expect(research.provider.id).toBe("rule-based");
    const helpdesk = research.pages.find((p) => p.path === "/24-7-helpdesk");
    expect(helpdesk?.keywords.length).toBeGreaterThan(0);
    expect(helpdesk?.editUrl).toBe("/24-7-helpdesk/admin");
    const conflict = research.cannibalisation.find((c) => c.keyword === "ransomware recovery");
    expect(conflict?.pages.map((p) => p.path).sort()).toEqual([
      "/blog/ransomware-recovery-plan",
      "/blog/ransomware-recovery-plans",
    ]);
    const duplicate = research.nearDuplicates.find(
      (d) =>
        d.a.path === "/blog/ransomware-recovery-plan" &&
        d.b.path === "/blog/ransomware-recovery-plans",
    );
    expect(duplicate?.similarity).toBe(1);
    expect(duplicate?.b.editUrl).toBe("/admin/blog/ransomware-recovery-plans");
  });
});

describe("GET /api/ai-seo/optimize", () => {
  it("lists pages below 80 with proposals from the deploy path", async () => {
    await syncCodePages({ db, env });
    await db
      .update(pages)
      .set({ seoDescription: "Too short.", seoTitle: "Helpdesk" })
      .where(eq(pages.path, "/24-7-helpdesk"));
    const response = await api("/api/ai-seo/optimize", { token: editor });
    expect(response.status).toBe(200);
    const body = await response.json<{ candidates: OptimizeCandidate[]; total: number }>();
    const page = body.candidates.find((c) => c.path === "/24-7-helpdesk");
    expect(page?.score).toBeLessThan(80);
    expect(page?.problems).toContain("Description too short");
    expect(page?.current.description).toBe("Too short.");
    expect(page?.proposed.description).not.toBe("Too short.");
    expect(page?.reasons.length).toBeGreaterThan(0);
    expect(body.candidates.every((c) => c.score < 80)).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(body.candidates.length);
  });
});

describe("POST /api/ai-seo/auto-blog", () => {
  it("saves one unpublished draft per topic with the AI defaults", async () => {
    const response = await api("/api/ai-seo/auto-blog", {
      method: "POST",
      token: editor,
      body: {
        topics: ["Printer security", " ", "Wi-Fi for small offices"],
        options: { length: "short" },
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json<{
      results: { ok: boolean; id: string; slug: string }[];
      provider: { id: string };
    }>();
    expect(body.provider.id).toBe("rule-based");
    expect(body.results).toHaveLength(2);
    for (const result of body.results) {
      expect(result.ok).toBe(true);
      const row = await db.select().from(blogs).where(eq(blogs.id, result.id)).get();
      expect(row).toMatchObject({
        published: false,
        author: "AI generated",
        category: "AI Generated",
      });
    }
    const empty = await api("/api/ai-seo/auto-blog", {
      method: "POST",
      token: editor,
      body: { topics: [] },
    });
    expect((await empty.json<ErrorBody>()).error).toBe("Enter at least one topic");
  });
});

describe("fitDescription", () => {
  it("always lands within 120-160 characters and ends a sentence", () => {
    const bases = [
      "",
      "Short.",
      "Managed backup protects practice data. Short draft.",
      "Managed backup protects practice data for dental practices across the whole state",
      "One. Two. Three. Four. Five. Six. Seven. Eight. Nine. Ten. Eleven. Twelve. Thirteen. Fourteen. Fifteen. Sixteen. Seventeen.",
      "A very long opening sentence that goes on and on about managed services, helpdesk cover, security operations, patching, backups, compliance and everything else an MSP does every day without a break.",
      words(80),
    ];
    for (const base of bases) {
      const description = fitDescription(base);
      expect(description.length, base).toBeGreaterThanOrEqual(120);
      expect(description.length, base).toBeLessThanOrEqual(160);
      expect(description, base).toMatch(/[.!?]$/);
    }
    expect(fitDescription("Managed backup protects practice data. Short draft.")).not.toContain(
      "without.",
    );
  });
});
