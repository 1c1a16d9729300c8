import { Outlet, useMatches } from "react-router";
import { PublicLayout } from "~/components/public/layout";
import { SharedPreviewBar } from "~/components/public/shared-preview-bar";
import { appContext } from "~/context";
import { STATIC_PAGE } from "~/lib/route-handle";
import type { Route } from "./+types/layout";

export const handle = STATIC_PAGE;

/** Header, footer and floating buttons read the site settings; a share link has its banner. */
export async function loader({ context }: Route.LoaderArgs) {
  const { deps, services, preview } = context.get(appContext);
  const { settings } = await services.settings.getSiteSettings(deps);
  return { settings, preview: preview ?? null };
}

/** Whether the page rendered is a landing page (its loader's view says so). */
function isLandingPage(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => {
    const view = (match.loaderData as { view?: { page?: { template?: string } } } | undefined)
      ?.view;
    return view?.page?.template === "landing";
  });
}

export default function PublicPages({ loaderData }: Route.ComponentProps) {
  const landing = isLandingPage(useMatches());
  return (
    <PublicLayout
      settings={loaderData.settings}
      landing={landing}
      notice={loaderData.preview && <SharedPreviewBar preview={loaderData.preview} />}
    >
      <Outlet />
    </PublicLayout>
  );
}
