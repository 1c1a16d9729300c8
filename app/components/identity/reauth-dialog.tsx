import { ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/field";
import { apiRequest, errorText } from "~/lib/api";
import { settleReauth, subscribeReauth } from "~/lib/step-up";
import { MFA_CODE_MESSAGE, SecondFactorSchema } from "~/schemas/auth";

type Method = "password" | "code";

/**
 * The one "Confirm it's you" dialog of the admin (mounted once in the dashboard): it opens when
 * apiRequest meets a 403 REAUTH_REQUIRED, asks for the password or, for a user with TOTP, an
 * authenticator or recovery code, and lets the waiting requests retry. `passkey` is the slot
 * for a "Use a passkey" button; it calls `onConfirmed` once the passkey step-up succeeded.
 */
export function ReauthDialog({
  mfaEnabled,
  passkey,
}: {
  mfaEnabled: boolean;
  passkey?: (props: { onConfirmed: () => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<Method>("password");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      subscribeReauth((next) => {
        setOpen(next);
        if (next) {
          setMethod("password");
          setValue("");
          setError(undefined);
        }
      }),
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (method === "password" && !value) return setError("Password is required");
    if (method === "code" && !SecondFactorSchema.safeParse(value).success) {
      return setError(MFA_CODE_MESSAGE);
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest("/api/auth/reauth", {
        method: "POST",
        body: method === "password" ? { password: value } : { code: value.trim() },
        redirectOnAuthError: false,
      });
      settleReauth(true);
    } catch (caught) {
      setError(errorText(caught, "Network error occurred"));
    } finally {
      setBusy(false);
    }
  }

  const switchTo = (next: Method) => {
    setMethod(next);
    setValue("");
    setError(undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) settleReauth(false);
      }}
      title="Confirm it's you"
      description="This change needs a fresh sign-in. It lasts 10 minutes."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && <Alert>{error}</Alert>}
        {method === "password" ? (
          <Field label="Password">
            {(props) => (
              <Input
                {...props}
                type="password"
                autoComplete="current-password"
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
        ) : (
          <Field label="Authenticator or recovery code">
            {(props) => (
              <Input
                {...props}
                autoComplete="one-time-code"
                maxLength={11}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
        )}
        {mfaEnabled && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => switchTo(method === "password" ? "code" : "password")}
          >
            {method === "password"
              ? "Use an authenticator or recovery code instead"
              : "Use your password instead"}
          </Button>
        )}
        {passkey?.({ onConfirmed: () => settleReauth(true) })}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => settleReauth(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            <ShieldCheck className="size-4" aria-hidden /> Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
