import { data, type RouterContextProvider } from "react-router";
import { findCodePage } from "~/content";
import { heroOf, sectionsOfType } from "~/content/sections";
import type { ServicePageContent } from "~/content/types";
import { appContext } from "~/context";
import {
  breadcrumbJsonLd,
  buildMeta,
  type Crumb,
  drawnSocialImage,
  faqJsonLd,
  pageTitleOf,
  professionalServiceJsonLd,
} from "~/lib/seo";
import type { Route } from "../routes/public/+types/page";
import { contactAction } from "../routes/public/home.server";
import { isSectionShown } from "./content-edits";
import { withPageEdits } from "./page-edits.server";
import { SOCIAL_FAMILY_LABELS } from "./social-image";

function crumbName(slug: string): string {
  const page = findCodePage(slug);
  if (!page) return slug;
  return page.template === "legal" ? page.title : (heroOf(page)?.eyebrow ?? page.seoTitle);
}

/** A created page's crumb is its title (its heading until one is set); a code page's its eyebrow. */
function serviceCrumbs(page: ServicePageContent, source: "code" | "d1"): Crumb[] {
  const crumbs: Crumb[] = [];
  if (page.parent && page.parent !== `/${page.slug}`) {
    crumbs.push({ name: crumbName(page.parent.replace(/^\//, "")), path: page.parent });
  }
  const name = source === "d1" ? pageTitleOf(page) : (heroOf(page)?.eyebrow ?? pageTitleOf(page));
  crumbs.push({ name, path: `/${page.slug}` });
  return crumbs;
}

function relatedLinks(page: ServicePageContent) {
  return page.related.flatMap((slug) => {
    const target = findCodePage(slug);
    if (!target || slug === page.slug) return [];
    return [{ href: `/${slug}`, label: target.seoTitle }];
  });
}

function notFound(slug: string): never {
  throw data(`Page component not found: ${slug}`, { status: 404 });
}

/**
 * Everything a public page route needs for `slug`: the page (code or D1), the site settings
 * and the head tags. Throws the spec's 404 for an unknown, inactive or malformed slug.
 */
export async function loadPublicPage(
  slug: string,
  context: Readonly<RouterContextProvider>,
  options: { includeInactive?: boolean } = {},
) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) notFound(slug);
  const { deps, services } = context.get(appContext);
  const [{ settings }, resolved] = await Promise.all([
    services.settings.getSiteSettings(deps),
    services.pages.resolvePage(deps, slug, options),
  ]);
  if (!resolved) notFound(slug);

  const path = `/${slug}`;
  const { entry } = resolved;
  const { content: page, structure } = await withPageEdits(context, path, resolved.page);
  const title = entry.seoData.title || pageTitleOf(page);
  const image = entry.seoData.image;
  // A library image's alt and size as the Media tab has them now (og:image:alt, width, height).
  const imageFacts = await services.media.socialImageFacts(deps, image);
  const description = entry.seoData.description || page.description;
  const family = SOCIAL_FAMILY_LABELS[page.family];

  if (page.template === "legal") {
    return {
      settings,
      view: { template: "legal" as const, page, structure },
      meta: buildMeta(settings, {
        title,
        description,
        path,
        keywords: entry.seoData.keywords,
        image,
        imageFacts,
        family,
        jsonLd: [breadcrumbJsonLd(settings, [{ name: page.title, path }])],
      }),
    };
  }

  const crumbs = serviceCrumbs(page, entry.source);
  const jsonLd = [breadcrumbJsonLd(settings, crumbs)];
  // Every FAQ section visitors see feeds the one FAQPage; a hidden or removed one takes its
  // questions with it.
  const faqs = sectionsOfType(page, "faq")
    .filter((section) => isSectionShown(structure, section.key, "visitor"))
    .flatMap((section) => section.items);
  if (faqs.length > 0) jsonLd.push(faqJsonLd(faqs));
  if (page.region) {
    const social = image ? new URL(image, settings.siteUrl).href : undefined;
    jsonLd.push(
      professionalServiceJsonLd(settings, {
        description,
        path,
        region: page.region,
        image: social ?? drawnSocialImage(settings, { title, path, family })?.url,
      }),
    );
  }
  return {
    settings,
    view: {
      template: "service" as const,
      page,
      structure,
      breadcrumbs: crumbs,
      related: relatedLinks(page),
    },
    meta: buildMeta(settings, {
      title,
      description,
      path,
      keywords: entry.seoData.keywords.length > 0 ? entry.seoData.keywords : page.keywords,
      image,
      imageFacts,
      family,
      jsonLd,
      country: page.region?.country,
    }),
  };
}

/** Whether visitors of the page see a lead form (a contact-form section or a hero with one). */
export function hasLeadForm(page: ServicePageContent): boolean {
  return page.sections.some(
    (section) =>
      section.type === "contact-form" || (section.type === "hero" && section.variant === "form"),
  );
}

/**
 * A page's route action: the lead form of a live page that has one, stored with the page's
 * path. Any other post is the spec's 404 (no page) or 405 (a page without a form), its body
 * drained first so the connection stays usable.
 */
export async function pageFormAction({
  request,
  context,
  params,
}: Pick<Route.ActionArgs, "request" | "context" | "params">) {
  const slug = params.slug ?? "";
  const { deps, services } = context.get(appContext);
  const resolved = /^[a-z0-9][a-z0-9-]*$/.test(slug)
    ? await services.pages.resolvePage(deps, slug)
    : null;
  const page = resolved?.page;
  if (!page || page.template === "legal" || !hasLeadForm(page)) {
    await request.body?.cancel();
    if (!page) notFound(slug);
    throw data("This page has no form to send", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  return contactAction({ request, context }, `/${slug}`);
}
