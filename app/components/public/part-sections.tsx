import { listAddress } from "~/content/sections";
import {
  itemAttributes,
  itemKey,
  listAttributes,
  type PageStructure,
  sectionAttributes,
} from "~/lib/content-edits";
import type { SectionOf } from "~/schemas/sections";
import { ContentIcon } from "./icons";
import type { SectionViewProps, SectionViews } from "./page-sections";
import { CtaButton, SectionFrame, SectionHeading } from "./sections";

// The views of the parts every code page has, as section types: key figures, rich text,
// feature grid, steps, reasons list, FAQ and the call-to-action band. Their markup is what the
// one service template rendered, so the code pages render as they did (page-fingerprints test).

function Stats({ section, structure }: { section: SectionOf<"stats">; structure: PageStructure }) {
  const path = listAddress(section, "items");
  return (
    <dl
      className="grid grid-cols-1 gap-4 self-start min-[22rem]:grid-cols-2"
      {...listAttributes(structure, path, section.items)}
    >
      {section.items.map((stat, index) => {
        const key = itemKey(structure, path, index);
        return (
          <div
            key={key}
            className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
            {...itemAttributes(structure, path, index)}
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
  );
}

function StatsBand({ section, structure }: SectionViewProps<"stats">) {
  return (
    <SectionFrame section={section} structure={structure}>
      <h2 id={`${section.key}-heading`} className="sr-only">
        Key figures
      </h2>
      <Stats section={section} structure={structure} />
    </SectionFrame>
  );
}

function RichText({ section, structure, aside }: SectionViewProps<"rich-text">) {
  const path = listAddress(section, "paragraphs");
  const narrow = section.variant === "narrow";
  return (
    <SectionFrame section={section} structure={structure}>
      <div className={narrow ? "mx-auto max-w-3xl" : "grid gap-12 lg:grid-cols-[1.6fr_1fr]"}>
        <div>
          {section.title ? (
            <SectionHeading id={`${section.key}-heading`} eid={`${section.key}.title`}>
              {section.title}
            </SectionHeading>
          ) : (
            <h2 id={`${section.key}-heading`} className="sr-only">
              Overview
            </h2>
          )}
          <div
            className={`space-y-5 text-lg leading-8 text-slate-700${section.title ? " mt-6" : ""}`}
            {...listAttributes(structure, path, section.paragraphs)}
          >
            {section.paragraphs.map((paragraph, index) => {
              const key = itemKey(structure, path, index);
              return (
                <p key={key} data-eid={key} {...itemAttributes(structure, path, index)}>
                  {paragraph}
                </p>
              );
            })}
          </div>
        </div>
        {aside && aside.items.length > 0 && <Stats section={aside} structure={structure} />}
      </div>
    </SectionFrame>
  );
}

function FeatureGrid({ section, structure }: SectionViewProps<"feature-grid">) {
  const path = listAddress(section, "items");
  const compact = section.variant === "compact";
  return (
    <SectionFrame section={section} structure={structure}>
      <SectionHeading
        id={`${section.key}-heading`}
        eid={`${section.key}.title`}
        intro={section.intro}
        introEid={`${section.key}.intro`}
      >
        {section.title}
      </SectionHeading>
      <ul
        className={`mt-12 grid gap-6 sm:grid-cols-2 ${compact ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        {...listAttributes(structure, path, section.items)}
      >
        {section.items.map((item, index) => {
          const key = itemKey(structure, path, index);
          return (
            <li
              key={key}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              {...itemAttributes(structure, path, index)}
            >
              <span className="grid size-10 place-items-center rounded-lg bg-accent-500/10 text-accent-700">
                <ContentIcon name={item.icon} className="size-5" />
              </span>
              <h3 data-eid={`${key}.title`} className="mt-4 font-semibold text-navy-900">
                {item.title}
              </h3>
              <p data-eid={`${key}.body`} className="mt-2 text-sm leading-6 text-slate-600">
                {item.body}
              </p>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

function Steps({ section, structure }: SectionViewProps<"steps">) {
  const path = listAddress(section, "steps");
  return (
    <SectionFrame section={section} structure={structure}>
      <SectionHeading id={`${section.key}-heading`} eid={`${section.key}.title`}>
        {section.title}
      </SectionHeading>
      <ol
        className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4"
        {...listAttributes(structure, path, section.steps)}
      >
        {section.steps.map((step, index) => {
          const key = itemKey(structure, path, index);
          return (
            <li
              key={key}
              className="relative border-t-2 border-accent-500 pt-5"
              {...itemAttributes(structure, path, index)}
            >
              <span className="text-sm font-semibold text-accent-700">Step {index + 1}</span>
              <h3 data-eid={`${key}.title`} className="mt-1 font-semibold text-navy-900">
                {step.title}
              </h3>
              <p data-eid={`${key}.body`} className="mt-2 text-sm leading-6 text-slate-600">
                {step.body}
              </p>
            </li>
          );
        })}
      </ol>
    </SectionFrame>
  );
}

function FeatureList({ section, structure }: SectionViewProps<"feature-list">) {
  const path = listAddress(section, "points");
  const invert = (section.tone ?? "navy") === "navy";
  return (
    <SectionFrame section={{ ...section, tone: section.tone ?? "navy" }} structure={structure}>
      <SectionHeading id={`${section.key}-heading`} eid={`${section.key}.title`} invert={invert}>
        {section.title}
      </SectionHeading>
      <ul
        className="mt-12 grid gap-x-8 gap-y-10 md:grid-cols-2"
        {...listAttributes(structure, path, section.points)}
      >
        {section.points.map((point, index) => {
          const key = itemKey(structure, path, index);
          return (
            <li key={key} className="flex gap-4" {...itemAttributes(structure, path, index)}>
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-lg ${invert ? "bg-white/10 text-accent-400" : "bg-accent-500/10 text-accent-700"}`}
              >
                <ContentIcon name={point.icon} className="size-5" />
              </span>
              <div>
                <h3
                  data-eid={`${key}.title`}
                  className={`font-semibold ${invert ? "text-white" : "text-navy-900"}`}
                >
                  {point.title}
                </h3>
                <p
                  data-eid={`${key}.body`}
                  className={`mt-2 text-sm leading-6 ${invert ? "text-slate-300" : "text-slate-600"}`}
                >
                  {point.body}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

function Faqs({ section, structure }: SectionViewProps<"faq">) {
  const path = listAddress(section, "items");
  // In edit mode a list whose items were all removed still renders, to add one back.
  if (section.items.length === 0 && !(structure.view === "editor" && structure.sizes[path])) {
    return null;
  }
  const heading = (
    <SectionHeading
      id={`${section.key}-heading`}
      eid={section.title ? `${section.key}.title` : undefined}
    >
      {section.title ?? "Frequently asked questions"}
    </SectionHeading>
  );
  const stacked = section.variant === "stacked";
  return (
    <SectionFrame section={section} structure={structure}>
      <div
        className={stacked ? "mx-auto max-w-3xl space-y-8" : "grid gap-12 lg:grid-cols-[1fr_2fr]"}
      >
        {heading}
        <dl
          className="divide-y divide-slate-200 border-y border-slate-200"
          {...listAttributes(structure, path, section.items)}
        >
          {section.items.map((faq, index) => {
            const key = itemKey(structure, path, index);
            return (
              <div key={key} className="py-6" {...itemAttributes(structure, path, index)}>
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
    </SectionFrame>
  );
}

function CtaBand({ section, settings, structure }: SectionViewProps<"cta-band">) {
  const plain = section.variant === "plain";
  return (
    <section
      aria-labelledby={`${section.key}-heading`}
      className="bg-slate-50"
      {...sectionAttributes(structure, section)}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:pr-8 lg:pl-20">
        <div
          className={`flex flex-col items-start gap-6 rounded-2xl p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between ${plain ? "border border-slate-200 bg-white text-navy-900" : "bg-gradient-to-br from-accent-700 to-navy-800 text-white"}`}
        >
          <div className="max-w-2xl">
            <h2
              id={`${section.key}-heading`}
              data-eid={`${section.key}.title`}
              className="text-2xl font-semibold tracking-tight sm:text-3xl"
            >
              {section.title}
            </h2>
            <p
              data-eid={`${section.key}.body`}
              className={`mt-3 leading-7 ${plain ? "text-slate-600" : "text-blue-50"}`}
            >
              {section.body}
            </p>
          </div>
          <CtaButton
            cta={section.button}
            settings={settings}
            eid={`${section.key}.button`}
            variant={plain ? "primary" : "outline"}
          />
        </div>
      </div>
    </section>
  );
}

/** The views of the code pages' own section types. */
export const PART_VIEWS: SectionViews = {
  "rich-text": RichText,
  stats: StatsBand,
  "feature-grid": FeatureGrid,
  "feature-list": FeatureList,
  steps: Steps,
  faq: Faqs,
  "cta-band": CtaBand,
};
