import { CheckCircle2, Mail, MapPin, Phone } from "lucide-react";
import type { HomeContent } from "~/content/home";
import type { ContactActionData } from "~/routes/public/home.server";
import { officeLine } from "~/schemas/offices";
import type { SiteSettings } from "~/schemas/site-settings";
import { LeadForm } from "./lead-form";
import { telHref } from "./links";
import { Section, SectionHeading } from "./sections";

// The home page's contact section: how to reach us, and the lead form (a plain POST to the
// home route's action; its answer comes back as `actionData`).

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
        <LeadForm actionData={actionData} action="/?index" formId="contact-form" prefix="contact" />
      </div>
    </Section>
  );
}
