import { ArrowRight, CheckCircle2 } from "lucide-react";
import type { HomeContent } from "~/content/home";
import {
  isSectionShown,
  itemAttributes,
  itemKey,
  listAttributes,
  type PageStructure,
  sectionAttributes,
} from "~/lib/content-edits";
import type { ContactActionData } from "~/routes/public/home.server";
import type { SiteSettings } from "~/schemas/site-settings";
import { ContactSection } from "./contact-section";
import { ContentIcon } from "./icons";
import { CtaButton, Section, SectionHeading } from "./sections";

/** A part of the home page: the (edited) content and the edits' structure. */
interface PartProps {
  content: HomeContent;
  structure: PageStructure;
}

function Hero({ content, settings, structure }: PartProps & { settings: SiteSettings }) {
  const { hero } = content;
  return (
    <section
      id="home"
      aria-labelledby="page-title"
      className="relative overflow-hidden bg-navy-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(70rem_35rem_at_90%_-20%,rgba(59,130,246,0.4),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[1.4fr_1fr] lg:pr-8 lg:pl-20">
        <div>
          <p
            data-eid="hero.eyebrow"
            className="text-sm font-semibold uppercase tracking-wider text-accent-400"
          >
            {hero.eyebrow}
          </p>
          <h1
            id="page-title"
            data-eid="hero.title"
            className="mt-4 text-4xl font-semibold tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            {hero.title}
          </h1>
          <p data-eid="hero.subtitle" className="mt-6 max-w-2xl text-lg leading-8 text-slate-300">
            {hero.subtitle}
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <CtaButton cta={hero.primaryCta} settings={settings} eid="hero.primaryCta" />
            <CtaButton
              cta={hero.secondaryCta}
              settings={settings}
              eid="hero.secondaryCta"
              variant="secondary"
            />
          </div>
        </div>
        <ul className="space-y-4 self-center rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8">
          {hero.highlights.map((item, index) => (
            <li key={item} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span data-eid={`hero.highlights.${index}`} className="text-slate-100">
                {item}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative border-t border-white/10 bg-navy-950/40">
        <dl
          className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 min-[22rem]:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:pr-8 lg:pl-20"
          {...listAttributes(structure, "stats", content.stats)}
        >
          {content.stats.map((stat, index) => (
            <div
              key={itemKey(structure, "stats", index)}
              className="flex min-w-0 flex-col"
              {...itemAttributes(structure, "stats", index)}
            >
              <dt
                data-eid={`${itemKey(structure, "stats", index)}.label`}
                className="text-sm text-slate-300"
              >
                {stat.label}
              </dt>
              <dd
                data-eid={`${itemKey(structure, "stats", index)}.value`}
                className="order-first text-xl font-semibold tracking-tight wrap-break-word text-white sm:text-2xl"
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function About({ content, structure }: PartProps) {
  const { about } = content;
  return (
    <Section id="about" labelledBy="about-heading" edit={sectionAttributes(structure, "about")}>
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-heading"
            eid="about.title"
            eyebrow={about.eyebrow}
            eyebrowEid="about.eyebrow"
          >
            {about.title}
          </SectionHeading>
          <div className="mt-6 space-y-5 leading-7 text-slate-700">
            {about.paragraphs.map((paragraph, index) => (
              <p key={paragraph} data-eid={`about.paragraphs.${index}`}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <ul
          className="space-y-5 self-center"
          {...listAttributes(structure, "about.points", about.points)}
        >
          {about.points.map((point, index) => (
            <li
              key={itemKey(structure, "about.points", index)}
              className="flex gap-4 rounded-xl border border-slate-200 p-6"
              {...itemAttributes(structure, "about.points", index)}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-500/10 text-accent-700">
                <ContentIcon name={point.icon} className="size-5" />
              </span>
              <div>
                <h3
                  data-eid={`${itemKey(structure, "about.points", index)}.title`}
                  className="font-semibold text-navy-900"
                >
                  {point.title}
                </h3>
                <p
                  data-eid={`${itemKey(structure, "about.points", index)}.body`}
                  className="mt-1 text-sm leading-6 text-slate-600"
                >
                  {point.body}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Services({ content, structure }: PartProps) {
  const { services } = content;
  return (
    <Section
      id="services"
      tone="muted"
      labelledBy="services-heading"
      edit={sectionAttributes(structure, "services")}
    >
      <SectionHeading
        id="services-heading"
        eid="services.title"
        eyebrow={services.eyebrow}
        eyebrowEid="services.eyebrow"
        intro={services.intro}
        introEid="services.intro"
      >
        {services.title}
      </SectionHeading>
      <ul
        className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        {...listAttributes(structure, "services.items", services.items)}
      >
        {services.items.map((item, index) => (
          <li
            key={itemKey(structure, "services.items", index)}
            {...itemAttributes(structure, "services.items", index)}
          >
            <a
              href={item.href}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-accent-500 hover:shadow-md"
            >
              <span className="grid size-10 place-items-center rounded-lg bg-navy-900 text-white">
                <ContentIcon name={item.icon} className="size-5" />
              </span>
              <h3
                data-eid={`${itemKey(structure, "services.items", index)}.title`}
                className="mt-4 font-semibold text-navy-900"
              >
                {item.title}
              </h3>
              <p
                data-eid={`${itemKey(structure, "services.items", index)}.body`}
                className="mt-2 flex-1 text-sm leading-6 text-slate-600"
              >
                {item.body}
              </p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-700">
                View service
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition group-hover:translate-x-0.5"
                />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Expertise({ content, structure }: PartProps) {
  const { expertise } = content;
  return (
    <Section
      id="expertise"
      tone="navy"
      labelledBy="expertise-heading"
      edit={sectionAttributes(structure, "expertise")}
    >
      <SectionHeading
        id="expertise-heading"
        eid="expertise.title"
        eyebrow={expertise.eyebrow}
        eyebrowEid="expertise.eyebrow"
        intro={expertise.intro}
        introEid="expertise.intro"
        invert
      >
        {expertise.title}
      </SectionHeading>
      <ul
        className="mt-12 grid gap-x-8 gap-y-10 md:grid-cols-2 lg:grid-cols-3"
        {...listAttributes(structure, "expertise.items", expertise.items)}
      >
        {expertise.items.map((item, index) => (
          <li
            key={itemKey(structure, "expertise.items", index)}
            className="flex gap-4"
            {...itemAttributes(structure, "expertise.items", index)}
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-400">
              <ContentIcon name={item.icon} className="size-5" />
            </span>
            <div>
              <h3
                data-eid={`${itemKey(structure, "expertise.items", index)}.title`}
                className="font-semibold text-white"
              >
                {item.title}
              </h3>
              <p
                data-eid={`${itemKey(structure, "expertise.items", index)}.body`}
                className="mt-2 text-sm leading-6 text-slate-300"
              >
                {item.body}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-sm font-semibold uppercase tracking-wider text-slate-300">
        Platforms we work in every day
      </h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {expertise.tools.map((tool) => (
          <li
            key={tool}
            className="rounded-full border border-white/15 px-3 py-1 text-sm text-slate-200"
          >
            {tool}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The home page: hero, about, services, expertise and the contact form. */
export function HomeTemplate({
  content,
  structure,
  settings,
  actionData,
}: PartProps & {
  settings: SiteSettings;
  actionData: ContactActionData | undefined;
}) {
  const part = { content, structure };
  const shown = (name: string) => isSectionShown(structure, name);
  return (
    <main id="main">
      <Hero {...part} settings={settings} />
      {shown("about") && <About {...part} />}
      {shown("services") && <Services {...part} />}
      {shown("expertise") && <Expertise {...part} />}
      <ContactSection content={content} settings={settings} actionData={actionData} />
    </main>
  );
}
