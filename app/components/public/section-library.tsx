import { ArrowRight, Check, Quote } from "lucide-react";
import { listAddress } from "~/content/sections";
import { itemAttributes, itemKey, listAttributes } from "~/lib/content-edits";
import type { SectionImage } from "~/schemas/sections";
import { LeadForm } from "./lead-form";
import { ctaHref, linkTarget } from "./links";
import type { SectionViewProps, SectionViews } from "./page-sections";
import { CtaButton, SectionFrame, SectionHeading } from "./sections";

// The section types a page composed in the admin adds to the parts every code page has
// (issue #32): quotes, logos, pricing tiers, a comparison table, image and text, the contact
// form and a list of cards. Plain server markup, 0 JavaScript.

/** A section heading (and intro) at the section's own addresses. */
function Heading({
  section,
  invert = false,
}: {
  section: { key: string; title: string; intro?: string };
  invert?: boolean;
}) {
  return (
    <SectionHeading
      id={`${section.key}-heading`}
      eid={`${section.key}.title`}
      intro={section.intro}
      introEid={`${section.key}.intro`}
      invert={invert}
    >
      {section.title}
    </SectionHeading>
  );
}

/** A library image: its alt text, or empty alt when staff marked it decorative. */
function SectionPicture({ image, className }: { image: SectionImage; className: string }) {
  return (
    <img
      src={image.src}
      alt={image.decorative ? "" : image.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

function Testimonials({ section, structure }: SectionViewProps<"testimonials">) {
  const path = listAddress(section, "quotes");
  const single = section.variant === "single";
  return (
    <SectionFrame section={section} structure={structure}>
      <Heading section={section} invert={section.tone === "navy"} />
      <ul
        className={`mt-10 grid gap-6 ${single ? "max-w-3xl" : "md:grid-cols-2 lg:grid-cols-3"}`}
        {...listAttributes(structure, path, section.quotes)}
      >
        {section.quotes.map((quote, index) => {
          const key = itemKey(structure, path, index);
          return (
            <li
              key={key}
              className="rounded-xl border border-slate-200 bg-white p-6 text-navy-900 shadow-sm"
              {...itemAttributes(structure, path, index)}
            >
              <figure>
                <Quote aria-hidden="true" className="size-6 text-accent-700" />
                <blockquote data-eid={`${key}.quote`} className="mt-3 leading-7 text-slate-700">
                  {quote.quote}
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span data-eid={`${key}.name`} className="font-semibold">
                    {quote.name}
                  </span>
                  {quote.role && (
                    <>
                      {", "}
                      <span data-eid={`${key}.role`} className="text-slate-600">
                        {quote.role}
                      </span>
                    </>
                  )}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

function LogoStrip({ section, structure }: SectionViewProps<"logo-strip">) {
  const path = listAddress(section, "logos");
  return (
    <SectionFrame section={section} structure={structure}>
      <Heading section={section} invert={section.tone === "navy"} />
      <ul
        className="mt-8 flex flex-wrap items-center gap-x-10 gap-y-6"
        {...listAttributes(structure, path, section.logos)}
      >
        {section.logos.map((logo, index) => {
          const key = itemKey(structure, path, index);
          return (
            <li key={key} className="flex items-center" {...itemAttributes(structure, path, index)}>
              {logo.image ? (
                <SectionPicture
                  image={logo.image}
                  className="h-10 w-auto max-w-40 object-contain"
                />
              ) : (
                <span
                  data-eid={`${key}.name`}
                  className="text-lg font-semibold tracking-tight text-slate-600"
                >
                  {logo.name}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

function Pricing({ section, structure, settings }: SectionViewProps<"pricing">) {
  const path = listAddress(section, "tiers");
  return (
    <SectionFrame section={section} structure={structure}>
      <Heading section={section} invert={section.tone === "navy"} />
      <ul
        className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]"
        {...listAttributes(structure, path, section.tiers)}
      >
        {section.tiers.map((tier, index) => {
          const key = itemKey(structure, path, index);
          const featuresPath = `${key}.features`;
          return (
            <li
              key={key}
              className={`flex flex-col rounded-2xl border bg-white p-6 text-navy-900 shadow-sm ${tier.popular ? "border-accent-600 ring-2 ring-accent-600" : "border-slate-200"}`}
              {...itemAttributes(structure, path, index)}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 data-eid={`${key}.name`} className="text-lg font-semibold">
                  {tier.name}
                </h3>
                {tier.popular && (
                  <span className="rounded-full bg-accent-700 px-3 py-1 text-xs font-semibold text-white">
                    Most popular
                  </span>
                )}
              </div>
              <p className="mt-4 flex items-baseline gap-1">
                <span data-eid={`${key}.price`} className="text-3xl font-semibold tracking-tight">
                  {tier.price}
                </span>
                {tier.period && (
                  <span data-eid={`${key}.period`} className="text-sm text-slate-600">
                    {tier.period}
                  </span>
                )}
              </p>
              <p data-eid={`${key}.summary`} className="mt-3 text-sm leading-6 text-slate-600">
                {tier.summary}
              </p>
              <ul
                className="mt-6 flex-1 space-y-2 text-sm"
                {...listAttributes(structure, featuresPath, tier.features)}
              >
                {tier.features.map((feature, featureIndex) => {
                  const featureKey = itemKey(structure, featuresPath, featureIndex);
                  return (
                    <li
                      key={featureKey}
                      className="flex gap-2"
                      {...itemAttributes(structure, featuresPath, featureIndex)}
                    >
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-accent-700"
                      />
                      <span data-eid={featureKey}>{feature}</span>
                    </li>
                  );
                })}
              </ul>
              <div className="mt-6">
                <CtaButton
                  cta={tier.cta}
                  settings={settings}
                  eid={`${key}.cta`}
                  variant={tier.popular ? "primary" : "outline"}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

function Comparison({ section, structure }: SectionViewProps<"comparison">) {
  const path = listAddress(section, "rows");
  return (
    <SectionFrame section={section} structure={structure}>
      <Heading section={section} invert={section.tone === "navy"} />
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
        aria-label={`${section.title}, table`}
        className="mt-10 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <table className="w-full min-w-[32rem] text-left text-sm text-navy-900">
          <thead className="bg-slate-50">
            <tr>
              <td className="p-4" />
              {section.columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed positions
                  key={index}
                  scope="col"
                  data-eid={`${section.key}.columns.${index}`}
                  className="p-4 font-semibold"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody {...listAttributes(structure, path, section.rows)}>
            {section.rows.map((row, index) => {
              const key = itemKey(structure, path, index);
              return (
                <tr
                  key={key}
                  className="border-t border-slate-200"
                  {...itemAttributes(structure, path, index)}
                >
                  <th scope="row" data-eid={`${key}.label`} className="p-4 font-medium">
                    {row.label}
                  </th>
                  {row.values.map((value, valueIndex) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column
                      key={valueIndex}
                      data-eid={`${key}.values.${valueIndex}`}
                      className="p-4 text-slate-700"
                    >
                      {value}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </SectionFrame>
  );
}

function ImageText({ section, structure, settings }: SectionViewProps<"image-text">) {
  const path = listAddress(section, "paragraphs");
  const imageFirst = section.variant === "image-left";
  const invert = section.tone === "navy";
  return (
    <SectionFrame section={section} structure={structure}>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className={imageFirst ? "lg:order-2" : undefined}>
          <Heading section={section} invert={invert} />
          <div
            className={`mt-6 space-y-4 leading-7 ${invert ? "text-slate-300" : "text-slate-700"}`}
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
          {section.cta && (
            <div className="mt-8">
              <CtaButton cta={section.cta} settings={settings} eid={`${section.key}.cta`} />
            </div>
          )}
        </div>
        {section.image ? (
          <SectionPicture
            image={section.image}
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-sm"
          />
        ) : (
          <div
            aria-hidden="true"
            className="aspect-[4/3] w-full rounded-2xl bg-gradient-to-br from-accent-700/15 to-navy-900/10"
          />
        )}
      </div>
    </SectionFrame>
  );
}

function ContactForm({ section, structure, page, actionData }: SectionViewProps<"contact-form">) {
  return (
    <SectionFrame section={section} structure={structure}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
        <SectionHeading
          id={`${section.key}-heading`}
          eid={`${section.key}.title`}
          intro={section.body}
          introEid={`${section.key}.body`}
          invert={section.tone === "navy"}
        >
          {section.title}
        </SectionHeading>
        <LeadForm actionData={actionData} action={`/${page.slug}`} formId={`${section.key}-form`} />
      </div>
    </SectionFrame>
  );
}

function Cards({ section, structure, settings }: SectionViewProps<"cards">) {
  const path = listAddress(section, "cards");
  return (
    <SectionFrame section={section} structure={structure}>
      <Heading section={section} invert={section.tone === "navy"} />
      <ul
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        {...listAttributes(structure, path, section.cards)}
      >
        {section.cards.map((card, index) => {
          const key = itemKey(structure, path, index);
          const href = ctaHref(card.link, settings);
          return (
            <li
              key={key}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-navy-900 shadow-sm"
              {...itemAttributes(structure, path, index)}
            >
              <h3 data-eid={`${key}.title`} className="font-semibold">
                {card.title}
              </h3>
              <p data-eid={`${key}.body`} className="mt-2 flex-1 text-sm leading-6 text-slate-600">
                {card.body}
              </p>
              <a
                href={href}
                {...linkTarget(href)}
                data-eid={`${key}.link`}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-700 hover:underline"
              >
                {card.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

/** The library's own section views (page-sections.tsx has the ones every code page uses). */
export const LIBRARY_VIEWS: SectionViews = {
  testimonials: Testimonials,
  "logo-strip": LogoStrip,
  pricing: Pricing,
  comparison: Comparison,
  "image-text": ImageText,
  "contact-form": ContactForm,
  cards: Cards,
};
