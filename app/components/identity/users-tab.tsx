import { KeyRound, Plus, ShieldCheck, Trash2, UserRound } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { MfaSetupDialog } from "~/components/identity/mfa-setup-dialog";
import { Button } from "~/components/ui/button";
import { Alert, Badge, Card, CardHeader, EmptyState, LoadingRows } from "~/components/ui/card";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { Field, Input, Select } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { ApiError, apiRequest } from "~/lib/api";
import { formatDateTime } from "~/lib/format";
import {
  CreateUserSchema,
  type CurrentUser,
  PasswordSchema,
  type PublicUser,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLE_OPTIONS,
  ROLE_RANK,
  type RoleOption,
} from "~/schemas/user";

const PROTECTED_USERNAME = "admin";

function parseRole(value: string): RoleOption | undefined {
  return ROLE_OPTIONS.find((option) => option === value);
}

function CreateUserDialog({
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setUsername("");
    setPassword("");
    setRole("admin");
    setErrors({});
    setFormError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = CreateUserSchema.safeParse({ username, password, role });
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
      setFormError(
        error instanceof ApiError
          ? error.message || "Failed to create user"
          : "Network error occurred",
      );
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
        <Field label="Role" hint={ROLE_DESCRIPTIONS[role]}>
          {(props) => (
            <Select
              {...props}
              name="role"
              value={role}
              onChange={(e) => setRole(e.target.value as RoleOption)}
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
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

function ResetPasswordDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
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
      setError(caught instanceof ApiError ? caught.message : "Network error occurred");
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

function UserCard({
  user,
  me,
  onChanged,
  onDelete,
  onResetPassword,
}: {
  user: PublicUser;
  me: CurrentUser;
  onChanged: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
  onResetPassword: (user: PublicUser) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [raiseTo, setRaiseTo] = useState<RoleOption | null>(null);
  const isSelf = user.id === me.id;
  const isProtected = user.username.toLowerCase() === PROTECTED_USERNAME;

  async function update(change: { role?: RoleOption; isActive?: boolean }) {
    setBusy(true);
    try {
      const updated = await apiRequest<PublicUser>(`/api/users/${user.id}`, {
        method: "PATCH",
        body: change,
      });
      onChanged(updated);
      toast.success(`${updated.username} updated`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Network error occurred");
    } finally {
      setBusy(false);
    }
  }

  function chooseRole(value: string) {
    const role = parseRole(value);
    if (!role || role === user.role) return;
    // Raising a role widens what someone may do, so it is confirmed first; lowering is not.
    if (ROLE_RANK[role] > ROLE_RANK[user.role]) setRaiseTo(role);
    else void update({ role });
  }

  async function confirmRaise() {
    if (!raiseTo) return;
    await update({ role: raiseTo });
    setRaiseTo(null);
  }

  return (
    <li>
      <Card className="flex h-full flex-col p-5" data-testid="user-card">
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <UserRound className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold text-navy-900">
                {user.username}{" "}
                {isSelf && <span className="text-sm font-normal text-slate-500">(you)</span>}
              </p>
              <p className="text-sm text-slate-500">{ROLE_LABELS[user.role]}</p>
            </div>
          </div>
          <div className="flex flex-wrap justify-end gap-1.5">
            <Badge tone={user.isActive ? "success" : "neutral"}>
              {user.isActive ? "Active" : "Inactive"}
            </Badge>
            <Badge tone={user.mfaEnabled ? "accent" : "neutral"}>
              {user.mfaEnabled ? "MFA on" : "MFA off"}
            </Badge>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-500">Created</dt>
            <dd className="text-slate-800">{formatDateTime(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Last login</dt>
            <dd className="text-slate-800">{formatDateTime(user.lastLogin)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <label className="sr-only" htmlFor={`role-${user.id}`}>
            Role of {user.username}
          </label>
          <Select
            id={`role-${user.id}`}
            className="!w-auto"
            value={user.role}
            disabled={busy || isSelf}
            onChange={(e) => chooseRole(e.target.value)}
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </Select>
          {!isSelf && !isProtected && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => update({ isActive: !user.isActive })}
            >
              {user.isActive ? "Deactivate" : "Activate"}
            </Button>
          )}
          {!isSelf && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onResetPassword(user)}
              aria-label={`Reset password of ${user.username}`}
            >
              <KeyRound className="size-4" aria-hidden />
            </Button>
          )}
          {!isSelf && !isProtected && (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto text-danger-700 hover:bg-red-50"
              onClick={() => onDelete(user)}
              aria-label={`Delete ${user.username}`}
            >
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={raiseTo !== null}
        onOpenChange={(open) => {
          if (!open) setRaiseTo(null);
        }}
        title={raiseTo ? `Make ${user.username} ${ROLE_LABELS[raiseTo]}?` : ""}
        description={
          raiseTo
            ? `${user.username} is ${ROLE_LABELS[user.role]} today. As ${ROLE_LABELS[raiseTo]}: ${ROLE_DESCRIPTIONS[raiseTo]}`
            : ""
        }
        confirmLabel={raiseTo ? `Make ${ROLE_LABELS[raiseTo]}` : "Confirm"}
        onConfirm={() => void confirmRaise()}
        busy={busy}
      />
    </li>
  );
}

/** The Users tab: everyone with access, create, change role, deactivate, reset, delete. */
export function AdminUsersTab({
  me,
  onMeChange,
  onCountChange,
}: {
  me: CurrentUser;
  onMeChange: (me: CurrentUser) => void;
  onCountChange: (count: number) => void;
}) {
  const [users, setUsers] = useState<PublicUser[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [mfaOpen, setMfaOpen] = useState(false);
  const [toDelete, setToDelete] = useState<PublicUser | null>(null);
  const [toReset, setToReset] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(async () => {
    try {
      const list = await apiRequest<PublicUser[]>("/api/users");
      setUsers(list);
      setLoadError(null);
      onCountChange(list.length);
    } catch {
      setLoadError("Failed to fetch data");
    }
  }, [onCountChange]);

  useEffect(() => {
    void load();
  }, [load]);

  function replace(user: PublicUser) {
    setUsers((list) => list?.map((u) => (u.id === user.id ? user : u)) ?? null);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await apiRequest(`/api/users/${toDelete.id}`, { method: "DELETE" });
      toast.success(`User ${toDelete.username} deleted`);
      const next = users?.filter((u) => u.id !== toDelete.id) ?? [];
      setUsers(next);
      onCountChange(next.length);
      setToDelete(null);
    } catch (error) {
      toast.error(
        error instanceof ApiError
          ? error.message || "Failed to delete user"
          : "Network error occurred",
      );
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card>
      <CardHeader
        title={`Users${users ? ` (${users.length})` : ""}`}
        description="Staff who can sign in to the admin. Administrators manage users; editors manage content and SEO; authors write their own posts."
        actions={
          <>
            {!me.mfaEnabled && (
              <Button variant="secondary" onClick={() => setMfaOpen(true)}>
                <ShieldCheck className="size-4" aria-hidden /> Set up MFA
              </Button>
            )}
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden /> Create user
            </Button>
          </>
        }
      />
      <div className="p-5">
        {loadError ? (
          <Alert>
            {loadError}{" "}
            <button type="button" className="font-medium underline" onClick={() => void load()}>
              Try again
            </button>
          </Alert>
        ) : users === null ? (
          <LoadingRows label="Loading users" />
        ) : users.length === 0 ? (
          <EmptyState title="No users yet" />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {users.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                me={me}
                onChanged={replace}
                onDelete={setToDelete}
                onResetPassword={setToReset}
              />
            ))}
          </ul>
        )}
      </div>
      <CreateUserDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(user) => {
          const next = [...(users ?? []), user];
          setUsers(next);
          onCountChange(next.length);
        }}
      />
      <ResetPasswordDialog user={toReset} onClose={() => setToReset(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${toDelete?.username ?? "user"}?`}
        description="Are you sure you want to delete this user? They will be signed out and lose access at once. This action cannot be undone."
        onConfirm={confirmDelete}
        busy={deleting}
      />
      <MfaSetupDialog
        open={mfaOpen}
        onOpenChange={setMfaOpen}
        onEnabled={() => {
          onMeChange({ ...me, mfaEnabled: true });
          setUsers(
            (list) => list?.map((u) => (u.id === me.id ? { ...u, mfaEnabled: true } : u)) ?? null,
          );
        }}
      />
    </Card>
  );
}
