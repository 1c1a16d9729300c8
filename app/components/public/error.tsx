import { ArrowRight } from "lucide-react";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { FOOTER_SERVICES, MAIN_NAV, type NavLink } from "~/content/navigation";
import { pageTitle } from "~/lib/page-title";

/** The main services, as the footer lists them. */
const NOT_FOUND_SERVICES: NavLink[] = FOOTER_SERVICES.links;
/**
 * The main navigation's other pages (About, Blog, Contact Us): its links less Home ('Back to
 * Home' is there) and the services already listed.
 */
const NOT_FOUND_MORE: NavLink[] = MAIN_NAV.filter(
  (item): item is NavLink =>
    "href" in item &&
    item.href !== "/" &&
    !item.href.startsWith("/#home") &&
    !NOT_FOUND_SERVICES.some((service) => service.href === item.href),
);

function SuggestedLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-slate-500">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group inline-flex items-center gap-1.5 py-1 font-medium text-accent-700 hover:text-accent-600 hover:underline"
            >
              {link.label}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition group-hover:translate-x-0.5"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The spec's Page Not Found view: 'Page Not Found', 'Error: {message}' and 'Back to Home', then
 * the main services, the blog and contact (from the site's navigation data), so a visitor who
 * followed a dead link finds a way on. Plain links: public pages carry no JavaScript.
 */
export function PageNotFoundView({ message }: { message: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-20 sm:py-24">
      <div className="flex flex-col items-center gap-5 text-center">
        <h1 className="text-4xl font-semibold tracking-tight text-navy-900">Page Not Found</h1>
        <p className="text-lg text-slate-600">{`Error: ${message}`}</p>
        <a
          href="/"
          className="mt-2 inline-flex items-center gap-2 rounded-md bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-600"
        >
          Back to Home
        </a>
      </div>
      <nav
        aria-label="Suggested pages"
        className="mt-14 grid gap-8 border-t border-slate-200 pt-10 sm:grid-cols-2"
      >
        <SuggestedLinks id="not-found-services" title="Our services" links={NOT_FOUND_SERVICES} />
        <SuggestedLinks id="not-found-more" title="Read or get in touch" links={NOT_FOUND_MORE} />
      </nav>
    </main>
  );
}

/** The message of the Page Not Found view: the 404's own text, else 'Failed to load page'. */
export function publicErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data) {
    return error.data;
  }
  return "Failed to load page";
}

/** A public route's error boundary, drawn inside the site layout. */
export function PublicErrorView({ error }: { error: unknown }) {
  return <PageNotFoundView message={publicErrorMessage(error)} />;
}

/**
 * The <head> of the error view: the title with the product name (from the public layout's
 * data when it loaded) and noindex.
 */
export function publicErrorMeta(
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[],
): MetaDescriptor[] {
  const layoutData = matches.find((match) => match?.id === "routes/public/layout")?.loaderData;
  const settings =
    typeof layoutData === "object" && layoutData !== null && "settings" in layoutData
      ? layoutData.settings
      : undefined;
  const productName =
    typeof settings === "object" &&
    settings !== null &&
    "productName" in settings &&
    typeof settings.productName === "string"
      ? settings.productName
      : undefined;
  return [
    { title: productName ? pageTitle("Page Not Found", productName) : "Page Not Found" },
    { name: "robots", content: "noindex" },
  ];
}
