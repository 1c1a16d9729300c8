import { type FormEvent, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { MFA_CODE_MESSAGE, RECOVERY_CODE_PATTERN } from "~/schemas/auth";
import type { PublicUser } from "~/schemas/user";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Field, Input } from "../ui/field";

interface LoginAnswer {
  token?: string;
  user?: PublicUser;
  requiresMFA: boolean;
}

interface LoginFormProps {
  /** What follows a sign-in once the session cookie is set: go on to the next page, reload… */
  onSignedIn: () => void;
  /** Focus the username field on mount (an overlay that opens over a page). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The sign-in form (spec §2, §8), on the login page and in edit mode's login overlay:
 * username and password, then, when the server asks for it, the authenticator's code or one
 * of the recovery codes. After a sign-in it greets the user and calls `onSignedIn`.
 */
export function LoginForm({ onSignedIn, autoFocus = false, className }: LoginFormProps) {
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
      onSignedIn();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message || "Login failed" : "Login failed");
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={className}>
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
            autoFocus={autoFocus}
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
      <Button type="submit" className="w-full" loading={busy} disabled={mfaRequired && !codeReady}>
        {mfaRequired ? "Verify and sign in" : "Sign in"}
      </Button>
    </form>
  );
}
