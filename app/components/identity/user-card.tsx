import { KeyRound, ShieldOff, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import { formatDateTime } from "~/lib/format";
import {
  type CurrentUser,
  type PublicUser,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLE_RANK,
  type RoleOption,
} from "~/schemas/user";
import { Button } from "../ui/button";
import { Badge, Card } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toaster";
import { ResetSecondFactorDialog } from "./reset-second-factor-dialog";
import { RoleSelect } from "./role-select";
import { UserEmailDialog } from "./user-email-dialog";

/** The built-in administrator: it can be neither deactivated nor deleted. */
const PROTECTED_USERNAME = "admin";

/** One user in the Users tab: role (raising it is confirmed), activate, reset, delete. */
export function UserCard({
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
  const [resettingFactor, setResettingFactor] = useState(false);
  const [editingEmail, setEditingEmail] = useState(false);
  const isSelf = user.id === me.id;
  const isProtected = user.username.toLowerCase() === PROTECTED_USERNAME;

  /** Saves one change at the version shown; a refused one throws (the email dialog shows it). */
  async function save(change: { role?: RoleOption; isActive?: boolean; email?: string }) {
    const updated = await apiRequest<PublicUser>(`/api/users/${user.id}`, {
      method: "PATCH",
      // The version this card shows: someone else's change since then is a 409, not lost.
      body: { ...change, version: user.version },
    });
    onChanged(updated);
    toast.success(`${updated.username} updated`);
  }

  async function update(change: { role?: RoleOption; isActive?: boolean }) {
    setBusy(true);
    try {
      await save(change);
    } catch (error) {
      toast.error(errorText(error, "Network error occurred"));
    } finally {
      setBusy(false);
    }
  }

  function chooseRole(role: RoleOption) {
    if (role === user.role) return;
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
          <div className="flex min-w-0 items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <UserRound className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="wrap-anywhere font-semibold text-navy-900">
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
            {user.passkeyCount > 0 && <Badge tone="accent">Passkeys: {user.passkeyCount}</Badge>}
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
          <div className="col-span-2">
            <dt className="text-slate-500">Email for review mail</dt>
            <dd className="flex flex-wrap items-center gap-2 text-slate-800">
              <span className="wrap-anywhere">{user.email ?? "None: no mail is sent"}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEditingEmail(true)}
                aria-label={`Change the email of ${user.username}`}
              >
                Change
              </Button>
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <label className="sr-only" htmlFor={`role-${user.id}`}>
            Role of {user.username}
          </label>
          <RoleSelect
            id={`role-${user.id}`}
            className="!w-auto"
            value={user.role}
            disabled={busy || isSelf}
            onRoleChange={chooseRole}
          />
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
          {!isSelf && (user.mfaEnabled || user.passkeyCount > 0) && (
            <Button variant="secondary" size="sm" onClick={() => setResettingFactor(true)}>
              <ShieldOff className="size-4" aria-hidden /> Reset second factor
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
      <UserEmailDialog
        user={editingEmail ? user : null}
        onClose={() => setEditingEmail(false)}
        onSave={(email) => save({ email })}
      />
      <ResetSecondFactorDialog
        user={resettingFactor ? user : null}
        onClose={() => setResettingFactor(false)}
        onReset={onChanged}
      />
    </li>
  );
}
