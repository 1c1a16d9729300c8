import { KeyRound, ShieldCheck, Smartphone } from "lucide-react";
import { type ReactNode, useState } from "react";
import { MfaSetupDialog } from "~/components/identity/mfa-setup-dialog";
import { Button } from "~/components/ui/button";
import { Alert, Card, CardHeader } from "~/components/ui/card";
import { SECOND_FACTOR_SETUP_DESCRIPTION, SECOND_FACTOR_SETUP_TITLE } from "./second-factor-texts";

/**
 * What a user without a second factor sees instead of the admin while the policy requires
 * one: why, then an authenticator app (the MFA set-up dialog) or a passkey (`passkey`: the
 * slot for the passkey set-up button; it calls `onDone` once a passkey is added). The header
 * above keeps its Logout. When a factor is set up, "Continue to the admin" opens the dashboard.
 */
export function SecondFactorSetup({
  passkey,
}: {
  passkey?: (props: { onDone: () => void }) => ReactNode;
}) {
  const [setupOpen, setSetupOpen] = useState(false);
  const [done, setDone] = useState(false);

  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader title={SECOND_FACTOR_SETUP_TITLE} description={SECOND_FACTOR_SETUP_DESCRIPTION} />
      <div className="space-y-5 p-5 text-sm text-slate-600">
        {done ? (
          <>
            <Alert tone="success">Your second factor is set up. You can use the admin now.</Alert>
            <Button onClick={() => window.location.assign("/admin")}>
              <ShieldCheck className="size-4" aria-hidden /> Continue to the admin
            </Button>
          </>
        ) : (
          <>
            <p>
              A password alone can be guessed or stolen. With a second factor, signing in also needs
              something only you have: a code from an authenticator app on your phone, or a passkey
              on this device. Set one up to continue.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => setSetupOpen(true)}>
                <Smartphone className="size-4" aria-hidden /> Use an authenticator app
              </Button>
              {passkey?.({ onDone: () => setDone(true) })}
            </div>
          </>
        )}
        <p className="flex items-center gap-2 border-t border-slate-200 pt-4 text-xs text-slate-500">
          <KeyRound className="size-3.5" aria-hidden />
          Lost access to your factor later? An administrator can reset it for you.
        </p>
      </div>
      <MfaSetupDialog
        open={setupOpen}
        onOpenChange={setSetupOpen}
        onEnabled={() => setDone(true)}
      />
    </Card>
  );
}
