import { z } from "zod";
import type { LeadSource } from "./analytics";
import { pageQuery } from "./paging";
import { plainText } from "./text";

/** Limits of the contact form; the form's `maxLength` attributes use the same numbers. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  messageMin: 10,
  message: 5000,
} as const;

/**
 * The largest contact-form body the Worker reads: every field at its longest, even in 4-byte
 * characters URL-encoded, fits with room to spare; a larger post is refused unread (413).
 */
export const CONTACT_FORM_MAX_BYTES = 64 * 1024;

/** What the form shows after a lead was stored (and, to bots, after a filled honeypot). */
export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! We received your message and will reply within one business day.";

/** The name of the hidden field that people never fill in and bots do. */
export const LEAD_HONEYPOT_FIELD = "website";

/** Form fields arrive as strings or not at all; absent optional fields become "". */
const optionalText = (label: string, max: number, message: string) =>
  plainText(label).trim().max(max, message).optional().default("");

/** The contact form on the home page, shared by the route action and the API. */
export const LeadSchema = z.object({
  name: plainText("Name", "Please enter your name")
    .trim()
    .min(1, "Please enter your name")
    .max(LEAD_LIMITS.name, `Name must be at most ${LEAD_LIMITS.name} characters`),
  email: plainText("Email", "Please enter a valid email address")
    .trim()
    .max(LEAD_LIMITS.email, `Email must be at most ${LEAD_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  phone: optionalText(
    "Phone",
    LEAD_LIMITS.phone,
    `Phone must be at most ${LEAD_LIMITS.phone} characters`,
  ).refine(
    (phone) => phone === "" || /^\+?[0-9 ().-]{5,}$/.test(phone),
    "Please enter a valid phone number (digits, spaces, + ( ) - only)",
  ),
  company: optionalText(
    "Company",
    LEAD_LIMITS.company,
    `Company must be at most ${LEAD_LIMITS.company} characters`,
  ),
  message: plainText("Message", "Please enter a message of at least 10 characters")
    .trim()
    .min(LEAD_LIMITS.messageMin, "Message must be at least 10 characters")
    .max(LEAD_LIMITS.message, `Message must be at most ${LEAD_LIMITS.message} characters`),
});

export type LeadInput = z.infer<typeof LeadSchema>;
export type LeadField = keyof LeadInput;
export const LEAD_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "message",
] as const satisfies readonly LeadField[];

// The leads inbox (issue 22): each lead moves through these statuses, has a note and an owner.

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Each status in words, for the inbox and the CSV export. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** The longest note staff may keep on one lead. */
export const LEAD_NOTE_MAX = 2000;

export const LEAD_MESSAGES = {
  formTooLarge:
    "Your message is too large to send. Please shorten it, or email or call us instead.",
  notFound: "Lead not found",
  stale: "This lead was changed by someone else. Reload it and try again.",
  ownerNotFound: "That owner is not an active editor or admin.",
  nothingToChange: "Send a status, a note or an owner to change.",
  status: `Status must be one of: ${LEAD_STATUSES.join(", ")}`,
  noteTooLong: `Note must be at most ${LEAD_NOTE_MAX} characters`,
} as const;

/**
 * `PATCH /api/leads/:id`: any of status, note and owner (null: nobody), with the version the
 * user saw; a stale or missing version answers 409 (as every versioned write) and nothing
 * changes.
 */
export const LeadPatchSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, LEAD_MESSAGES.status).optional(),
    note: plainText("Note").max(LEAD_NOTE_MAX, LEAD_MESSAGES.noteTooLong).optional(),
    ownerId: z
      .string("Owner must be a user id or null")
      .trim()
      .min(1)
      .max(64)
      .nullable()
      .optional(),
    version: z
      .int("Version must be a whole number")
      .min(1, "Version must be at least 1")
      .optional(),
  })
  .strict()
  .refine(
    (patch) =>
      patch.status !== undefined || patch.note !== undefined || patch.ownerId !== undefined,
    LEAD_MESSAGES.nothingToChange,
  );
export type LeadPatch = z.infer<typeof LeadPatchSchema>;

/** How the new-lead mail stands: waiting for its first or next try, sent, or failed (retried). */
export const LEAD_NOTIFY_STATUSES = ["pending", "sent", "failed"] as const;
export type LeadNotifyStatus = (typeof LEAD_NOTIFY_STATUSES)[number];

/** A lead as the inbox shows it (`GET /api/leads`, `PATCH /api/leads/:id`). */
export interface StaffLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  createdAt: string;
  status: LeadStatus;
  note: string;
  ownerId: string | null;
  /** The owner's username; null when nobody owns the lead (or the user was deleted). */
  ownerName: string | null;
  updatedAt: string;
  version: number;
  notifyStatus: LeadNotifyStatus;
  /** The path of the page whose form sent the lead; "" when not known (the API, older leads). */
  pagePath: string;
  /** Where the lead's visit came from (issue 33); `page` is `pagePath`. */
  source: LeadSource;
}

/** "none" as an owner filter: the leads nobody owns. */
export const LEAD_OWNER_NONE = "none";

/**
 * The inbox's filters (`GET /api/leads`, `GET /api/leads/export.csv`): a status, free text
 * searched in name, email, company, message and note, and an owner id (or "none").
 */
export const LeadFilterSchema = z.object({
  status: z.enum(LEAD_STATUSES, LEAD_MESSAGES.status).optional(),
  q: z
    .string("Search must be text")
    .trim()
    .max(200, "Search must be at most 200 characters")
    .optional(),
  ownerId: z
    .string("Owner must be a user id or none")
    .trim()
    .min(1, "Owner must be a user id or none")
    .max(64, "Owner must be a user id or none")
    .optional(),
});
export type LeadFilter = z.infer<typeof LeadFilterSchema>;

/** Leads one inbox page shows unless `limit` says otherwise. */
export const LEAD_PAGE_SIZE = 50;

/** `GET /api/leads`: the filters, and which page (`cursor`: the previous page's nextCursor). */
export const LeadPageQuerySchema = LeadFilterSchema.extend(pageQuery(LEAD_PAGE_SIZE));
export type LeadPageQuery = z.infer<typeof LeadPageQuerySchema>;

/** Someone who may own a lead: an active editor or admin. */
export interface LeadOwner {
  id: string;
  username: string;
}

/**
 * `GET /api/leads`: one page of the leads the filters match, newest first, how many match in
 * all, the new ones' count and the owners.
 */
export interface LeadInbox {
  leads: StaffLead[];
  /** The `cursor` of the next page; null on the last. */
  nextCursor: string | null;
  /** How many leads the filters match, on every page together. */
  total: number;
  /** Leads whose status is new, whatever the filters (the tab's badge). */
  newCount: number;
  /** Everyone who may own a lead, for the owner select. */
  owners: LeadOwner[];
}
