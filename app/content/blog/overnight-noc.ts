import type { LaunchPost } from "./types";

export const OVERNIGHT_NOC: LaunchPost = {
  slug: "what-a-24-7-noc-watches-overnight",
  title: "What a 24/7 NOC Actually Watches While You Sleep",
  excerpt:
    "Alerts are cheap; judgement at 3 a.m. is not. Here is what our night shift checks every hour, which alarms wake an engineer, and which ones wait for the morning report.",
  author: "NOC Operations Team",
  category: "IT Support",
  categoryColor: "#0EA5E9",
  readTime: "6 min read",
  featured: true,
  tags: ["NOC", "monitoring", "incident response"],
  seoTitle: "What a 24/7 NOC Watches Overnight",
  seoDescription:
    "The checks, thresholds and escalation rules a 24/7 network operations centre runs overnight, and how to tell a real NOC from an alert inbox.",
  seoKeywords: ["24/7 NOC", "network monitoring", "overnight monitoring", "incident escalation"],
  createdAt: "2026-10-06T09:00:00.000Z",
  content: `Most monitoring tools can send an email when a server stops answering a ping. That is not a NOC. A network operations centre earns its keep in the hours when nobody else is looking, by deciding which of the hundreds of overnight alerts deserve a human and which can wait for the morning report.

## The hourly sweep

Every hour the night shift walks the same list for each client, whether or not anything has alerted:

- **Backups**: did last night's jobs start on time, and did the ones that finished actually write data? A job that "succeeds" with zero bytes is the most common silent failure we see.
- **Internet circuits and VPN tunnels**: latency and packet loss against each site's baseline, not against a generic threshold.
- **Storage**: volumes that will fill within 72 hours at the current rate, not just volumes above 90%.
- **Certificates and domains**: anything expiring within 21 days.
- **Security agents**: endpoints whose EDR agent has not checked in for more than four hours.

None of these produce a page on their own. They produce a line in the shift log and, where needed, a ticket that the day team finds waiting.

## What wakes someone up

We keep the list of after-hours escalations short, and we agree it with each client in writing before go-live:

1. A production server or line-of-business application is down and the automated restart did not bring it back.
2. A site has lost both its primary and backup internet links.
3. The SOC has confirmed a security incident, such as ransomware behaviour or an impossible-travel sign-in that was not blocked.
4. A backup repository is unreachable on the night before a scheduled maintenance window.

Everything else is handled by the engineer on shift or queued. Waking a client's IT manager for a disk at 85% teaches them to ignore the phone.

## Runbooks, not heroics

Each escalation above has a runbook: who to call, in what order, what to try first, and what to write in the ticket. An engineer who has never seen the client's network before should be able to follow it at 3 a.m. and reach the same decision a senior engineer would.

> If a fix needs tribal knowledge, it is not a runbook yet. We rewrite it after every incident where someone had to improvise.

## The morning report

At handover the night shift sends a short report per client: what alerted, what was fixed, what is waiting for a decision. Good reports are boring. Three lines saying "two backup retries succeeded, one certificate renewed, nothing for you" are exactly what a client wants to read with their first coffee.

## How to judge a NOC before you sign

Ask any provider these four questions:

- Show me last month's morning report for a client like us.
- How many after-hours pages did that client receive, and how many were real?
- Who writes and reviews your runbooks?
- What happens when the on-shift engineer cannot reach our escalation contact?

A provider with a real overnight practice answers all four without a sales call.
`,
};
