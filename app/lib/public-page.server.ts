import { data, type RouterContextProvider } from "react-router";
import { findCodePage } from "~/content";
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
import { isSectionShown } from "./content-edits";
import { withPageEdits } from "./page-edits.server";
import { SOCIAL_FAMILY_LABELS } from "./social-image";

function crumbName(slug: string): string {
  const page = findCodePage(slug);
  if (!page) return slug;
  return page.template === "legal" ? page.title : page.hero.eyebrow;
}

/** A created page's crumb is its title (its heading until one is set); a code page's its eyebrow. */
function serviceCrumbs(page: ServicePageContent, source: "code" | "d1"): Crumb[] {
  const crumbs: Crumb[] = [];
  if (page.parent && page.parent !== `/${page.slug}`) {
    crumbs.push({ name: crumbName(page.parent.replace(/^\//, "")), path: page.parent });
  }
  const name = source === "d1" ? pageTitleOf(page) : page.hero.eyebrow;
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
  if (page.faqs.length > 0 && isSectionShown(structure, "faqs", "visitor")) {
    jsonLd.push(faqJsonLd(page.faqs));
  }
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
