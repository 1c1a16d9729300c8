import type { LaunchPost } from "./types";

export const M365_MIGRATION_CHECKLIST: LaunchPost = {
  slug: "email-migration-checklist-microsoft-365",
  title: "Email Migration Checklist: Moving to Microsoft 365 Without Losing a Message",
  excerpt:
    "A practical, step-by-step checklist for moving mailboxes to Microsoft 365: the inventory, DNS timing, shared mailboxes and the cut-over weekend details that usually go wrong.",
  author: "Migration Services Team",
  category: "Cloud",
  categoryColor: "#3B82F6",
  readTime: "7 min read",
  featured: false,
  tags: ["Microsoft 365", "email migration", "cloud"],
  seoTitle: "Microsoft 365 Email Migration Checklist",
  seoDescription:
    "Plan a Microsoft 365 email migration with this checklist: mailbox inventory, DNS and MX timing, shared mailboxes, permissions and a calm cut-over weekend.",
  seoKeywords: ["Microsoft 365 migration", "email migration", "Exchange Online", "MX records"],
  createdAt: "2026-10-20T09:00:00.000Z",
  content: `An email migration is rarely hard because of the data. It is hard because of the details nobody wrote down: the shared mailbox the finance team forwards to a personal address, the scanner that sends through an old SMTP relay, the executive assistant with delegated access to three calendars. This is the checklist we use.

## Two weeks before

- **Inventory every mailbox**, including shared, resource and room mailboxes, with sizes and item counts.
- **List every delegation and forwarding rule.** Export them; do not trust memory.
- **Find everything that sends mail**: printers, scanners, line-of-business apps, website forms, monitoring tools. Each needs a new relay or connector.
- **Lower the TTL** on MX and Autodiscover records to 300 seconds, so the cut-over propagates in minutes rather than a day.
- **Check licences**: every user needs the right plan assigned before their mailbox moves.

## One week before

- Run a **pilot with five friendly users** from different departments. Ask them to test mobile mail, shared calendars and the mail-enabled apps they use.
- Start the **pre-stage sync** of mailbox history, so the cut-over only moves the last few days.
- Send users a one-page note: what changes, when, and what they need to do on their phones.

## Cut-over weekend

1. Freeze changes to mailboxes and distribution lists on Friday afternoon.
2. Run the final delta sync.
3. Switch MX, Autodiscover and SPF records; add DKIM and check DMARC alignment.
4. Re-create forwarding and delegation from the export, and test each one.
5. Send test messages in and out for every domain, including from an outside account.

## Monday morning

Put an engineer on site or on a dedicated bridge line from 7 a.m. Most Monday problems are the same three: a phone still pointing at the old server, an Outlook profile that needs rebuilding, and a shared mailbox somebody cannot see. All three take minutes when someone is there to fix them.

## After the migration

- Keep the old system **read-only for 30 days**, then archive it.
- Turn on **multi-factor authentication** and block legacy authentication protocols.
- Review **mail flow rules and retention policies**, which rarely survive a migration as intended.

> The goal is a Monday on which nobody notices anything except a faster inbox.

If you are planning a move and want a second pair of eyes on your inventory, our migration engineers are happy to review it before you commit to a date.
`,
};
