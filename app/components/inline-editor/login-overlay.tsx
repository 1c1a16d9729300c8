import { LockKeyhole } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/field";

/**
 * The inline editor's login (spec §2, §8): username and password (and the MFA code when the
 * server asks for it). On success the page reloads, so the server sends it with its draft.
 */
export function LoginOverlay({ denied, username }: { denied: boolean; username: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [needsMfa, setNeedsMfa] = useState(false);
  const titleId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          username: field("username"),
          password: field("password"),
          ...(needsMfa ? { mfaCode: field("mfaCode") } : {}),
        }),
      });
      const body: unknown = await response.json().catch(() => null);
      const read = (key: string) =>
        typeof body === "object" && body !== null ? Reflect.get(body, key) : undefined;
      if (response.ok && read("requiresMFA") === true) {
        setNeedsMfa(true);
        setError("Please enter your MFA code");
      } else if (response.ok && typeof read("token") === "string") {
        window.location.reload();
        return;
      } else {
        const message = read("error");
        setError(typeof message === "string" && message ? message : "Login failed");
      }
    } catch {
      setError("Network error. Please try again.");
    }
    setBusy(false);
  };

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
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <Field label="Username">
              {(props) => (
                <Input {...props} name="username" autoComplete="username" required autoFocus />
              )}
            </Field>
            <Field label="Password">
              {(props) => (
                <Input
                  {...props}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              )}
            </Field>
            {needsMfa && (
              <Field label="MFA code">
                {(props) => (
                  <Input
                    {...props}
                    name="mfaCode"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={11}
                    required
                  />
                )}
              </Field>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" loading={busy}>
              Sign in
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
