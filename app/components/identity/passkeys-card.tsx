import { KeyRound, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest, errorText } from "~/lib/api";
import { timeAgo } from "~/lib/format";
import {
  createPasskey,
  defaultPasskeyName,
  isPasskeyCancelled,
  passkeyErrorText,
  passkeysSupported,
} from "~/lib/passkeys";
import { PASSKEY_NAME_MAX, PasskeyNameSchema, type PasskeyView } from "~/schemas/passkey";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, LoadingRows } from "../ui/card";
import { ConfirmDialog, Dialog } from "../ui/dialog";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";
import { RecoveryCodesDialog } from "./mfa-setup-dialog";

/** The first problem with a passkey name, or null (the API's own rule and text). */
function nameError(name: string): string | null {
  const parsed = PasskeyNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Name your passkey");
}

function AddPasskeyDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (result: { passkey: PasskeyView; recoveryCodes?: string[] }) => void;
}) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setName(defaultPasskeyName());
      setError(null);
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const result = await createPasskey(name.trim());
      onOpenChange(false);
      onAdded(result);
    } catch (caught) {
      setCancelled(isPasskeyCancelled(caught));
      setError(passkeyErrorText(caught, "The passkey could not be added. Try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a passkey"
      description="Your browser will ask you to create a passkey with this device's screen lock or a security key."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && <Alert tone={cancelled ? "warning" : "danger"}>{error}</Alert>}
        <Field label="Name" hint="So you can tell your passkeys apart, e.g. Work laptop.">
          {(props) => (
            <Input
              {...props}
              name="passkeyName"
              maxLength={PASSKEY_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Continue
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function PasskeyRow({
  passkey,
  onRenamed,
  onRemove,
  onStale,
}: {
  passkey: PasskeyView;
  onRenamed: (passkey: PasskeyView) => void;
  onRemove: () => void;
  onStale: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const result = await apiRequest<{ passkey: PasskeyView }>(
        `/api/auth/passkeys/${passkey.id}`,
        { method: "PATCH", body: { name: name.trim(), version: passkey.version } },
      );
      setEditing(false);
      setError(null);
      onRenamed(result.passkey);
      toast.success("Passkey renamed");
    } catch (caught) {
      setError(errorText(caught, "Network error occurred"));
      if (caught instanceof ApiError && (caught.status === 409 || caught.status === 404)) onStale();
    } finally {
      setBusy(false);
    }
  }

  const used = passkey.lastUsedAt ? `Last used ${timeAgo(passkey.lastUsedAt)}` : "Not used yet";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <KeyRound className="size-5 shrink-0 text-slate-400" aria-hidden />
        {editing ? (
          <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-2">
            <Field label="Passkey name" error={error ?? undefined}>
              {(props) => (
                <Input
                  {...props}
                  autoFocus
                  maxLength={PASSKEY_NAME_MAX}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" size="sm" loading={busy}>
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setName(passkey.name);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </form>
        ) : (
          <div className="min-w-0">
            <p className="break-words text-sm font-medium text-navy-900">
              {passkey.name} {passkey.backedUp && <Badge tone="accent">Synced</Badge>}
            </p>
            <p className="text-xs text-slate-600">
              Added {timeAgo(passkey.createdAt)} · {used}
            </p>
          </div>
        )}
      </div>
      {!editing && (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Rename ${passkey.name}`}
            onClick={() => {
              setName(passkey.name);
              setEditing(true);
            }}
          >
            <Pencil className="size-4" aria-hidden /> Rename
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger-700"
            aria-label={`Remove ${passkey.name}`}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden /> Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The signed-in user's passkeys (Settings): sign in without a password, or use one as the
 * second factor after it. Add (named), rename in place, remove after a confirmation.
 * `onCountChange` tells the page how many there are now (a passkey is a second factor).
 */
/**
 * "Add a passkey" on its own (the second-factor set-up screen): the name dialog, then the
 * recovery codes when this was the user's first factor; `onDone` once all of that is closed.
 */
export function AddPasskeyButton({ onDone }: { onDone: () => void }) {
  const [adding, setAdding] = useState(false);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  if (!passkeysSupported()) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setAdding(true)}>
        <Plus className="size-4" aria-hidden /> Add a passkey
      </Button>
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(result) => {
          toast.success("Passkey added");
          if (result.recoveryCodes) setFreshCodes(result.recoveryCodes);
          else onDone();
        }}
      />
      <RecoveryCodesDialog
        codes={freshCodes}
        onClose={() => {
          setFreshCodes(null);
          onDone();
        }}
      />
    </>
  );
}

export function PasskeysCard({ onCountChange }: { onCountChange?: (count: number) => void }) {
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [supported, setSupported] = useState(true);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  // The latest callback, read when the list changes (a new one each parent render must not
  // reload the list).
  const countChanged = useRef(onCountChange);
  countChanged.current = onCountChange;
  const update = useCallback((list: PasskeyView[]) => {
    setPasskeys(list);
    countChanged.current?.(list.length);
  }, []);

  const load = useCallback(async () => {
    try {
      update((await apiRequest<{ passkeys: PasskeyView[] }>("/api/auth/passkeys")).passkeys);
      setError(null);
    } catch {
      setError("Failed to fetch data");
    }
  }, [update]);

  useEffect(() => {
    setSupported(passkeysSupported());
    void load();
  }, [load]);

  async function remove() {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await apiRequest(`/api/auth/passkeys/${removing.id}`, { method: "DELETE" });
      toast.success("Passkey removed");
      update((passkeys ?? []).filter((p) => p.id !== removing.id));
      setRemoving(null);
    } catch (caught) {
      toast.error(errorText(caught, "Network error occurred"));
    } finally {
      setRemoveBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader
        title="Passkeys"
        description="Sign in with your device's screen lock or a security key instead of a password, or use a passkey as your second factor."
        actions={
          passkeys && passkeys.length > 0 ? (
            <Badge tone="success">
              {passkeys.length === 1 ? "1 passkey" : `${passkeys.length} passkeys`}
            </Badge>
          ) : undefined
        }
      />
      <div className="space-y-4 p-5 text-sm text-slate-600">
        {error ? (
          <Alert>{error}</Alert>
        ) : passkeys === null ? (
          <LoadingRows rows={1} label="Loading passkeys" />
        ) : passkeys.length === 0 ? (
          <p>You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onRenamed={(renamed) =>
                  update(passkeys.map((p) => (p.id === renamed.id ? renamed : p)))
                }
                onRemove={() => setRemoving(passkey)}
                onStale={() => void load()}
              />
            ))}
          </ul>
        )}
        {supported ? (
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden /> Add a passkey
          </Button>
        ) : (
          <p>
            This browser cannot create passkeys. Try a current version of Chrome, Edge, Firefox or
            Safari.
          </p>
        )}
      </div>
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(result) => {
          toast.success("Passkey added");
          update([...(passkeys ?? []), result.passkey]);
          if (result.recoveryCodes) setFreshCodes(result.recoveryCodes);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this passkey?"
        description={`"${removing?.name ?? ""}" will no longer sign you in. You can add it again later.`}
        confirmLabel="Remove passkey"
        busy={removeBusy}
        onConfirm={remove}
      />
      <RecoveryCodesDialog codes={freshCodes} onClose={() => setFreshCodes(null)} />
    </Card>
  );
}
