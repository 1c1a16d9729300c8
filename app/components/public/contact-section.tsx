import { ArrowRight, CheckCircle2, CircleAlert, Mail, MapPin, Phone } from "lucide-react";
import type { HomeContent } from "~/content/home";
import type { ContactActionData } from "~/routes/public/home.server";
import { LEAD_HONEYPOT_FIELD, LEAD_LIMITS, type LeadField } from "~/schemas/lead";
import { officeLine } from "~/schemas/offices";
import type { SiteSettings } from "~/schemas/site-settings";
import { telHref } from "./links";
import { Section, SectionHeading } from "./sections";

// The home page's contact section: how to reach us, and the lead form (a plain POST to the
// home route's action; its answer comes back as `actionData`).

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
}: {
  name: LeadField;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  maxLength: number;
  actionData: ContactActionData | undefined;
}) {
  const error = actionData?.status === "error" ? actionData.errors[name] : undefined;
  const value = actionData?.status === "error" ? actionData.values[name] : undefined;
  const id = `contact-${name}`;
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

/** The contact section: our promise, email, phones and address, and the lead form. */
export function ContactSection({
  content,
  settings,
  actionData,
}: {
  content: HomeContent;
  settings: SiteSettings;
  actionData: ContactActionData | undefined;
}) {
  const { contact } = content;
  const sent = actionData?.status === "success";
  return (
    <Section id="contact" labelledBy="contact-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading
            id="contact-heading"
            eid="contact.title"
            eyebrow={contact.eyebrow}
            eyebrowEid="contact.eyebrow"
            intro={contact.intro}
            introEid="contact.intro"
          >
            {contact.title}
          </SectionHeading>
          <ul className="mt-8 space-y-3">
            {contact.promise.map((item, index) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-700"
                />
                <span data-eid={`contact.promise.${index}`}>{item}</span>
              </li>
            ))}
          </ul>
          <ul className="mt-10 space-y-4 border-t border-slate-200 pt-8 text-sm text-slate-700">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
              <a href={`mailto:${settings.contactEmail}`} className="hover:text-accent-700">
                {settings.contactEmail}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
              <span>
                United States:{" "}
                <a href={telHref(settings.phoneUs)} className="hover:text-accent-700">
                  {settings.phoneUs}
                </a>
                <br />
                India:{" "}
                <a href={telHref(settings.phoneIndia)} className="hover:text-accent-700">
                  {settings.phoneIndia}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
              <address className="not-italic">
                {officeLine("us", settings.offices.us)}
                <br />
                {officeLine("india", settings.offices.india)}
              </address>
            </li>
          </ul>
        </div>
        {/* The form posts to #contact-form: the answer page opens scrolled to this box, below
            the sticky header (the root's scroll-padding) and clear of the phone's contact bar
            (scroll-mb), so the thank-you or the error summary is in view without JavaScript. */}
        <div
          id="contact-form"
          className="scroll-mb-24 rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8"
        >
          {sent ? (
            <div role="status" className="flex gap-3 rounded-lg bg-white p-6 text-success-700">
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
              <p className="font-medium">{actionData.message}</p>
            </div>
          ) : (
            <form method="post" action="/?index#contact-form" noValidate className="space-y-6">
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
                />
                <LeadInput
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={LEAD_LIMITS.email}
                  actionData={actionData}
                />
                <LeadInput
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={LEAD_LIMITS.phone}
                  actionData={actionData}
                />
                <LeadInput
                  name="company"
                  autoComplete="organization"
                  maxLength={LEAD_LIMITS.company}
                  actionData={actionData}
                />
                <LeadInput
                  name="message"
                  required
                  maxLength={LEAD_LIMITS.message}
                  actionData={actionData}
                />
              </div>
              {/* People never see this field; bots fill it in and are thanked without a lead. */}
              <div className="hidden" aria-hidden="true">
                <label htmlFor="contact-website">Website</label>
                <input
                  id="contact-website"
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
      </div>
    </Section>
  );
}
