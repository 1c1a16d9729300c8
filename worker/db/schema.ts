import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LEAD_NOTIFY_STATUSES, LEAD_STATUSES } from "../../app/schemas/lead";
import type { PageSettingsValues } from "../../app/schemas/page-settings";
import { createdAt, now, stringList, updatedAt, version } from "./columns";

// Times are ISO-8601 UTC strings. Rows that can be edited concurrently carry `version`.

export const ROLES = ["admin", "editor", "author"] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("admin"),
    /** Where review and mention mail goes (issue 35); null: none is sent. */
    email: text("email"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    mfaEnabled: integer("mfa_enabled", { mode: "boolean" }).notNull().default(false),
    /** AES-GCM ciphertext of the TOTP secret (base32), never sent to a client. */
    mfaSecret: text("mfa_secret"),
    /** AES-GCM ciphertext of a secret offered by MFA set-up and not yet confirmed. */
    mfaPendingSecret: text("mfa_pending_secret"),
    /** The last TOTP time step accepted, so a code is usable once. */
    mfaLastStep: integer("mfa_last_step"),
    /** Hashes of the unused recovery codes (a JSON array). */
    recoveryCodes: text("recovery_codes", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: text("last_login"),
    version: version(),
  },
  (t) => [uniqueIndex("users_username_unique").on(sql`lower(${t.username})`)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the random session id; the id itself lives only in the token and cookie. */
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at").notNull().default(now),
    /** Absolute end of the session, whatever its activity. */
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /**
     * When this session's user last proved who they are (sign-in or step-up: a password, a
     * second factor or a passkey). Null on sessions older than step-up: treated as created_at.
     */
    authenticatedAt: text("authenticated_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A user's WebAuthn credentials (passkeys). */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url, as the authenticator reports it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The signature counter last seen (0 for authenticators that do not count). */
    counter: integer("counter").notNull().default(0),
    transports: stringList("transports"),
    /** "singleDevice" or "multiDevice" (synced passkey). */
    deviceType: text("device_type"),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull().default(false),
    /** The user's name for it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: text("last_used_at"),
    version: version(),
  },
  (t) => [
    uniqueIndex("passkeys_credential_unique").on(t.credentialId),
    index("passkeys_user_idx").on(t.userId),
  ],
);

export const WEBAUTHN_PURPOSES = ["register", "login", "second-factor", "reauth"] as const;

/** Outstanding WebAuthn challenges: single use (deleted when used), 5 minutes to live. */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    /** The challenge, base64url, as sent to the browser. */
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: WEBAUTHN_PURPOSES }).notNull(),
    /** Whose it is (registration, second factor, step-up); null for a passkey-only sign-in. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Lower-cased, whether or not such a user exists. */
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    /** What the attempt was (lockout.ts AttemptKind); a passkey sign-in has no username (""). */
    kind: text("kind", { enum: ["password", "mfa", "passkey", "passkey-options"] })
      .notNull()
      .default("password"),
    success: integer("success", { mode: "boolean" }).notNull(),
    /** The id of the trusted-device cookie the attempt came with, if any (its own budget). */
    device: text("device"),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_username_idx").on(t.username, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
    index("login_attempts_device_idx").on(t.device, t.createdAt),
  ],
);

