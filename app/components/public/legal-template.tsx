import type { LegalPageContent } from "~/content/types";
import { Breadcrumbs } from "./sections";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Privacy policy and terms: a readable single column with a table of contents. */
export function LegalTemplate({ page }: { page: LegalPageContent }) {
  return (
    <main id="main">
      <section className="bg-navy-900 text-white" aria-labelledby="page-title">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-14 sm:px-6">
          <Breadcrumbs items={[{ name: page.title, path: `/${page.slug}` }]} />
          <h1
            id="page-title"
            data-eid="title"
            className="mt-10 text-4xl font-semibold tracking-tight sm:text-5xl"
          >
            {page.title}
          </h1>
          <p className="mt-4 text-slate-300">
            Last updated{" "}
            <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <nav
          aria-labelledby="toc-heading"
          className="rounded-xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2
            id="toc-heading"
            className="text-sm font-semibold uppercase tracking-wider text-slate-600"
          >
            On this page
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index + 1}`} className="text-accent-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section, index) => (
          <section
            key={section.heading}
            id={`section-${index + 1}`}
            aria-labelledby={`section-${index + 1}-heading`}
            className="mt-12"
          >
            <h2
              id={`section-${index + 1}-heading`}
              data-eid={`sections.${index}.heading`}
              className="text-2xl font-semibold tracking-tight text-navy-900"
            >
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-700">
              {section.paragraphs.map((paragraph, p) => (
                <p key={paragraph} data-eid={`sections.${index}.paragraphs.${p}`}>
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </main>
  );
}
