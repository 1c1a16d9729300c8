import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { subscribeReauth } from "~/lib/step-up";
import { browserOnly } from "../ui/browser-only";
import { Card, CardHeader, LoadingRows } from "../ui/card";
import { SECOND_FACTOR_SETUP_DESCRIPTION, SECOND_FACTOR_SETUP_TITLE } from "./second-factor-texts";

// The dashboard's identity screens that few visits show, loaded when they are shown: the
// second-factor set-up (only while the policy requires one) and the "Confirm it's you" dialog
// (only when a request needs a step-up). Their forms, schemas (zod), dialogs and WebAuthn code
// stay out of the dashboard's first load.

/** The set-up screen's frame while it loads: its heading, then placeholders. */
export function SecondFactorSetupLoading() {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader title={SECOND_FACTOR_SETUP_TITLE} description={SECOND_FACTOR_SETUP_DESCRIPTION} />
      <div className="p-5">
        <LoadingRows rows={2} label="Loading the second factor set-up" />
      </div>
    </Card>
  );
}

/** The set-up screen for a user without a second factor (authenticator app or passkey). */
export const SecondFactorSetupScreen = browserOnly(async () => {
  const [{ SecondFactorSetup }, { AddPasskeyButton }] = await Promise.all([
    import("./second-factor-setup"),
    import("./passkeys-card"),
  ]);
  return function SecondFactorSetupWithPasskey() {
    return <SecondFactorSetup passkey={({ onDone }) => <AddPasskeyButton onDone={onDone} />} />;
  };
});

type ReauthDialogComponent = ComponentType<{
  mfaEnabled: boolean;
  passkey?: (props: { onConfirmed: () => void }) => ReactNode;
}>;

interface LoadedReauth {
  Dialog: ReauthDialogComponent;
  PasskeyButton: ComponentType<{ onConfirmed: () => void }>;
}

/**
 * The one "Confirm it's you" dialog (identity/reauth-dialog.tsx). It listens for step-up
 * requests from the first render, so apiRequest knows someone can answer, and loads the dialog
 * the first time one comes; the dialog then opens on that pending request.
 */
export function ReauthOnDemand({
  mfaEnabled,
  passkeys,
}: {
  mfaEnabled: boolean;
  passkeys: boolean;
}) {
  const [loaded, setLoaded] = useState<LoadedReauth | null>(null);
  useEffect(() => {
    if (loaded) return;
    let alive = true;
    const unsubscribe = subscribeReauth((open) => {
      if (!open) return;
      void Promise.all([import("./reauth-dialog"), import("./passkey-reauth-button")]).then(
        ([dialog, button]) => {
          if (alive)
            setLoaded({ Dialog: dialog.ReauthDialog, PasskeyButton: button.PasskeyReauthButton });
        },
      );
    });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [loaded]);
  if (!loaded) return null;
  const { Dialog, PasskeyButton } = loaded;
  return (
    <Dialog
      mfaEnabled={mfaEnabled}
      passkey={
        passkeys ? ({ onConfirmed }) => <PasskeyButton onConfirmed={onConfirmed} /> : undefined
      }
    />
  );
}
