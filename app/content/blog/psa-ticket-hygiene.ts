import type { LaunchPost } from "./types";

export const PSA_TICKET_HYGIENE: LaunchPost = {
  slug: "connectwise-psa-ticket-hygiene",
  title: "Five ConnectWise PSA Ticket Rules That Cut Resolution Time",
  excerpt:
    "Messy boards slow every technician down. These five ticket hygiene rules for ConnectWise PSA shortened our clients' median resolution time without adding headcount.",
  author: "ConnectWise Practice",
  category: "Tips",
  categoryColor: "#8B5CF6",
  readTime: "5 min read",
  featured: false,
  tags: ["ConnectWise", "PSA", "service desk"],
  seoTitle: "ConnectWise PSA Ticket Hygiene: Five Rules",
  seoDescription:
    "Five practical ConnectWise PSA rules for boards, statuses, types and time entries that help MSP service desks resolve tickets faster.",
  seoKeywords: ["ConnectWise PSA", "ticket hygiene", "MSP service desk", "resolution time"],
  createdAt: "2026-11-03T09:00:00.000Z",
  content: `When an MSP asks us why tickets take too long, the answer is rarely the technicians. It is usually the board: forty statuses, types nobody uses, and tickets that sit in "In Progress" for weeks. These five rules are where we start.

## 1. No more than eight statuses per board

Every status should answer one question: *who has to act next?* New, Assigned, In Progress, Waiting on Client, Waiting on Vendor, Scheduled, Resolved, Closed. If two statuses mean the same thing to a technician, merge them.

## 2. "Waiting on Client" has a clock

Tickets waiting on the client get an automatic reminder after two business days and close after five, with a friendly note that replying reopens them. This alone usually removes a fifth of the open tickets on a board.

## 3. Types describe the work, not the client

Use a short list of types (Account, Email, Network, Hardware, Security, Software, Request) and subtypes where reporting needs them. Types that name a client or a technician make every report useless.

## 4. Time entries are written for the client

Every time entry should read as if the client will see it on an invoice, because they will. Two plain sentences, what was done and what is next, save an argument at billing time and help the next technician pick the ticket up.

## 5. Review the oldest ten tickets every morning

A ten-minute stand-up on the ten oldest open tickets does more for resolution time than any dashboard. Each ticket leaves the meeting with an owner and a next action, or it is closed.

---

None of these rules needs a new tool. They need someone to own the board and to say no to the next custom status. If your PSA has grown wild, our ConnectWise consultants can clean it up with your team in a few sessions.
`,
};
