import { ArrowRight, ChevronRight } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import type { Cta } from "~/content/types";
import { type PageStructure, sectionAttributes } from "~/lib/content-edits";
import { type ButtonStyles, buttonStyleDeclarations } from "~/schemas/inline-content";
import type { SiteSettings } from "~/schemas/site-settings";
import { ctaHref, linkTarget } from "./links";

// Parts shared by the public templates: section frame, headings, buttons and breadcrumbs.
// Editable elements take their `data-eid` from the content's field path.

export function Section({
  id,
  tone = "white",
  children,
  labelledBy,
  edit,
}: {
  id?: string;
  tone?: "white" | "muted" | "navy";
  children: ReactNode;
  labelledBy?: string;
  /** The section's attributes for the inline editor (sectionAttributes). */
  edit?: ReturnType<typeof sectionAttributes>;
}) {
  const tones = {
    white: "bg-white",
    muted: "bg-slate-50 border-y border-slate-200/70",
    navy: "bg-navy-900 text-white",
  };
  return (
    <section id={id} aria-labelledby={labelledBy} className={tones[tone]} {...edit}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:pr-8 lg:pl-20">
        {children}
      </div>
    </section>
  );
}

/**
 * A page section's frame: its tone, the heading that names it (`{key}-heading`) and its
 * attributes for the editor (type, key, hidden).
 */
export function SectionFrame({
  section,
  structure,
  children,
}: {
  section: { key: string; type: string; tone?: "white" | "muted" | "navy" };
  structure: PageStructure;
  children: ReactNode;
}) {
  return (
    <Section
      tone={section.tone}
      labelledBy={`${section.key}-heading`}
      edit={sectionAttributes(structure, section)}
    >
      {children}
    </Section>
  );
}

export function SectionHeading({
  id,
  eid,
  eyebrow,
  eyebrowEid,
  children,
  intro,
  introEid,
  invert = false,
}: {
  id: string;
  /** The content field the heading shows; left out for fixed template wording. */
  eid?: string;
  eyebrow?: string;
  eyebrowEid?: string;
  children: ReactNode;
  intro?: string;
  introEid?: string;
  invert?: boolean;
}) {
  return (
    <div className="max-w-3xl">
      {eyebrow && (
        <p
          data-eid={eyebrowEid}
          className={`text-sm font-semibold uppercase tracking-wider ${invert ? "text-accent-400" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        data-eid={eid}
        className={`mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl ${invert ? "text-white" : "text-navy-900"}`}
      >
        {children}
      </h2>
      {intro && (
        <p
          data-eid={introEid}
          className={`mt-4 text-lg leading-8 ${invert ? "text-slate-300" : "text-slate-600"}`}
        >
          {intro}
        </p>
      )}
    </div>
  );
}

const BUTTONS = {
  primary: "bg-accent-700 text-white hover:bg-accent-600 shadow-sm",
  secondary: "bg-white/10 text-white ring-1 ring-inset ring-white/30 hover:bg-white/20",
  outline: "bg-white text-navy-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
} as const;

/** A button's saved styles (staff's inline edit) as React's `style`. */
function buttonStyle(styles: ButtonStyles): CSSProperties {
  return Object.fromEntries(buttonStyleDeclarations(styles).map(([key, , value]) => [key, value]));
}

/**
 * A call-to-action link styled as a button, with the styles staff saved inline; "booking" opens
 * the booking URL in a new tab.
 */
export function CtaButton({
  cta,
  settings,
  eid,
  variant = "primary",
}: {
  cta: Cta;
  settings: SiteSettings;
  eid: string;
  variant?: keyof typeof BUTTONS;
}) {
  const href = ctaHref(cta, settings);
  return (
    <a
      href={href}
      {...linkTarget(href)}
      data-eid={eid}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold transition ${BUTTONS[variant]}`}
      style={cta.styles && buttonStyle(cta.styles)}
    >
      {cta.label}
    </a>
  );
}

export interface BreadcrumbLink {
  name: string;
  path: string;
}

/** Home › parent › this page (the last one is not a link). */
export function Breadcrumbs({ items }: { items: BreadcrumbLink[] }) {
  const all = [{ name: "Home", path: "/" }, ...items];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-300">
        {all.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />}
            {index === all.length - 1 ? (
              <span aria-current="page" className="text-white">
                {item.name}
              </span>
            ) : (
              <a href={item.path} className="hover:text-white">
                {item.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function RelatedLinks({
  links,
  edit,
  title,
  titleEid,
  headingId = "related-heading",
}: {
  links: { href: string; label: string }[];
  edit?: ReturnType<typeof sectionAttributes>;
  /** Staff's heading; the template's "Related services" when there is none. */
  title?: string;
  titleEid?: string;
  headingId?: string;
}) {
  if (links.length === 0) return null;
  return (
    <Section tone="white" labelledBy={headingId} edit={edit}>
      <h2
        id={headingId}
        data-eid={title ? titleEid : undefined}
        className="text-xl font-semibold text-navy-900"
      >
        {title ?? "Related services"}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-navy-900 hover:border-accent-500 hover:bg-slate-50"
            >
              {link.label}
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-accent-700 transition group-hover:translate-x-0.5"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
