import { ArrowRight, Clock, Factory, MapPin } from "lucide-react";
import { childPages } from "~/content";
import type { ServicePageContent } from "~/content/types";
import {
  isSectionShown,
  itemAttributes,
  itemKey,
  listAttributes,
  type PageStructure,
  sectionAttributes,
} from "~/lib/content-edits";
import type { SiteSettings } from "~/schemas/site-settings";
import { ContentIcon } from "./icons";
import {
  type BreadcrumbLink,
  Breadcrumbs,
  CtaButton,
  RelatedLinks,
  Section,
  SectionHeading,
} from "./sections";

export interface ServiceTemplateProps {
  page: ServicePageContent;
  /** The inline edits' lists and hidden parts (content-edits.ts). */
  structure: PageStructure;
  settings: SiteSettings;
  breadcrumbs: BreadcrumbLink[];
  related: { href: string; label: string }[];
}

function Hero({
  page,
  settings,
  breadcrumbs,
}: Omit<ServiceTemplateProps, "related" | "structure">) {
  const { hero } = page;
  const landing = page.template === "landing";
  return (
    <section
      id="hero"
      className="relative overflow-hidden bg-navy-900 text-white"
      aria-labelledby="page-title"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(59,130,246,0.35),transparent_60%)]"
      />
      <div
        className={`relative mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pb-24 lg:pr-8 lg:pl-20 ${landing ? "text-center" : ""}`}
      >
        <Breadcrumbs items={breadcrumbs} />
        <div className={`mt-10 max-w-3xl ${landing ? "mx-auto" : ""}`}>
          <p
            data-eid="hero.eyebrow"
            className="text-sm font-semibold uppercase tracking-wider text-accent-400"
          >
            {hero.eyebrow}
          </p>
          <h1
            id="page-title"
            data-eid="hero.title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance wrap-break-word min-[22rem]:text-4xl sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p data-eid="hero.subtitle" className="mt-6 text-lg leading-8 text-slate-300">
            {hero.subtitle}
          </p>
          <div className={`mt-8 flex flex-wrap gap-3 ${landing ? "justify-center" : ""}`}>
            <CtaButton cta={hero.primaryCta} settings={settings} eid="hero.primaryCta" />
            {hero.secondaryCta && (
              <CtaButton
                cta={hero.secondaryCta}
                settings={settings}
                eid="hero.secondaryCta"
                variant="secondary"
              />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A section's own props: its page and the edits' structure. */
interface PartProps {
  page: ServicePageContent;
  structure: PageStructure;
}

function Intro({ page, structure }: PartProps) {
  const stats = page.stats ?? [];
  return (
    <Section labelledBy="overview-heading" edit={sectionAttributes(structure, "intro")}>
      <div className="grid gap-12 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <h2 id="overview-heading" className="sr-only">
            Overview
          </h2>
          <div
            className="space-y-5 text-lg leading-8 text-slate-700"
            {...listAttributes(structure, "intro", page.intro)}
          >
            {page.intro.map((paragraph, index) => {
              const key = itemKey(structure, "intro", index);
              return (
                <p key={key} data-eid={key} {...itemAttributes(structure, "intro", index)}>
                  {paragraph}
                </p>
              );
            })}
          </div>
        </div>
        {stats.length > 0 && (
          <dl
            className="grid grid-cols-1 gap-4 self-start min-[22rem]:grid-cols-2"
            {...listAttributes(structure, "stats", stats)}
          >
            {stats.map((stat, index) => {
              const key = itemKey(structure, "stats", index);
              return (
                <div
                  key={key}
                  className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
                  {...itemAttributes(structure, "stats", index)}
                >
                  <dt data-eid={`${key}.label`} className="text-sm wrap-break-word text-slate-600">
                    {stat.label}
                  </dt>
                  <dd
                    data-eid={`${key}.value`}
                    className="order-first mb-1 text-xl font-semibold tracking-tight wrap-break-word text-navy-900 sm:text-2xl"
                  >
                    {stat.value}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
    </Section>
  );
}

function Included({ page, structure }: PartProps) {
  return (
    <Section
      tone="muted"
      labelledBy="included-heading"
      edit={sectionAttributes(structure, "included")}
    >
      <SectionHeading
        id="included-heading"
        eid="included.title"
        intro={page.included.intro}
        introEid="included.intro"
      >
        {page.included.title}
      </SectionHeading>
      <ul
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        {...listAttributes(structure, "included.items", page.included.items)}
      >
        {page.included.items.map((item, index) => (
          <li
            key={itemKey(structure, "included.items", index)}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            {...itemAttributes(structure, "included.items", index)}
          >
            <span className="grid size-10 place-items-center rounded-lg bg-accent-500/10 text-accent-700">
              <ContentIcon name={item.icon} className="size-5" />
            </span>
            <h3
              data-eid={`${itemKey(structure, "included.items", index)}.title`}
              className="mt-4 font-semibold text-navy-900"
            >
              {item.title}
            </h3>
            <p
              data-eid={`${itemKey(structure, "included.items", index)}.body`}
              className="mt-2 text-sm leading-6 text-slate-600"
            >
              {item.body}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Process({ page, structure }: PartProps) {
  return (
    <Section labelledBy="process-heading" edit={sectionAttributes(structure, "process")}>
      <SectionHeading id="process-heading" eid="process.title">
        {page.process.title}
      </SectionHeading>
      <ol
        className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4"
        {...listAttributes(structure, "process.steps", page.process.steps)}
      >
        {page.process.steps.map((step, index) => (
          <li
            key={itemKey(structure, "process.steps", index)}
            className="relative border-t-2 border-accent-500 pt-5"
            {...itemAttributes(structure, "process.steps", index)}
          >
            <span className="text-sm font-semibold text-accent-700">Step {index + 1}</span>
            <h3
              data-eid={`${itemKey(structure, "process.steps", index)}.title`}
              className="mt-1 font-semibold text-navy-900"
            >
              {step.title}
            </h3>
            <p
              data-eid={`${itemKey(structure, "process.steps", index)}.body`}
              className="mt-2 text-sm leading-6 text-slate-600"
            >
              {step.body}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function RegionFacts({ page, structure }: PartProps) {
  const region = page.region;
  if (!region) return null;
  const groups = [
    { title: "Cities and metro areas", icon: MapPin, items: region.areaServed, key: "areaServed" },
    { title: "Time zones covered", icon: Clock, items: region.timeZones, key: "timeZones" },
    { title: "Industries we support", icon: Factory, items: region.industries, key: "industries" },
  ];
  return (
    <Section tone="muted" labelledBy="region-heading" edit={sectionAttributes(structure, "region")}>
      <SectionHeading id="region-heading">{`Serving ${region.name}`}</SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {groups.map((group) => (
          <div key={group.key} className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="flex items-center gap-2 font-semibold text-navy-900">
              <group.icon aria-hidden="true" className="size-5 text-accent-700" />
              {group.title}
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.items.map((item) => (
                <li
                  key={item}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

function WhyUs({ page, structure }: PartProps) {
  return (
    <Section tone="navy" labelledBy="why-heading" edit={sectionAttributes(structure, "whyUs")}>
      <SectionHeading id="why-heading" eid="whyUs.title" invert>
        {page.whyUs.title}
      </SectionHeading>
      <ul
        className="mt-12 grid gap-x-8 gap-y-10 md:grid-cols-2"
        {...listAttributes(structure, "whyUs.points", page.whyUs.points)}
      >
        {page.whyUs.points.map((point, index) => (
          <li
            key={itemKey(structure, "whyUs.points", index)}
            className="flex gap-4"
            {...itemAttributes(structure, "whyUs.points", index)}
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-400">
              <ContentIcon name={point.icon} className="size-5" />
            </span>
            <div>
              <h3
                data-eid={`${itemKey(structure, "whyUs.points", index)}.title`}
                className="font-semibold text-white"
              >
                {point.title}
              </h3>
              <p
                data-eid={`${itemKey(structure, "whyUs.points", index)}.body`}
                className="mt-2 text-sm leading-6 text-slate-300"
              >
                {point.body}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Faqs({ page, structure }: PartProps) {
  // In edit mode a list whose items were all removed still renders, to add one back.
  if (page.faqs.length === 0 && !(structure.view === "editor" && structure.sizes.faqs)) {
    return null;
  }
  return (
    <Section labelledBy="faq-heading" edit={sectionAttributes(structure, "faqs")}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        <SectionHeading id="faq-heading">Frequently asked questions</SectionHeading>
        <dl
          className="divide-y divide-slate-200 border-y border-slate-200"
          {...listAttributes(structure, "faqs", page.faqs)}
        >
          {page.faqs.map((faq, index) => {
            const key = itemKey(structure, "faqs", index);
            return (
              <div key={key} className="py-6" {...itemAttributes(structure, "faqs", index)}>
                <dt data-eid={`${key}.question`} className="text-base font-semibold text-navy-900">
                  {faq.question}
                </dt>
                <dd data-eid={`${key}.answer`} className="mt-3 leading-7 text-slate-600">
                  {faq.answer}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </Section>
  );
}

function FinalCta({ page, settings, structure }: PartProps & { settings: SiteSettings }) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-slate-50"
      {...sectionAttributes(structure, "cta")}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:pr-8 lg:pl-20">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-br from-accent-700 to-navy-800 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2
              id="cta-heading"
              data-eid="cta.title"
              className="text-2xl font-semibold tracking-tight sm:text-3xl"
            >
              {page.cta.title}
            </h2>
            <p data-eid="cta.body" className="mt-3 leading-7 text-blue-50">
              {page.cta.body}
            </p>
          </div>
          <CtaButton cta={page.cta.button} settings={settings} eid="cta.button" variant="outline" />
        </div>
      </div>
    </section>
  );
}

/** "Helpdesk services · California" → "Helpdesk services". */
const familyLabel = (eyebrow: string) => eyebrow.split(" · ")[0] ?? eyebrow;

/**
 * A hub page's directory: every page of its family (the pages whose breadcrumb parent it is),
 * services first, then the regional pages grouped by region. It is how visitors (and
 * crawlers) reach each page from the home page through the hubs.
 */
function FamilyDirectory({ page }: { page: ServicePageContent }) {
  const children = childPages(`/${page.slug}`);
  if (children.length === 0) return null;
  const services = children.filter((child) => !child.region);
  const regions = new Map<string, ServicePageContent[]>();
  for (const child of children) {
    if (!child.region) continue;
    const list = regions.get(child.region.name) ?? [];
    list.push(child);
    regions.set(child.region.name, list);
  }
  const linkClass =
    "group flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-navy-900 hover:border-accent-500 hover:bg-slate-50";
  return (
    <Section tone="muted" labelledBy="directory-heading">
      <SectionHeading id="directory-heading">Everything in {page.hero.eyebrow}</SectionHeading>
      {services.length > 0 && (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((child) => (
            <li key={child.slug}>
              <a href={`/${child.slug}`} className={linkClass}>
                {child.seoTitle}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {regions.size > 0 && (
        <>
          <h3 className="mt-10 text-lg font-semibold text-navy-900">By region</h3>
          <ul className="mt-4 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
            {[...regions].map(([region, list]) => (
              <li key={region}>
                <p className="flex items-center gap-1.5 text-sm font-semibold text-navy-900">
                  <MapPin aria-hidden="true" className="size-4 text-accent-700" />
                  {region}
                </p>
                <ul className="mt-2 space-y-1.5">
                  {list.map((child) => (
                    <li key={child.slug}>
                      <a
                        href={`/${child.slug}`}
                        className="text-sm text-slate-700 underline-offset-2 hover:text-accent-700 hover:underline"
                      >
                        {familyLabel(child.hero.eyebrow)}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** Service, staffing, India, MSP, ConnectWise, regional and landing pages. */
export function ServiceTemplate(props: ServiceTemplateProps) {
  const { page, settings, related, structure } = props;
  const shown = (name: string) => isSectionShown(structure, name);
  const part = { page, structure };
  return (
    <main id="main">
      <Hero page={page} settings={settings} breadcrumbs={props.breadcrumbs} />
      {shown("intro") && <Intro {...part} />}
      {shown("included") && <Included {...part} />}
      {shown("process") && <Process {...part} />}
      {shown("region") && <RegionFacts {...part} />}
      {shown("whyUs") && <WhyUs {...part} />}
      {shown("faqs") && <Faqs {...part} />}
      <FamilyDirectory page={page} />
      {shown("cta") && <FinalCta {...part} settings={settings} />}
      {shown("related") && (
        <RelatedLinks links={related} edit={sectionAttributes(structure, "related")} />
      )}
    </main>
  );
}
