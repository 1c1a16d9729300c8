import { ArrowRight, CheckCircle2, CircleAlert } from "lucide-react";
import type { ContactActionData } from "~/routes/public/home.server";
import { LEAD_HONEYPOT_FIELD, LEAD_LIMITS, type LeadField } from "~/schemas/lead";

// The lead form: a plain POST (0 JavaScript) to the page's own route, whose action stores the
// lead with the page it came from and answers with `actionData` rendered into the same box.

const FIELD_LABELS: Record<LeadField, string> = {
  name: "Name",
  email: "Work email",
  phone: "Phone",
  company: "Company",
  message: "How can we help?",
};

function LeadInput({
  name,
  type = "text",
  required = false,
  autoComplete,
  maxLength,
  actionData,
  prefix,
}: {
  name: LeadField;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  maxLength: number;
  actionData: ContactActionData | undefined;
  prefix: string;
}) {
  const error = actionData?.status === "error" ? actionData.errors[name] : undefined;
  const value = actionData?.status === "error" ? actionData.values[name] : undefined;
  const id = `${prefix}-${name}`;
  const errorId = `${id}-error`;
  const input =
    "mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40";
  const border = error ? "border-danger-700" : "border-slate-300";
  const common = {
    id,
    name,
    required,
    maxLength,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `${input} ${border}`,
  };
  return (
    <div className={name === "message" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {FIELD_LABELS[name]}
        {!required && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {name === "message" ? (
        <textarea {...common} rows={5} minLength={LEAD_LIMITS.messageMin} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm text-danger-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The lead form in its box `formId`; it posts to `action` (the page's own path) and the answer
 * page opens scrolled to the box.
 */
export function LeadForm({
  actionData,
  action,
  formId,
  prefix = formId,
}: {
  actionData: ContactActionData | undefined;
  /** The path of the page whose route takes the post ("/?index" on the home page). */
  action: string;
  formId: string;
  /** The start of the fields' ids, unique on the page. */
  prefix?: string;
}) {
  const sent = actionData?.status === "success";
  // The form posts to #{formId}: the answer page opens scrolled to this box, below the sticky
  // header (the root's scroll-padding) and clear of the phone's contact bar (scroll-mb), so
  // the thank-you or the error summary is in view without JavaScript.
  return (
    <div
      id={formId}
      className="scroll-mb-24 rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8"
    >
      {sent ? (
        <div role="status" className="flex gap-3 rounded-lg bg-white p-6 text-success-700">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
          <p className="font-medium">{actionData.message}</p>
        </div>
      ) : (
        <form method="post" action={`${action}#${formId}`} noValidate className="space-y-6">
          {actionData?.status === "error" && (
            <div
              role="alert"
              className="flex gap-2 rounded-md border border-danger-700/30 bg-white p-4 text-sm text-danger-700"
            >
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              <p>{actionData.message}</p>
            </div>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <LeadInput
              name="name"
              required
              autoComplete="name"
              maxLength={LEAD_LIMITS.name}
              actionData={actionData}
              prefix={prefix}
            />
            <LeadInput
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={LEAD_LIMITS.email}
              actionData={actionData}
              prefix={prefix}
            />
            <LeadInput
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={LEAD_LIMITS.phone}
              actionData={actionData}
              prefix={prefix}
            />
            <LeadInput
              name="company"
              autoComplete="organization"
              maxLength={LEAD_LIMITS.company}
              actionData={actionData}
              prefix={prefix}
            />
            <LeadInput
              name="message"
              required
              maxLength={LEAD_LIMITS.message}
              actionData={actionData}
              prefix={prefix}
            />
          </div>
          {/* People never see this field; bots fill it in and are thanked without a lead. */}
          <div className="hidden" aria-hidden="true">
            <label htmlFor={`${prefix}-website`}>Website</label>
            <input
              id={`${prefix}-website`}
              name={LEAD_HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <button
            type="submit"
            className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-accent-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-accent-600 sm:w-auto"
          >
            Send message
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
          <p className="text-xs text-slate-600">
            We use your details only to answer you. See our{" "}
            <a href="/privacy-policy" className="underline hover:text-navy-900">
              privacy policy
            </a>
            .
          </p>
        </form>
      )}
    </div>
  );
}
