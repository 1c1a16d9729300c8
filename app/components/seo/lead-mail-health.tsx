import { formatDateTime } from "~/lib/format";
import type { LeadMailHealth } from "../../../worker/services/leads/mail";
import { Badge } from "../ui/card";

/**
 * The new-lead mail in site health: who is mailed, when a mail last went out, and how many
 * leads wait or failed (with the last error). Failed mails are retried by the cron.
 *
 * @example <LeadMailStatus mail={health.leadMail} />
 */
export function LeadMailStatus({ mail }: { mail: LeadMailHealth }) {
  const trouble = mail.addresses.length === 0 || mail.failed > 0 || mail.gaveUp > 0;
  return (
    <section aria-labelledby="lead-mail-heading" className="space-y-3" data-testid="lead-mail">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="lead-mail-heading" className="text-base font-semibold text-navy-900">
          New-lead mail
        </h3>
        <Badge tone={trouble ? "warning" : "success"}>
          {trouble ? "Needs attention" : "Working"}
        </Badge>
      </div>
      {mail.message && <p className="text-sm text-warning-700">{mail.message}</p>}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Sent to</dt>
        <dd className="break-words text-slate-600">
          {mail.addresses.length > 0 ? mail.addresses.join(", ") : "Nobody"}
        </dd>
        <dt className="font-medium text-slate-700">Last sent</dt>
        <dd className="text-slate-600">{formatDateTime(mail.lastSentAt)}</dd>
        <dt className="font-medium text-slate-700">Waiting</dt>
        <dd className="text-slate-600">{mail.waiting}</dd>
        <dt className="font-medium text-slate-700">Failed, to be retried</dt>
        <dd className="text-slate-600">{mail.failed}</dd>
        {mail.gaveUp > 0 && (
          <>
            <dt className="font-medium text-slate-700">Given up</dt>
            <dd className="text-slate-600">{mail.gaveUp}</dd>
          </>
        )}
        {mail.lastError && (
          <>
            <dt className="font-medium text-slate-700">Last error</dt>
            <dd className="break-words text-slate-600">{mail.lastError}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
