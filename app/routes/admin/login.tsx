import { Lock } from "lucide-react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "~/components/identity/login-form";
import { safeNextPath } from "~/lib/paths";
import { appContext } from "../../context";
import type { Route } from "./+types/login";

export const REDIRECT_DELAY_MS = 1000;

export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.get(appContext).user) {
    const url = new URL(request.url);
    throw redirect(safeNextPath(url.searchParams.get("next"), url.origin));
  }
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white">
            <Lock className="size-5" aria-hidden />
          </span>
          <h1 className="text-2xl font-semibold text-navy-900">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-500">Sign in to manage the website.</p>
        </div>
        <LoginForm
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          onSignedIn={() =>
            // The greeting stays on screen for a moment before the dashboard opens.
            setTimeout(
              () => navigate(safeNextPath(params.get("next"), window.location.origin)),
              REDIRECT_DELAY_MS,
            )
          }
        />
        <p className="mt-6 text-center text-sm text-slate-500">
          <a href="/" className="font-medium text-accent-700 hover:underline">
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
