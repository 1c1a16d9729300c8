import { data, isRouteErrorResponse } from "react-router";
import { PublicErrorView } from "~/components/public/error";
import { appContext } from "~/context";
import { pageTitle } from "~/lib/page-title";
import { STATIC_PAGE } from "~/lib/route-handle";
import { PREVIEW_GONE } from "~/schemas/previews";
import type { SiteSettings } from "~/schemas/site-settings";
import type { Route } from "./+types/preview";

// `/preview/{token}` when the link shows nothing (issue 35): a working link is answered by the
// Worker (worker/api/previews.ts) before React Router. Unknown is 404; expired, revoked or a
// deleted draft is 410; each says so, and none shows the live page instead.

export const handle = STATIC_PAGE;

const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { deps, services } = context.get(appContext);
  const problem = await services.previews.previewProblem(deps, params.token);
  throw data({ problem }, { status: problem === "missing" ? 404 : 410, headers: PREVIEW_HEADERS });
}

export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? PREVIEW_HEADERS;

type Problem = keyof typeof PREVIEW_GONE;
const problemOf = (error: unknown): Problem | null =>
  isRouteErrorResponse(error) && typeof error.data?.problem === "string"
    ? (error.data.problem as Problem)
    : null;

type LayoutData = { settings: SiteSettings } | undefined;

export const meta: Route.MetaFunction = ({ error, matches }) => {
  const problem = problemOf(error);
  const title = problem ? PREVIEW_GONE[problem].title : "Preview";
  const layout = matches.find((match) => match?.id === "routes/public/layout");
  const settings = (layout?.loaderData as LayoutData)?.settings;
  return [
    { title: settings ? pageTitle(title, settings.productName) : title },
    { name: "robots", content: "noindex" },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const problem = problemOf(error);
  if (!problem) return <PublicErrorView error={error} />;
  const words = PREVIEW_GONE[problem];
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-20 text-center sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight text-navy-900">{words.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{words.body}</p>
      <a
        href="/"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-600"
      >
        Go to the home page
      </a>
    </main>
  );
}

export default function Preview() {
  return null;
}