export const blogs = sqliteTable(
  "blogs",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown. */
    content: text("content").notNull().default(""),
    author: text("author").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    categoryColor: text("category_color").notNull().default("#3B82F6"),
    readTime: text("read_time").notNull().default("5 min read"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    image: text("image"),
    /** The featured image's alt text ("" with an image: decorative). */
    imageAlt: text("image_alt").notNull().default(""),
    tags: stringList("tags"),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    seoKeywords: stringList("seo_keywords"),
    seoCanonicalUrl: text("seo_canonical_url").notNull().default(""),
    /** A future time keeps the post a draft until the cron publishes it. */
    publishAt: text("publish_at"),
    publishedAt: text("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("blogs_slug_unique").on(t.slug),
    index("blogs_published_idx").on(t.published, t.featured, t.createdAt),
    index("blogs_publish_at_idx").on(t.publishAt),
  ],
);

export const pages = sqliteTable(
  "pages",
  {
    id: text("id").primaryKey(),
    /** "/" or "/some-slug". */
    path: text("path").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The template that renders it: home, service, regional, landing, legal, blog-index … */
    component: text("component").notNull(),
    /** "code" for pages typed in app/content, "d1" for pages created in the admin. */
    source: text("source", { enum: ["code", "d1"] })
      .notNull()
      .default("code"),
    /** JSON page data for pages created in the admin (same shape as code pages). */
    content: text("content"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoKeywords: stringList("seo_keywords"),
    /** The social (Open Graph) image: "/images/…" or an https:// address; null for the site's. */
    seoImage: text("seo_image"),
    lastModified: text("last_modified").notNull().default(now),
    modifiedBy: text("modified_by"),
    version: version(),
  },
  (t) => [uniqueIndex("pages_path_unique").on(t.path)],
);

export const INLINE_CONTENT_STATUSES = ["draft", "published"] as const;

export const inlineContent = sqliteTable(
  "inline_content",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pagePath: text("page_path").notNull(),
    pageType: text("page_type").notNull(),
    status: text("status", { enum: INLINE_CONTENT_STATUSES }).notNull(),
    /** JSON content map: { text_element_1: { type, content, selector }, … }. */
    content: text("content").notNull(),
    htmlSample: text("html_sample").notNull().default(""),
    /**
     * On the draft row: JSON of the Page settings this draft sets (SEO title, description,
     * social image, a created page's title), only those it changes from the published ones
     * (the catalogue's); null when it sets none. Publish writes them into `pages`.
     */
    settings: text("settings"),
    /** On the draft row: when the cron publishes it (ISO time), or null. */
    publishAt: text("publish_at"),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
    version: version(),
  },
  (t) => [uniqueIndex("inline_content_page_status_unique").on(t.pagePath, t.status)],
);

export const inlineContentRevisions = sqliteTable(
  "inline_content_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pagePath: text("page_path").notNull(),
    pageType: text("page_type").notNull(),
    action: text("action", {
      enum: ["save", "publish", "unpublish", "delete", "restore", "schedule"],
    }).notNull(),
    content: text("content").notNull(),
    /** The element keys this revision changed. */
    changed: stringList("changed"),
    /** The draft version this revision produced (0 when the draft was removed). */
    version: integer("version").notNull().default(0),
    /**
     * JSON { values, changed }: the page's settings as this revision left the draft (or as it
     * published them) and which of them it changed; null for a blog post's page and for
     * revisions recorded before settings joined the draft.
     */
    settings: text("settings"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
  },
  (t) => [index("inline_content_revisions_page_idx").on(t.pagePath, t.createdAt)],
);

export const PUBLISH_SCHEDULE_KINDS = ["inline", "blog"] as const;
export const PUBLISH_SCHEDULE_STATUSES = ["pending", "published", "refused", "cancelled"] as const;

/**
 * A publish set for a time: the exact version staff reviewed (a page's inline map or a post's
 * fields), frozen when it was scheduled, so later saves are not what the cron publishes. At
 * most one pending schedule per target; a new one cancels it.
 */
export const publishSchedules = sqliteTable(
  "publish_schedules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    targetKind: text("target_kind", { enum: PUBLISH_SCHEDULE_KINDS }).notNull(),
    /** The page path (inline) or the post's id (blog). */
    target: text("target").notNull(),
    /** JSON: { pageType, content, htmlSample } for inline; the post's columns for blog. */
    snapshot: text("snapshot").notNull(),
    /** The draft (or post) version the snapshot was taken from. */
    baseVersion: integer("base_version").notNull(),
    publishAt: text("publish_at").notNull(),
    scheduledById: text("scheduled_by_id"),
    scheduledBy: text("scheduled_by").notNull(),
    scheduledAt: text("scheduled_at").notNull().default(now),
    /** An admin's reason to publish despite the SEO gate; re-checked when the cron runs. */
    overrideReason: text("override_reason"),
    status: text("status", { enum: PUBLISH_SCHEDULE_STATUSES }).notNull().default("pending"),
    /** Why it was refused or cancelled. */
    reason: text("reason"),
    finishedAt: text("finished_at"),
    /**
     * The cron run that took this due schedule to publish it (a random token) and since when;
     * its publish lands only while the schedule is still pending under that token.
     */
    claimToken: text("claim_token"),
    claimedAt: text("claimed_at"),
  },
  (t) => [
    uniqueIndex("publish_schedules_pending_unique")
      .on(t.targetKind, t.target)
      .where(sql`${t.status} = 'pending'`),
    index("publish_schedules_due_idx").on(t.status, t.publishAt),
    index("publish_schedules_target_idx").on(t.targetKind, t.target, t.id),
  ],
);

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  /** JSON; when `encrypted`, the AES-GCM ciphertext of the JSON. */
  value: text("value").notNull(),
  encrypted: integer("encrypted", { mode: "boolean" }).notNull().default(false),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
  version: version(),
});

