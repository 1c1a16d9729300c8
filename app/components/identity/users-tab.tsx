import { Plus, ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import type { CurrentUser, PublicUser } from "~/schemas/user";
import { Button } from "../ui/button";
import { Alert, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toaster";
import { CreateUserDialog } from "./create-user-dialog";
import { MfaSetupDialog } from "./mfa-setup-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { UserCard } from "./user-card";

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
      toast.error(errorText(error, "Network error occurred"));
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
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
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
