import { type FormEvent, useEffect, useState } from "react";
import { errorText } from "~/lib/api";
import { type PublicUser, StaffEmailSchema } from "~/schemas/user";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, Input } from "../ui/field";

/**
 * A staff member's address for review and mention mail (issue 35): changed, or cleared (no
 * mail then). `onSave` sends it at the version the card shows.
 */
export function UserEmailDialog({
  user,
  onClose,
  onSave,
}: {
  user: PublicUser | null;
  onClose: () => void;
  onSave: (email: string) => Promise<void>;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setEmail(user?.email ?? "");
    setError(undefined);
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = StaffEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (caught) {
      setError(errorText(caught, "The address could not be saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Email of ${user?.username ?? ""}`}
      description="Review requests, decisions and mentions are mailed here. Leave it empty for no mail."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Email" error={error}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save email
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
