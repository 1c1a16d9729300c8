import { Check, Copy, Download, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { ApiError, apiRequest } from "~/lib/api";
import { MFA_CODE_MESSAGE } from "~/schemas/auth";

export const MFA_SUCCESS_CLOSE_MS = 2000;
export const COPIED_INDICATOR_MS = 2000;

/** Copies text, showing "Copied" for 2 s; says so when the browser refuses. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy(key: string, text: string, failure: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
    } catch {
      toast.error(failure);
    }
  }
  return { copied, copy };
}

/** The ten recovery codes, shown once, with copy and download. */
export function RecoveryCodesDialog({
  codes,
  onClose,
}: {
  codes: string[] | null;
  onClose: () => void;
}) {
  const { copied, copy } = useCopy();
  const text = codes?.join("\n") ?? "";
  return (
    <Dialog
      open={codes !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Save your recovery codes"
      description="Each code signs you in once if you lose your authenticator. They are shown only now: store them somewhere safe."
    >
      <ol
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm text-slate-800"
        data-testid="recovery-codes"
      >
        {codes?.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => copy("codes", text, "Failed to copy recovery codes")}
        >
          {copied === "codes" ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          {copied === "codes" ? "Copied" : "Copy"}
        </Button>
        <a
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="recovery-codes.txt"
        >
          <Download className="size-4" aria-hidden /> Download
        </a>
        <Button onClick={onClose}>I have saved them</Button>
      </div>
    </Dialog>
  );
}

type Step = "intro" | "scan" | "done";

/**
 * The spec's MFA set-up: step 1 intro; step 2 QR code and secret with code entry; on success
 * the dialog closes after 2 s, and the recovery codes follow in their own dialog.
 */
export function MfaSetupDialog({
  open,
  onOpenChange,
  onEnabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnabled: () => void;
}) {
  const [step, setStep] = useState<Step>("intro");
  const [setup, setSetup] = useState<{ qrCode: string; secret: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { copied, copy } = useCopy();

  function reset() {
    setStep("intro");
    setSetup(null);
    setCode("");
    setError(null);
  }

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(
        await apiRequest<{ qrCode: string; secret: string }>("/api/auth/setup-mfa", {
          method: "POST",
        }),
      );
      setStep("scan");
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.code === "REAUTH_REQUIRED"
          ? caught.message
          : caught instanceof ApiError && caught.status
            ? "Failed to setup MFA"
            : "Network error occurred",
      );
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(MFA_CODE_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await apiRequest<{ recoveryCodes: string[] }>("/api/auth/verify-mfa", {
        method: "POST",
        body: { secret: setup?.secret, code },
      });
      setStep("done");
      toast.success("MFA enabled successfully");
      onEnabled();
      setTimeout(() => {
        onOpenChange(false);
        reset();
        setRecoveryCodes(result.recoveryCodes);
      }, MFA_SUCCESS_CLOSE_MS);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status
          ? caught.message || "Invalid verification code"
          : "Network error occurred",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) reset();
          onOpenChange(next);
        }}
        title="Set up multi-factor authentication"
        description={
          step === "intro"
            ? "Protect your account with a 6-digit code from an authenticator app, in addition to your password."
            : step === "scan"
              ? "Scan the QR code with your authenticator app (or enter the secret), then type the code it shows."
              : undefined
        }
      >
        {error && (
          <div className="mb-4">
            <Alert>{error}</Alert>
          </div>
        )}
        {step === "intro" && (
          <div className="space-y-4 text-sm text-slate-600">
            <ol className="list-decimal space-y-1 pl-5">
              <li>
                Install an authenticator app (1Password, Microsoft or Google Authenticator, Authy…).
              </li>
              <li>Scan the QR code we show you next.</li>
              <li>Enter the 6-digit code to confirm. You then get 10 recovery codes.</li>
            </ol>
            <div className="flex justify-end">
              <Button onClick={start} loading={busy}>
                Continue
              </Button>
            </div>
          </div>
        )}
        {step === "scan" && setup && (
          <form onSubmit={verify} noValidate className="space-y-4">
            <div className="flex justify-center">
              <img
                src={setup.qrCode}
                alt="QR code for your authenticator app"
                width={224}
                height={224}
                className="rounded-md border border-slate-200"
              />
            </div>
            <div>
              <p className="text-xs font-medium text-slate-500">Secret</p>
              <div className="mt-1 flex items-center gap-2">
                <code
                  data-testid="mfa-secret"
                  className="flex-1 break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
                >
                  {setup.secret}
                </code>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => copy("secret", setup.secret, "Failed to copy secret")}
                  aria-label="Copy secret"
                >
                  {copied === "secret" ? (
                    <Check className="size-4" aria-hidden />
                  ) : (
                    <Copy className="size-4" aria-hidden />
                  )}
                  {copied === "secret" ? "Copied" : "Copy"}
                </Button>
              </div>
            </div>
            <Field label="Verification code">
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="123456"
                  className="tracking-[0.4em]"
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
                />
              )}
            </Field>
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  reset();
                  onOpenChange(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Verify and enable
              </Button>
            </div>
          </form>
        )}
        {step === "done" && (
          <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-green-50 text-success-700">
              <ShieldCheck className="size-6" aria-hidden />
            </span>
            <p className="font-medium text-navy-900">MFA enabled successfully</p>
          </div>
        )}
      </Dialog>
      <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </>
  );
}
