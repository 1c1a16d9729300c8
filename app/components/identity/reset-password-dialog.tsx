import { type FormEvent, useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import { PasswordSchema, type PublicUser } from "~/schemas/user";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";

/** An admin sets someone's password (open while `user` is set); their sessions end. */
export function ResetPasswordDialog({
  user,
  onClose,
}: {
  user: PublicUser | null;
  onClose: () => void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = PasswordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid password");
      return;
    }
    setBusy(true);
    try {
      await apiRequest(`/api/users/${user?.id}/password`, { method: "PUT", body: { password } });
      toast.success(`Password changed for ${user?.username}; their sessions were signed out`);
      setPassword("");
      setError(null);
      onClose();
    } catch (caught) {
      setError(errorText(caught, "Network error occurred"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Reset password for ${user?.username ?? ""}`}
      description="They will be signed out everywhere and must use the new password."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="New password" error={error ?? undefined}>
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Set password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
