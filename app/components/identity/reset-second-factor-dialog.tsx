import { useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import type { PublicUser } from "~/schemas/user";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toaster";

/** What stops working, in words: "their authenticator app, recovery codes and 2 passkeys". */
export function lostFactorsText(user: Pick<PublicUser, "mfaEnabled" | "passkeyCount">): string {
  const parts: string[] = [];
  if (user.mfaEnabled) parts.push("authenticator app", "recovery codes");
  if (user.passkeyCount > 0) {
    parts.push(user.passkeyCount === 1 ? "passkey" : `${user.passkeyCount} passkeys`);
  }
  if (parts.length === 0) return "";
  const last = parts.pop();
  return parts.length ? `${parts.join(", ")} and ${last}` : (last ?? "");
}

/**
 * The confirmation before an administrator resets another user's second factor (they lost
 * their authenticator and recovery codes): says exactly what happens, then
 * POST /api/users/:id/reset-mfa with the version the card shows.
 */
export function ResetSecondFactorDialog({
  user,
  onClose,
  onReset,
}: {
  user: PublicUser | null;
  onClose: () => void;
  onReset: (user: PublicUser) => void;
}) {
  const [busy, setBusy] = useState(false);
  const lost = user ? lostFactorsText(user) : "";
  const verb = user && !user.mfaEnabled && user.passkeyCount === 1 ? "stops" : "stop";

  async function confirm() {
    if (!user) return;
    setBusy(true);
    try {
      const updated = await apiRequest<PublicUser>(`/api/users/${user.id}/reset-mfa`, {
        method: "POST",
        body: { version: user.version },
        // A step-up request (403) is shown here, not treated as a lost session.
        redirectOnAuthError: false,
      });
      onReset(updated);
      toast.success(`Second factor of ${updated.username} reset`);
      onClose();
    } catch (error) {
      toast.error(errorText(error, "Network error occurred"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Reset the second factor of ${user?.username ?? "this user"}?`}
      description={
        user
          ? `${user.username} will have to sign in with their password and set up a second factor again. Their ${lost} ${verb} working and they are signed out everywhere.`
          : ""
      }
      confirmLabel="Reset second factor"
      onConfirm={() => void confirm()}
      busy={busy}
    />
  );
}
