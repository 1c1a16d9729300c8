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
import { shouldHydrate } from "./lib/route-handle";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : status === 404
        ? "Page component not found"
        : "Failed to load page";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <title>Page Not Found</title>
      <h1 className="text-3xl font-semibold text-navy-900">Page Not Found</h1>
      <p className="text-slate-600">Error: {message}</p>
      <a
        href="/"
        className="rounded-md bg-accent-700 px-4 py-2 font-medium text-white hover:bg-accent-600"
      >
        Back to Home
      </a>
    </main>
  );
}
