import { LockKeyhole } from "lucide-react";
import { useId } from "react";
import { LoginForm } from "../identity/login-form";

/**
 * The inline editor's login (spec §2, §8): the sign-in form over the page, or, for a user
 * without an editing role, a way back. After a sign-in the page reloads, so the server sends
 * it with its draft.
 */
export function LoginOverlay({ denied, username }: { denied: boolean; username: string | null }) {
  const titleId = useId();

  return (
    <div
      className="fixed inset-0 z-[70] flex items-center justify-center bg-navy-950/50 p-4 backdrop-blur-[2px]"
      data-testid="inline-login-overlay"
    >
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl"
      >
        <div className="mb-4 flex items-center gap-2">
          <LockKeyhole aria-hidden className="size-5 text-accent-700" />
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            Sign in to edit this page
          </h2>
        </div>
        {denied ? (
          <p className="text-sm text-slate-700">
            You are signed in as {username}. Editing pages needs the editor or admin role.{" "}
            <a href="/admin" className="font-medium text-accent-700 underline">
              Back to the dashboard
            </a>
          </p>
        ) : (
          <LoginForm
            className="space-y-4"
            autoFocus
            // The page is served again, now with its draft and the editor attached.
            onSignedIn={() => window.location.reload()}
          />
        )}
      </section>
    </div>
  );
}
