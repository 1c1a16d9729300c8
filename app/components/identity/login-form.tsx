import { type FormEvent, useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import {
  cancelPasskeyRequest,
  isPasskeyCancelled,
  passkeyAssertion,
  passkeyAutofillSupported,
  passkeyErrorText,
  passkeysSupported,
  signInWithPasskey,
  signInWithPasskeyAutofill,
} from "~/lib/passkeys";
import { MFA_CODE_MESSAGE, RECOVERY_CODE_PATTERN } from "~/schemas/auth";
import type { SecondFactorMethod } from "~/schemas/passkey";
import type { PublicUser } from "~/schemas/user";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Field, Input } from "../ui/field";

interface LoginAnswer {
  token?: string;
  user?: PublicUser;
  requiresMFA: boolean;
  /** With requiresMFA: the second factors this user has. */
  methods?: SecondFactorMethod[];
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
 * of the recovery codes, or a passkey. A passkey alone signs in too (the button, or the
 * browser's passkey autofill on the username field). After a sign-in it greets the user and
 * calls `onSignedIn`.
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
  const [methods, setMethods] = useState<SecondFactorMethod[]>([]);
  const [canUsePasskeys, setCanUsePasskeys] = useState(false);

  const hasTotp = methods.includes("totp") || !methods.includes("passkey");
  const hasPasskey = methods.includes("passkey");
  // A passkey-only user types a code only when they chose a recovery code.
  const showCode = mfaRequired && (hasTotp || useRecovery);

  function signedIn(name: string) {
    setNotice(null);
    setError(null);
    setSuccess(`Login successful. Welcome, ${name}!`);
    onSignedIn();
  }

  // Passkey autofill: offered in the username field's suggestions while the form is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per form
  useEffect(() => {
    setCanUsePasskeys(passkeysSupported());
    let active = true;
    void (async () => {
      if (!(await passkeyAutofillSupported())) return;
      try {
        const answer = await signInWithPasskeyAutofill();
        if (active && answer) signedIn(answer.user.username);
      } catch (caught) {
        // Only a passkey the user picked gets here: say why the site refused it.
        if (active) setError(passkeyErrorText(caught, "Passkey sign-in failed. Try again."));
      }
    })();
    return () => {
      active = false;
      cancelPasskeyRequest();
    };
  }, []);

  /** A closed browser prompt is no error: a calm note, and the form stays as it was. */
  function passkeyFailed(caught: unknown) {
    const text = passkeyErrorText(caught, "Passkey sign-in failed. Try again.");
    if (isPasskeyCancelled(caught)) setNotice(text);
    else setError(text);
    setBusy(false);
  }

  async function passkeyOnly() {
    setError(null);
    setBusy(true);
    try {
      const answer = await signInWithPasskey();
      signedIn(answer.user.username);
    } catch (caught) {
      passkeyFailed(caught);
    }
  }

  async function passkeySecondFactor() {
    setError(null);
    setBusy(true);
    try {
      const passkey = await passkeyAssertion();
      const answer = await apiRequest<LoginAnswer>("/api/auth/login", {
        method: "POST",
        body: { username, password, passkey },
        redirectOnAuthError: false,
      });
      signedIn(answer.user?.username ?? username);
    } catch (caught) {
      passkeyFailed(caught);
    }
  }

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
        const offered = answer.methods ?? ["totp"];
        setMethods(offered);
        setMfaRequired(true);
        setNotice(
          offered.includes("totp")
            ? "Please enter your MFA code"
            : "Confirm it's you with your passkey",
        );
        setBusy(false);
        return;
      }
      signedIn(answer.user?.username ?? username);
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
            // "webauthn" lets the browser offer passkeys among the username suggestions.
            autoComplete="username webauthn"
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
      {showCode && (
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
      {mfaRequired && hasPasskey && !success && (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          disabled={busy}
          onClick={passkeySecondFactor}
        >
          Use a passkey
        </Button>
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
          {useRecovery
            ? hasTotp
              ? "Use the authenticator code instead"
              : "Hide the recovery code"
            : "Use a recovery code instead"}
        </button>
      )}
      {(!mfaRequired || showCode) && (
        <Button type="submit" className="w-full" loading={busy}>
          {mfaRequired ? "Verify and sign in" : "Sign in"}
        </Button>
      )}
      {!mfaRequired && canUsePasskeys && !success && (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          disabled={busy}
          onClick={passkeyOnly}
        >
          Sign in with a passkey
        </Button>
      )}
    </form>
  );
}
