import { ArrowLeft } from "lucide-react";
import { PageSections } from "~/components/public/page-sections";
import { SECTION_LIBRARY } from "~/content/section-library";
import type { ServicePageContent } from "~/content/types";
import { appContext } from "~/context";
import { requireStaff } from "~/lib/admin-session.server";
import { NO_STRUCTURE } from "~/lib/content-edits";
import { STATIC_PAGE } from "~/lib/route-handle";
import type { Section } from "~/schemas/sections";
import type { Route } from "./+types/sections";

// `/admin/sections` (staff): the section library, every type in every variant, rendered as a
// page renders it, with the placeholder copy a new section starts with. Plain server markup
// like the public pages (no JavaScript).

export const handle = STATIC_PAGE;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const { deps, services } = context.get(appContext);
  const { settings } = await services.settings.getSiteSettings(deps);
  return { settings };
}

export const meta: Route.MetaFunction = () => [
  { title: "Section library" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The library's samples: each type in each variant under a key of its own. A later variant's
 * heading names the variant, so every sample region has a name of its own; key figures shown
 * beside text come after a rich text, as on a page.
 */
const SAMPLES = SECTION_LIBRARY.map((entry) => ({
  entry,
  variants: entry.variants.map((variant, index) => {
    const key = `${entry.type}-${variant.id}`.replace(/[^a-zA-Z0-9-]/g, "");
    const section = { ...entry.placeholder(key), variant: variant.id } as Section;
    if (index > 0 && "title" in section && section.title) {
      section.title = `${section.title} (${variant.label.toLowerCase()})`;
    }
    const sections: Section[] =
      section.type === "stats" && variant.id === "beside-text"
        ? [
            {
              type: "rich-text",
              key: `${key}-text`,
              title: "Text with key figures beside it",
              paragraphs: ["The figures sit beside the paragraphs of the rich text before them."],
            },
            section,
          ]
        : [section];
    return { variant, sections };
  }),
}));

/** The page the samples render in: its related links are two of the site's hubs. */
const SAMPLE_PAGE: ServicePageContent = {
  slug: "admin/sections",
  family: "service",
  template: "service",
  seoTitle: "Section library",
  description: "",
  keywords: [],
  related: [],
  sections: SAMPLES.flatMap((sample) => sample.variants.flatMap(({ sections }) => sections)),
};
const SAMPLE_RELATED = [
  { href: "/managed-services", label: "Managed IT services" },
  { href: "/it-security", label: "IT security" },
];

export default function SectionLibrary({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div>
            <h1 className="text-xl font-semibold text-navy-900">Section library</h1>
            <p className="text-sm text-slate-600">
              {SAMPLES.length} section types. Add them to a page in edit mode with "Add section".
            </p>
          </div>
          <a
            href="/admin"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the dashboard
          </a>
        </div>
      </header>
      <main id="main" className="space-y-10 py-8">
        {SAMPLES.map(({ entry, variants }) => (
          <article
            key={entry.type}
            aria-labelledby={`library-${entry.type}`}
            className="mx-auto max-w-7xl px-4 sm:px-6"
          >
            <h2 id={`library-${entry.type}`} className="text-lg font-semibold text-navy-900">
              {entry.label}
            </h2>
            <p className="text-sm text-slate-600">{entry.description}</p>
            <div className="mt-4 space-y-6">
              {variants.map(({ variant, sections }) => (
                <figure
                  key={variant.id}
                  className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <figcaption className="border-b border-slate-200 px-4 py-2 text-sm font-medium text-slate-700">
                    {`${entry.label} · ${variant.label}`}
                  </figcaption>
                  <PageSections
                    page={{ ...SAMPLE_PAGE, sections }}
                    structure={NO_STRUCTURE}
                    settings={loaderData.settings}
                    breadcrumbs={[]}
                    related={SAMPLE_RELATED}
                  />
                </figure>
              ))}
            </div>
          </article>
        ))}
      </main>
    </div>
  );
}
