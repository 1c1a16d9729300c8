import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { PageNotFoundView } from "./components/public/error";
import { PublicLayout } from "./components/public/layout";
import { shouldHydrate } from "./lib/route-handle";
import { SITE_SETTINGS_DEFAULTS } from "./schemas/site-settings-defaults";

export const links: Route.LinksFunction = () => [
  // Under Vitest the CSS URL import resolves to "", and an empty href is a React warning.
  ...(stylesheet ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches().filter((match) => match.id !== "root");
  const hydrate = shouldHydrate(matches.map((match) => match.handle));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Reached only when the public layout itself failed (site settings unreadable) or outside
  // it; the layout's own pages draw this view with the saved settings.
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? typeof error.data === "string" && error.data
        ? error.data
        : "Page component not found"
      : "Failed to load page";
  return (
    <PublicLayout settings={SITE_SETTINGS_DEFAULTS}>
      <title>Page Not Found</title>
      <PageNotFoundView message={message} />
    </PublicLayout>
  );
}
