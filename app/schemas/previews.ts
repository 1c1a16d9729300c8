import { z } from "zod";

// Share links for drafts (issue 35): `/preview/{token}` shows one post or one page's draft,
// as it would publish, to anyone holding the link, until it expires or is revoked. What the
// API takes and answers; shared by the Worker, the blog editor and the inline toolbar.

/**
 * A target schema: a post by its id, or a page by a path `pathPattern` admits. Share links and
 * comments take pages of the catalogue; a review also takes a post's page (its inline edits).
 */
export function draftTargetSchema(pathPattern: RegExp, pathMessage: string) {
  return z.discriminatedUnion(
    "type",
    [
      z.object({
        type: z.literal("post"),
        id: z.string("A post target needs the post's id").trim().min(1).max(100),
      }),
      z.object({
        type: z.literal("page"),
        path: z
          .string("A page target needs the page's path")
          .trim()
          .regex(pathPattern, pathMessage),
      }),
    ],
    { error: 'target must be {type: "post", id} or {type: "page", path}' },
  );
}

/** "post:{id}" or "page:/path" (a list's query) as a target of `schema`, or null. */
export function targetFromQuery<T>(schema: z.ZodType<T>, text: string): T | null {
  const parsed = schema.safeParse(
    text.startsWith("post:")
      ? { type: "post", id: text.slice(5) }
      : text.startsWith("page:")
        ? { type: "page", path: text.slice(5) }
        : null,
  );
  return parsed.success ? parsed.data : null;
}

/** A post by its id, or a page by its path ("/" for home). */
export const PreviewTargetSchema = draftTargetSchema(
  /^\/(?:[a-z0-9][a-z0-9-]{0,119})?$/,
  "A page target's path is / or /page-slug",
);
export type PreviewTarget = z.infer<typeof PreviewTargetSchema>;

/** How long a link works, in seconds: 1 hour to 30 days, 7 days unless chosen. */
export const PREVIEW_MIN_SECONDS = 60 * 60;
export const PREVIEW_MAX_SECONDS = 30 * 24 * 60 * 60;
export const PREVIEW_DEFAULT_SECONDS = 7 * 24 * 60 * 60;

/** The choices the share dialogs offer (any whole number of seconds in range is accepted). */
export const PREVIEW_DURATIONS = [
  { seconds: 60 * 60, label: "1 hour" },
  { seconds: 24 * 60 * 60, label: "1 day" },
  { seconds: PREVIEW_DEFAULT_SECONDS, label: "7 days" },
  { seconds: PREVIEW_MAX_SECONDS, label: "30 days" },
] as const;

export const PREVIEW_EXPIRY_MESSAGE = "A preview link lasts from 1 hour to 30 days";

/** `POST /api/previews`. */
export const PreviewCreateSchema = z.object({
  target: PreviewTargetSchema,
  expiresIn: z
    .number(PREVIEW_EXPIRY_MESSAGE)
    .int(PREVIEW_EXPIRY_MESSAGE)
    .min(PREVIEW_MIN_SECONDS, PREVIEW_EXPIRY_MESSAGE)
    .max(PREVIEW_MAX_SECONDS, PREVIEW_EXPIRY_MESSAGE)
    .default(PREVIEW_DEFAULT_SECONDS),
});
export type PreviewCreate = z.infer<typeof PreviewCreateSchema>;

/** `GET /api/previews?target=post:{id}` or `?target=page:/path`. */
export const PreviewListQuerySchema = z.object({
  target: z
    .string("target is required: post:{id} or page:/path")
    .transform((text, ctx): PreviewTarget => {
      const parsed = targetFromQuery(PreviewTargetSchema, text);
      if (parsed) return parsed;
      ctx.addIssue({ code: "custom", message: "target must be post:{id} or page:/path" });
      return z.NEVER;
    }),
});

/** A target as the list's query spells it. */
export const previewTargetQuery = (target: PreviewTarget) =>
  target.type === "post" ? `post:${target.id}` : `page:${target.path}`;

/** Whether a link still shows its draft. */
export type PreviewState = "active" | "expired" | "revoked";

/** A share link as the API lists it. The link itself is answered once, when it is made. */
export interface PreviewLink {
  id: string;
  target: PreviewTarget;
  /** Who made it (username). */
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: PreviewState;
  /** Times the preview was opened, and the last time. */
  views: number;
  lastViewedAt: string | null;
}

/** `POST /api/previews`'s answer: the link, shown this once (only its hash is stored). */
export interface PreviewCreated {
  preview: PreviewLink;
  url: string;
}

/** What someone opening a link that no longer works reads (never the live page instead). */
export const PREVIEW_GONE = {
  missing: {
    title: "This preview link does not exist",
    body: "Check that the whole link was copied, or ask the person who shared it for a new one.",
  },
  expired: {
    title: "This preview link has expired",
    body: "Preview links work for a limited time. Ask the person who shared it for a new one.",
  },
  revoked: {
    title: "This preview link was turned off",
    body: "The person who shared it revoked it. Ask them for a new one if you still need it.",
  },
  gone: {
    title: "The draft of this preview no longer exists",
    body: "The post or page was deleted after the link was shared.",
  },
} as const;