export const leads = sqliteTable(
  "leads",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    message: text("message").notNull(),
    ip: text("ip").notNull().default(""),
    /**
     * The network the hourly limit counts by (senderNetwork: the IPv4 address, an IPv6 /64),
     * so a client rotating the low bits of its IPv6 address is still one sender.
     */
    senderNetwork: text("sender_network").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    /**
     * The path of the page whose form sent the lead ("/" for the home page's); "" for a lead
     * sent through the API or stored before leads recorded their page.
     */
    pagePath: text("page_path").notNull().default(""),
    /** The lead's visit (issue 33: first page, referrer, campaign); "" each when unknown. */
    landingPage: text("source_landing_page").notNull().default(""),
    referrer: text("source_referrer").notNull().default(""),
    utmSource: text("source_utm_source").notNull().default(""),
    utmMedium: text("source_utm_medium").notNull().default(""),
    utmCampaign: text("source_utm_campaign").notNull().default(""),
    createdAt: createdAt(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    note: text("note").notNull().default(""),
    /** The staff member who owns the lead (users.id); null for nobody. */
    ownerId: text("owner_id"),
    /**
     * Set by every write (createLead sets it to createdAt). SQLite cannot add a column whose
     * default is an expression, so the migration fills old rows from created_at.
     */
    updatedAt: text("updated_at").notNull().default(""),
    updatedBy: text("updated_by"),
    version: version(),
    /** The new-lead mail: pending until sent; failed sends are retried by the cron. */
    notifyStatus: text("notify_status", { enum: LEAD_NOTIFY_STATUSES })
      .notNull()
      .default("pending"),
    notifyAttempts: integer("notify_attempts").notNull().default(0),
    notifyError: text("notify_error"),
    notifiedAt: text("notified_at"),
    /**
     * When a sender claimed the mail (services/leads/mail.ts); another sender leaves the lead alone until
     * the claim is cleared or older than the claim's lease, so no lead is mailed twice at once.
     */
    notifyClaimedAt: text("notify_claimed_at"),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_sender_network_idx").on(t.senderNetwork, t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt),
    index("leads_notify_idx").on(t.notifyStatus),
  ],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: createdAt(),
    actorId: text("actor_id"),
    actorUsername: text("actor_username"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    /** JSON with no secrets in it. */
    details: text("details"),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
);

/**
 * One change made in edit mode's Page settings, before and after, keyed by the page's id (which
 * a slug change keeps), so it can be reverted while the page still carries what it wrote.
 */
export const pageSettingsChanges = sqliteTable(
  "page_settings_changes",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id").notNull(),
    /** The page's path after the change (for display; a later slug change does not move it). */
    pagePath: text("page_path").notNull(),
    before: text("before", { mode: "json" }).$type<PageSettingsValues>().notNull(),
    after: text("after", { mode: "json" }).$type<PageSettingsValues>().notNull(),
    /** The page row's version after the change (a draft-only change leaves the row as it was). */
    pageVersion: integer("page_version").notNull(),
    changedById: text("changed_by_id"),
    changedBy: text("changed_by").notNull(),
    changedAt: createdAt(),
    revertedAt: text("reverted_at"),
    revertedBy: text("reverted_by"),
  },
  (t) => [index("page_settings_changes_page_idx").on(t.pageId, t.changedAt)],
);

/**
 * The media library: one row per image stored in R2 (`IMAGES`), keyed by its R2 key, with what
 * the file's bytes say (pixel size, bytes, type) and what staff say (alt text, decorative).
 */
export const media = sqliteTable(
  "media",
  {
    key: text("key").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    /** Pixels; null when the file's header could not be read. */
    width: integer("width"),
    height: integer("height"),
    /** Describes the image for people who cannot see it; "" when decorative or not yet written. */
    alt: text("alt").notNull().default(""),
    /** Decorative images render with alt="" on purpose. */
    decorative: integer("decorative", { mode: "boolean" }).notNull().default(false),
    /**
     * Every alt text the image has had, the current one included (latest last, at most
     * MAX_FORMER_ALTS): an alt a post copied from the library when the image was inserted
     * follows the library's later changes (app/schemas/media.ts altOfImage).
     */
    formerAlts: stringList("former_alts"),
    uploadedById: text("uploaded_by_id"),
    uploadedBy: text("uploaded_by").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index("media_created_idx").on(t.createdAt)],
);

export const CRON_JOB_STATUSES = ["ok", "failed"] as const;

/**
 * The last run of each cron job, one row per job, written by one upsert per run (never read
 * then written): the last success and the last failure with its message, for site health.
 */
export const cronJobs = sqliteTable("cron_jobs", {
  name: text("name").primaryKey(),
  status: text("status", { enum: CRON_JOB_STATUSES }).notNull(),
  /** When the last recorded run started; an older run finishing later does not overwrite it. */
  lastRunAt: text("last_run_at").notNull(),
  lastSuccessAt: text("last_success_at"),
  lastFailureAt: text("last_failure_at"),
  /** The last failure's message (kept after a later success, as history). */
  lastError: text("last_error"),
});

/**
 * IndexNow submissions (issue 22): what was sent, why, and what the endpoint answered; site
 * health shows the latest. Old rows are trimmed by housekeeping.
 */
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type Blog = typeof blogs.$inferSelect;
export type Page = typeof pages.$inferSelect;
export type InlineContentRow = typeof inlineContent.$inferSelect;
export type Setting = typeof settings.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type PageSettingsChange = typeof pageSettingsChanges.$inferSelect;
export type PublishSchedule = typeof publishSchedules.$inferSelect;
export type CronJobRow = typeof cronJobs.$inferSelect;

// The SEO tools' tables live beside this file; one schema module for drizzle and the services.
export * from "./analytics-schema";
export * from "./live-schema";
export * from "./redirects-schema";
export * from "./seo-schema";
export * from "./team-schema";
