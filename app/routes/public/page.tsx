import { PublicErrorView, publicErrorMeta } from "~/components/public/error";
import { PublicPageView } from "~/components/public/page-view";
import { appContext } from "~/context";
import { loadPublicPage, pageFormAction } from "~/lib/public-page.server";
import { STATIC_PAGE } from "~/lib/route-handle";
import type { Route } from "./+types/page";

// `/:slug` (and, under the id "public-splat", every deeper unknown path): a code page from
// app/content or an active D1 page of the catalogue; anything else is the spec's 404 view.

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { renderUnpublished } = context.get(appContext);
  return loadPublicPage(params.slug ?? params["*"] ?? "", context, {
    includeInactive: renderUnpublished === true,
  });
}

/** A page's lead form posts here; the answer renders in the form's box (0 JavaScript). */
export const action = (args: Route.ActionArgs) => pageFormAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData && !error ? loaderData.meta : publicErrorMeta(matches);

export default function PublicPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PublicPageView view={loaderData.view} settings={loaderData.settings} actionData={actionData} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicErrorView error={error} />;
}
