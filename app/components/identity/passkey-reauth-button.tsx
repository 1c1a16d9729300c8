import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { confirmWithPasskey, isPasskeyCancelled, passkeyErrorText } from "~/lib/passkeys";

/** "Use a passkey" inside the "Confirm it's you" dialog: a step-up with one of your passkeys. */
export function PasskeyReauthButton({ onConfirmed }: { onConfirmed: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; calm: boolean } | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await confirmWithPasskey();
      onConfirmed();
    } catch (caught) {
      setError({
        text: passkeyErrorText(caught, "Passkey sign-in failed. Try again."),
        calm: isPasskeyCancelled(caught),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      {error && <Alert tone={error.calm ? "warning" : "danger"}>{error.text}</Alert>}
      <Button variant="secondary" onClick={confirm} loading={busy}>
        <Fingerprint className="size-4" aria-hidden /> Use a passkey
      </Button>
    </div>
  );
}
