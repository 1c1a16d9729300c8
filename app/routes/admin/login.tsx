import { Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/field";
import { ApiError, apiRequest } from "~/lib/api";
import { safeNextPath } from "~/lib/paths";
import { MFA_CODE_MESSAGE, RECOVERY_CODE_PATTERN } from "~/schemas/auth";
import type { PublicUser } from "~/schemas/user";
import { appContext } from "../../context";
import type { Route } from "./+types/login";

export const REDIRECT_DELAY_MS = 1000;

interface LoginAnswer {
  token?: string;
  user?: PublicUser;
  requiresMFA: boolean;
}

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
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [mfaRequired, setMfaRequired] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [mfaCode, setMfaCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const codeReady = useRecovery
    ? RECOVERY_CODE_PATTERN.test(mfaCode.trim())
    : /^\d{6}$/.test(mfaCode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError("Username and password are required");
      return;
    }
    if (mfaRequired && !codeReady) {
      setError(useRecovery ? "Enter a recovery code like abcde-fghij" : MFA_CODE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest<LoginAnswer>("/api/auth/login", {
        method: "POST",
        body: { username, password, mfaCode: mfaRequired ? mfaCode.trim() : undefined },
        redirectOnAuthError: false,
      });
      if (answer.requiresMFA) {
        setMfaRequired(true);
        setNotice("Please enter your MFA code");
        setBusy(false);
        return;
      }
      setNotice(null);
      setSuccess(`Login successful. Welcome, ${answer.user?.username ?? username}!`);
      setTimeout(
        () => navigate(safeNextPath(params.get("next"), window.location.origin)),
        REDIRECT_DELAY_MS,
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message || "Login failed" : "Login failed");
      setBusy(false);
    }
  }

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
        <form
          onSubmit={submit}
          noValidate
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          {error && <Alert>{error}</Alert>}
          {notice && !error && <Alert tone="warning">{notice}</Alert>}
          {success && <Alert tone="success">{success}</Alert>}
          <Field label="Username">
            {(props) => (
              <Input
                {...props}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                disabled={mfaRequired || Boolean(success)}
                required
              />
            )}
          </Field>
          <Field label="Password">
            {(props) => (
              <Input
                {...props}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={mfaRequired || Boolean(success)}
                required
              />
            )}
          </Field>
          {mfaRequired && (
            <Field
              label={useRecovery ? "Recovery code" : "MFA code"}
              hint={
                useRecovery
                  ? "One of the codes you saved when you set up MFA."
                  : "The 6-digit code from your authenticator app."
              }
            >
              {(props) => (
                <Input
                  {...props}
                  // A new element when the kind changes, so autoFocus lands in it again.
                  key={useRecovery ? "recovery" : "totp"}
                  name={useRecovery ? "recoveryCode" : "mfaCode"}
                  inputMode={useRecovery ? "text" : "numeric"}
                  autoComplete="one-time-code"
                  autoFocus
                  maxLength={useRecovery ? 11 : 6}
                  placeholder={useRecovery ? "abcde-fghij" : "123456"}
                  className={useRecovery ? "" : "tracking-[0.4em]"}
                  value={mfaCode}
                  onChange={(e) =>
                    setMfaCode(
                      useRecovery
                        ? e.target.value.toLowerCase().replace(/[^a-z2-7-]/g, "")
                        : e.target.value.replace(/\D/g, "").slice(0, 6),
                    )
                  }
                />
              )}
            </Field>
          )}
          {mfaRequired && (
            <button
              type="button"
              className="text-sm font-medium text-accent-700 hover:underline"
              onClick={() => {
                setUseRecovery(!useRecovery);
                setMfaCode("");
                setError(null);
              }}
            >
              {useRecovery ? "Use the authenticator code instead" : "Use a recovery code instead"}
            </button>
          )}
          <Button
            type="submit"
            className="w-full"
            loading={busy}
            disabled={mfaRequired && !codeReady}
          >
            {mfaRequired ? "Verify and sign in" : "Sign in"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-500">
          <a href="/" className="font-medium text-accent-700 hover:underline">
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
