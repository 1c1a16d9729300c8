import { data } from "react-router";
import { PublicErrorView, publicErrorMeta } from "~/components/public/error";
import { HomeTemplate } from "~/components/public/home";
import { HOME_CONTENT } from "~/content/home";
import { appContext } from "~/context";
import { withPageEdits } from "~/lib/page-edits.server";
import { STATIC_PAGE } from "~/lib/route-handle";
import { buildMeta } from "~/lib/seo";
import { HOME_SOCIAL_FAMILY } from "~/lib/social-image";
import type { Route } from "./+types/home";
import { contactAction } from "./home.server";

export const handle = STATIC_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  const { deps, services } = context.get(appContext);
  const [{ settings }, entry, home] = await Promise.all([
    services.settings.getSiteSettings(deps),
    services.pages.getCatalogueEntry(deps, "/"),
    withPageEdits(context, "/", HOME_CONTENT),
  ]);
  if (entry && !entry.isActive) throw data("Page component not found: home", { status: 404 });
  const imageFacts = await services.media.socialImageFacts(deps, entry?.seoData.image);
  return {
    settings,
    ...home,
    meta: buildMeta(settings, {
      title: entry?.seoData.title || HOME_CONTENT.seoTitle,
      description: entry?.seoData.description || HOME_CONTENT.description,
      path: "/",
      keywords: entry?.seoData.keywords,
      image: entry?.seoData.image,
      imageFacts,
      family: HOME_SOCIAL_FAMILY,
    }),
  };
}

/** The contact form posts here (`/?index`); see home.server.ts. */
export const action = (args: Route.ActionArgs) => contactAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData && !error ? loaderData.meta : publicErrorMeta(matches);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HomeTemplate
      content={loaderData.content}
      structure={loaderData.structure}
      settings={loaderData.settings}
      actionData={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicErrorView error={error} />;
}
