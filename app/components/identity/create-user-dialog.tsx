import { type FormEvent, useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import {
  CreateUserSchema,
  type PublicUser,
  ROLE_DESCRIPTIONS,
  type RoleOption,
} from "~/schemas/user";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";
import { RoleSelect } from "./role-select";

/** Create user: username, password, email and role, checked with the API's own schema first. */
export function CreateUserDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (user: PublicUser) => void;
}) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<RoleOption>("admin");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setUsername("");
    setPassword("");
    setRole("admin");
    setEmail("");
    setErrors({});
    setFormError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = CreateUserSchema.safeParse({ username, password, role, email });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      // The spec's single message for either field left empty.
      if (first?.message === "Username and password are required") {
        setErrors({});
        setFormError(first.message);
        return;
      }
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const created = await apiRequest<PublicUser>("/api/users", {
        method: "POST",
        body: parsed.data,
      });
      toast.success(`User ${created.username} created`);
      onCreated(created);
      reset();
      onOpenChange(false);
    } catch (error) {
      setFormError(errorText(error, "Network error occurred"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Create user"
      description="A new account gets access to the blog management system."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        <Field
          label="Username"
          error={errors.username}
          hint="3 to 32 letters, digits, dots, dashes or underscores."
        >
          {(props) => (
            <Input
              {...props}
              name="username"
              autoComplete="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password} hint="At least 6 characters.">
          {(props) => (
            <Input
              {...props}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Email (optional)"
          error={errors.email}
          hint="Review requests, decisions and mentions are mailed here."
        >
          {(props) => (
            <Input
              {...props}
              name="email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Role" hint={ROLE_DESCRIPTIONS[role]}>
          {(props) => <RoleSelect {...props} name="role" value={role} onRoleChange={setRole} />}
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create user
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
