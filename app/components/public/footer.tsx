import { type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import {
  FOOTER_COMPANY,
  FOOTER_LEGAL,
  FOOTER_SERVICES,
  type FooterColumn as FooterColumnData,
  SOCIAL_LABELS,
} from "~/content/navigation";
import { officeLine } from "~/schemas/offices";
import type { SiteSettings } from "~/schemas/site-settings";
import { telHref } from "./links";

// The public site's footer: about text and social links, the link columns, contact details
// and the copyright line.

function FooterColumn({ column }: { column: FooterColumnData }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
      <ul className="mt-4 space-y-2.5">
        {column.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="text-sm text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContactItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
      {children}
    </li>
  );
}

/** A phone number with its country before it ("US: +1 …"). */
function PhoneItem({ country, phone }: { country: string; phone: string }) {
  return (
    <ContactItem icon={Phone}>
      <span>
        {`${country}:`}{" "}
        <a href={telHref(phone)} className="hover:text-white">
          {phone}
        </a>
      </span>
    </ContactItem>
  );
}

export function Footer({ settings }: { settings: SiteSettings }) {
  const social = (Object.keys(SOCIAL_LABELS) as (keyof SiteSettings["social"])[]).filter(
    (key) => settings.social[key] !== "",
  );
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:pr-8 lg:pl-20">
        <div>
          <p className="text-lg font-semibold text-white">{settings.productName}</p>
          <p className="mt-3 max-w-sm text-sm leading-6">{settings.aboutText}</p>
          {social.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Social media">
              {social.map((key) => (
                <li key={key}>
                  <a
                    href={settings.social[key]}
                    target="_blank"
                    rel="noopener"
                    className="inline-block rounded-md border border-slate-600 px-3 py-1.5 text-xs font-medium text-slate-200 hover:border-slate-400 hover:text-white"
                  >
                    {SOCIAL_LABELS[key]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterColumn column={FOOTER_SERVICES} />
        <div className="space-y-8">
          <FooterColumn column={FOOTER_COMPANY} />
          <FooterColumn column={FOOTER_LEGAL} />
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactItem icon={Mail}>
              <a href={`mailto:${settings.contactEmail}`} className="hover:text-white">
                {settings.contactEmail}
              </a>
            </ContactItem>
            <PhoneItem country="US" phone={settings.phoneUs} />
            <PhoneItem country="India" phone={settings.phoneIndia} />
            <ContactItem icon={MapPin}>
              <address className="not-italic">
                {officeLine("us", settings.offices.us)}
                <br />
                {officeLine("india", settings.offices.india)}
              </address>
            </ContactItem>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between lg:pr-8 lg:pl-20">
          <p>
            © {new Date().getUTCFullYear()} {settings.companyName}. All rights reserved.
          </p>
          {settings.registrationNumber && (
            <p>Company registration number: {settings.registrationNumber}</p>
          )}
        </div>
      </div>
    </footer>
  );
}
