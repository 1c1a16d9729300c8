import { Save } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, CardHeader, LoadingRows } from "~/components/ui/card";
import { toast } from "~/components/ui/toaster";
import { ApiError, apiRequest, errorText } from "~/lib/api";
import type { SecurityPolicy } from "~/schemas/security";

interface SecuritySettings {
  policy: SecurityPolicy;
  version: number;
  staffWithoutSecondFactor: number;
}

const staffCount = (n: number) =>
  n === 0
    ? "Every active staff account has a second factor."
    : n === 1
      ? "1 active staff account has no second factor yet."
      : `${n} active staff accounts have no second factor yet.`;

/** Settings (admins): "Sign-in security", the site-wide second-factor policy. */
export function SignInSecurityCard() {
  const [loaded, setLoaded] = useState<SecuritySettings | null>(null);
  const [required, setRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();

  const load = useCallback(async () => {
    try {
      const settings = await apiRequest<SecuritySettings>("/api/settings/security");
      setLoaded(settings);
      setRequired(settings.policy.requireSecondFactor);
      setError(null);
    } catch (caught) {
      setError(errorText(caught, "Failed to load the sign-in security settings"));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!loaded) return;
    setBusy(true);
    try {
      const saved = await apiRequest<SecuritySettings>("/api/settings/security", {
        method: "PUT",
        body: { requireSecondFactor: required, version: loaded.version },
      });
      setLoaded(saved);
      setRequired(saved.policy.requireSecondFactor);
      toast.success("Sign-in security saved");
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) void load();
      toast.error(errorText(caught, "Failed to save the sign-in security settings"));
    } finally {
      setBusy(false);
    }
  }

  const unchanged = loaded?.policy.requireSecondFactor === required;

  return (
    <Card>
      <CardHeader
        title="Sign-in security"
        description="Rules for how every staff member signs in."
      />
      <div className="p-5">
        {error ? (
          <Alert>{error}</Alert>
        ) : !loaded ? (
          <LoadingRows rows={2} label="Loading sign-in security" />
        ) : (
          <form onSubmit={save} noValidate className="space-y-4 text-sm">
            <div className="flex items-start gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                className="mt-0.5 size-4 rounded border-slate-300 accent-accent-700"
                checked={required}
                onChange={(e) => setRequired(e.target.checked)}
                aria-describedby={`${checkboxId}-hint`}
              />
              <div>
                <label htmlFor={checkboxId} className="font-medium text-navy-900">
                  Staff must use a second factor (an authenticator app or a passkey)
                </label>
                <p id={`${checkboxId}-hint`} className="mt-1 text-slate-600">
                  Staff without one are taken to set one up after signing in and cannot use the
                  admin until they do. {staffCount(loaded.staffWithoutSecondFactor)}
                </p>
              </div>
            </div>
            <Button type="submit" loading={busy} disabled={unchanged}>
              <Save className="size-4" aria-hidden /> Save
            </Button>
          </form>
        )}
      </div>
    </Card>
  );
}
