import { Outlet } from "react-router";
import { PublicLayout } from "~/components/public/layout";
import { appContext } from "~/context";
import { STATIC_PAGE } from "~/lib/route-handle";
import type { Route } from "./+types/layout";

export const handle = STATIC_PAGE;

/** Header, footer and floating buttons read the site settings. */
export async function loader({ context }: Route.LoaderArgs) {
  const { deps, services } = context.get(appContext);
  const { settings } = await services.settings.getSiteSettings(deps);
  return { settings };
}

export default function PublicPages({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout settings={loaderData.settings}>
      <Outlet />
    </PublicLayout>
  );
}
