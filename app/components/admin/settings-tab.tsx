import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { AdminSiteSettings } from "~/components/admin/site-settings";
import { MfaSetupDialog, RecoveryCodesDialog } from "~/components/identity/mfa-setup-dialog";
import { PasskeysCard } from "~/components/identity/passkeys-card";
import { SessionsCard } from "~/components/identity/sessions-card";
import { SignInSecurityCard } from "~/components/identity/sign-in-security-card";
import { Button } from "~/components/ui/button";
import { Alert, Badge, Card, CardHeader } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { ApiError, apiRequest, errorText, redirectToLogin } from "~/lib/api";
import { ChangePasswordSchema } from "~/schemas/auth";
import { type CurrentUser, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/schemas/user";

function ChangePasswordCard() {
  const [form, setForm] = useState({ currentPassword: "", newPassword: "", confirm: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ChangePasswordSchema.safeParse(form);
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    }
    if (form.newPassword && form.confirm !== form.newPassword)
      next.confirm = "The passwords do not match";
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      await apiRequest("/api/auth/password", { method: "PUT", body: parsed.data });
      toast.success("Password changed. Your other sessions were signed out.");
      setForm({ currentPassword: "", newPassword: "", confirm: "" });
    } catch (error) {
      if (error instanceof ApiError && error.fieldError("currentPassword")) {
        setErrors({ currentPassword: error.fieldError("currentPassword") ?? error.message });
      } else {
        toast.error(errorText(error, "Network error occurred"));
      }
    } finally {
      setBusy(false);
    }
  }

  const bind = (key: keyof typeof form, autoComplete: string) => ({
    type: "password",
    autoComplete,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });

  return (
    <Card>
      <CardHeader
        title="Change password"
        description="At least 6 characters. Other sessions are signed out."
      />
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 p-5 sm:max-w-md">
        <Field label="Current password" error={errors.currentPassword}>
          {(props) => <Input {...props} {...bind("currentPassword", "current-password")} />}
        </Field>
        <Field label="New password" error={errors.newPassword}>
          {(props) => <Input {...props} {...bind("newPassword", "new-password")} />}
        </Field>
        <Field label="Confirm new password" error={errors.confirm}>
          {(props) => <Input {...props} {...bind("confirm", "new-password")} />}
        </Field>
        <div>
          <Button type="submit" loading={busy}>
            <KeyRound className="size-4" aria-hidden /> Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordAndCodeDialog({
  open,
  onOpenChange,
  title,
  description,
  withCode,
  confirmLabel,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  withCode: boolean;
  confirmLabel: string;
  onSubmit: (values: { password: string; code: string }) => Promise<void>;
}) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError("Password is required");
    if (withCode && !code.trim()) return setError("Please enter a 6-digit verification code");
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ password, code: code.trim() });
      setPassword("");
      setCode("");
      onOpenChange(false);
    } catch (caught) {
      setError(errorText(caught, "Network error occurred"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <Field label="Password">
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {withCode && (
          <Field label="Authenticator or recovery code">
            {(props) => (
              <Input
                {...props}
                autoComplete="one-time-code"
                maxLength={11}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant={withCode ? "danger" : "primary"} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function MfaCard({ me, onMeChange }: { me: CurrentUser; onMeChange: (me: CurrentUser) => void }) {
  const [setupOpen, setSetupOpen] = useState(false);
  const [disableOpen, setDisableOpen] = useState(false);
  const [regenerateOpen, setRegenerateOpen] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  // Recovery codes belong to whoever has a second factor: the app, a passkey or both.
  const hasFactor = me.mfaEnabled || me.passkeyCount > 0;
  const loadRemaining = useCallback(async () => {
    if (!hasFactor) return setRemaining(null);
    try {
      setRemaining((await apiRequest<{ remaining: number }>("/api/auth/recovery-codes")).remaining);
    } catch {
      setRemaining(null);
    }
  }, [hasFactor]);

  useEffect(() => {
    void loadRemaining();
  }, [loadRemaining]);

  return (
    <Card>
      <CardHeader
        title="Multi-factor authentication"
        description="A code from an authenticator app, or a passkey, at every sign-in."
        actions={
          hasFactor ? <Badge tone="success">Enabled</Badge> : <Badge tone="warning">Disabled</Badge>
        }
      />
      <div className="space-y-4 p-5 text-sm text-slate-600">
        <p>
          {me.mfaEnabled
            ? me.passkeyCount > 0
              ? "You confirm sign-ins with your authenticator app or a passkey."
              : "You confirm sign-ins with a code from your authenticator app."
            : me.passkeyCount > 0
              ? "You confirm sign-ins with a passkey. An authenticator app adds a second way in."
              : "Your account is protected by a password only. Staff accounts should use MFA."}
        </p>
        {hasFactor && (
          <p>
            Recovery codes left: <strong className="text-navy-900">{remaining ?? "…"}</strong>
            {remaining !== null && remaining <= 3 && " — generate new ones soon."}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {me.mfaEnabled ? (
            <Button
              variant="secondary"
              className="text-danger-700"
              onClick={() => setDisableOpen(true)}
            >
              <ShieldOff className="size-4" aria-hidden /> Disable MFA
            </Button>
          ) : (
            <Button onClick={() => setSetupOpen(true)}>
              <ShieldCheck className="size-4" aria-hidden /> Set up MFA
            </Button>
          )}
          {hasFactor && (
            <Button variant="secondary" onClick={() => setRegenerateOpen(true)}>
              New recovery codes
            </Button>
          )}
        </div>
      </div>
      <MfaSetupDialog
        open={setupOpen}
        onOpenChange={setSetupOpen}
        onEnabled={() => onMeChange({ ...me, mfaEnabled: true })}
      />
      <PasswordAndCodeDialog
        open={disableOpen}
        onOpenChange={setDisableOpen}
        title="Disable MFA"
        description={
          me.passkeyCount > 0
            ? "Confirm with your password and a current code. Your passkeys stay your second factor."
            : "Confirm with your password and a current code. Your account will be protected by the password alone."
        }
        withCode
        confirmLabel="Disable MFA"
        onSubmit={async (values) => {
          await apiRequest("/api/auth/disable-mfa", { method: "POST", body: values });
          toast.success("MFA disabled");
          onMeChange({ ...me, mfaEnabled: false });
        }}
      />
      <PasswordAndCodeDialog
        open={regenerateOpen}
        onOpenChange={setRegenerateOpen}
        title="New recovery codes"
        description="Your current recovery codes stop working. Confirm with your password."
        withCode={false}
        confirmLabel="Generate"
        onSubmit={async ({ password }) => {
          const result = await apiRequest<{ recoveryCodes: string[] }>("/api/auth/recovery-codes", {
            method: "POST",
            body: { password },
          });
          setFreshCodes(result.recoveryCodes);
          setRemaining(result.recoveryCodes.length);
        }}
      />
      <RecoveryCodesDialog codes={freshCodes} onClose={() => setFreshCodes(null)} />
    </Card>
  );
}

/** The Settings tab: own account (password, MFA, passkeys, sessions) and, for admins, site settings. */
export function AdminSettingsTab({
  me,
  onMeChange,
}: {
  me: CurrentUser;
  onMeChange: (me: CurrentUser) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader title="Your account" />
        <dl className="grid grid-cols-1 gap-4 p-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Username</dt>
            <dd className="font-medium text-navy-900">{me.username}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Role</dt>
            <dd className="font-medium text-navy-900">{ROLE_LABELS[me.role]}</dd>
          </div>
          <div>
            <dt className="text-slate-500">What you can do</dt>
            <dd className="text-slate-700">{ROLE_DESCRIPTIONS[me.role]}</dd>
          </div>
        </dl>
      </Card>
      <ChangePasswordCard />
      <MfaCard me={me} onMeChange={onMeChange} />
      <div className="lg:col-span-2">
        <PasskeysCard
          onCountChange={(passkeyCount) =>
            passkeyCount !== me.passkeyCount && onMeChange({ ...me, passkeyCount })
          }
        />
      </div>
      <div className="lg:col-span-2">
        <SessionsCard />
      </div>
      {me.role === "admin" && (
        <div className="lg:col-span-2">
          <SignInSecurityCard />
        </div>
      )}
      {me.role !== "author" && (
        <div className="lg:col-span-2">
          <AdminSiteSettings onUnauthorized={redirectToLogin} readOnly={me.role !== "admin"} />
        </div>
      )}
    </div>
  );
}
