import { ArrowRight, Clock, Factory, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { childPages } from "~/content";
import { heroOf } from "~/content/sections";
import type { ServicePageContent } from "~/content/types";
import {
  isSectionShown,
  lookAttributes,
  type PageStructure,
  sectionAttributes,
} from "~/lib/content-edits";
import type { ContactActionData } from "~/routes/public/home.server";
import type { Section as PageSection, SectionOf, SectionType } from "~/schemas/sections";
import type { SiteSettings } from "~/schemas/site-settings";
import { LeadForm } from "./lead-form";
import { PART_VIEWS } from "./part-sections";
import { LIBRARY_VIEWS } from "./section-library";
import {
  type BreadcrumbLink,
  Breadcrumbs,
  CtaButton,
  RelatedLinks,
  Section,
  SectionHeading,
} from "./sections";

// A page's sections on the server (issue #32): one view per section type, in the page's order,
// each carrying `data-section="<type>"` and its key. Sections hidden for visitors are left out
// (in edit mode they render, marked). 0 JavaScript: every view is plain markup.

/** What every section view gets: its section, the page around it and the render's context. */
export interface SectionViewProps<T extends SectionType = SectionType> {
  section: SectionOf<T>;
  page: ServicePageContent;
  structure: PageStructure;
  settings: SiteSettings;
  breadcrumbs: BreadcrumbLink[];
  related: { href: string; label: string }[];
  /** A stats section shown beside this rich text (variant "beside-text"). */
  aside?: SectionOf<"stats">;
  /** The answer to a lead form posted on this page. */
  actionData?: ContactActionData;
}

export type SectionViews = { [T in SectionType]?: (props: SectionViewProps<T>) => ReactNode };

function Hero({
  section,
  structure,
  settings,
  breadcrumbs,
  page,
  actionData,
}: SectionViewProps<"hero">) {
  const variant = section.variant ?? "standard";
  const centred = variant === "centred";
  const at = (field: string) => `${section.key}.${field}`;
  // "form": the lead form beside the words (first on a phone after the heading); "split": the
  // section's image there.
  const beside =
    variant === "form" ? (
      <div className="text-navy-900">
        <LeadForm actionData={actionData} action={`/${page.slug}`} formId={`${section.key}-form`} />
      </div>
    ) : variant === "split" && section.image ? (
      <img
        src={section.image.src}
        alt={section.image.decorative ? "" : section.image.alt}
        decoding="async"
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
      />
    ) : null;
  const words = (
    <div className={`mt-10 max-w-3xl ${centred ? "mx-auto" : ""}`}>
      <p
        data-eid={at("eyebrow")}
        className="text-sm font-semibold uppercase tracking-wider text-accent-400"
      >
        {section.eyebrow}
      </p>
      <h1
        id={`${section.key}-title`}
        data-eid={at("title")}
        className="mt-3 text-3xl font-semibold tracking-tight text-balance wrap-break-word min-[22rem]:text-4xl sm:text-5xl"
      >
        {section.title}
      </h1>
      <p data-eid={at("subtitle")} className="mt-6 text-lg leading-8 text-slate-300">
        {section.subtitle}
      </p>
      <div className={`mt-8 flex flex-wrap gap-3 ${centred ? "justify-center" : ""}`}>
        <CtaButton cta={section.primaryCta} settings={settings} eid={at("primaryCta")} />
        {section.secondaryCta && (
          <CtaButton
            cta={section.secondaryCta}
            settings={settings}
            eid={at("secondaryCta")}
            variant="secondary"
          />
        )}
      </div>
    </div>
  );
  return (
    // The hero carries the page's h1: it is not one of the sections staff hide.
    <section
      id={section.key}
      data-section="hero"
      {...lookAttributes(structure, section)}
      className="relative overflow-hidden bg-navy-900 text-white"
      aria-labelledby={`${section.key}-title`}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(59,130,246,0.35),transparent_60%)]"
      />
      <div
        className={`relative mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pb-24 lg:pr-8 lg:pl-20 ${centred ? "text-center" : ""}`}
      >
        {/* A landing page keeps visitors on it: no trail of links away (its JSON-LD keeps it). */}
        {breadcrumbs.length > 0 && page.template !== "landing" && (
          <Breadcrumbs items={breadcrumbs} />
        )}
        {beside ? (
          <div className="grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
            {words}
            <div className="lg:mt-10">{beside}</div>
          </div>
        ) : (
          words
        )}
      </div>
    </section>
  );
}

function RegionFacts({ section, page, structure }: SectionViewProps<"region">) {
  const region = page.region;
  if (!region) return null;
  const groups = [
    { title: "Cities and metro areas", icon: MapPin, items: region.areaServed, key: "areaServed" },
    { title: "Time zones covered", icon: Clock, items: region.timeZones, key: "timeZones" },
    { title: "Industries we support", icon: Factory, items: region.industries, key: "industries" },
  ];
  return (
    <Section
      tone={section.tone}
      labelledBy={`${section.key}-heading`}
      edit={sectionAttributes(structure, section)}
    >
      <SectionHeading id={`${section.key}-heading`}>{`Serving ${region.name}`}</SectionHeading>
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

/** "Helpdesk services · California" → "Helpdesk services". */
const familyLabel = (eyebrow: string) => eyebrow.split(" · ")[0] ?? eyebrow;

/**
 * A hub page's directory: every page of its family (the pages whose breadcrumb parent it is),
 * services first, then the regional pages grouped by region. It is how visitors (and
 * crawlers) reach each page from the home page through the hubs.
 */
function FamilyDirectory({ section, page }: SectionViewProps<"directory">) {
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
    <Section tone={section.tone} labelledBy={`${section.key}-heading`}>
      <SectionHeading id={`${section.key}-heading`}>
        Everything in {heroOf(page)?.eyebrow}
      </SectionHeading>
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
                        {familyLabel(heroOf(child)?.eyebrow ?? child.seoTitle)}
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

function Related({ section, related, structure }: SectionViewProps<"related">) {
  return (
    <RelatedLinks
      links={related}
      edit={sectionAttributes(structure, section)}
      title={section.title}
      titleEid={`${section.key}.title`}
      headingId={`${section.key}-heading`}
    />
  );
}

const VIEWS: SectionViews = {
  hero: Hero,
  ...PART_VIEWS,
  region: RegionFacts,
  directory: FamilyDirectory,
  related: Related,
  ...LIBRARY_VIEWS,
};

/** One section's view. */
export function SectionView(props: SectionViewProps) {
  const View = VIEWS[props.section.type] as ((props: SectionViewProps) => ReactNode) | undefined;
  return View ? <View {...props} /> : null;
}

/**
 * The page's sections in order, those hidden for visitors left out (edit mode renders them,
 * marked). A stats section of variant "beside-text" right after a rich text shows beside it.
 */
export function PageSections(props: Omit<SectionViewProps, "section" | "aside">) {
  const { page, structure } = props;
  const shown = (section: PageSection) => isSectionShown(structure, section.key);
  const views: ReactNode[] = [];
  page.sections.forEach((section, index) => {
    const previous = page.sections[index - 1];
    if (
      section.type === "stats" &&
      section.variant === "beside-text" &&
      previous?.type === "rich-text"
    ) {
      return;
    }
    if (!shown(section)) return;
    const next = page.sections[index + 1];
    const aside =
      section.type === "rich-text" && next?.type === "stats" && next.variant === "beside-text"
        ? next
        : undefined;
    views.push(<SectionView key={section.key} {...props} section={section} aside={aside} />);
  });
  return <>{views}</>;
}
