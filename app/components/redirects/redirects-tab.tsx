import { useCallback, useState } from "react";
import { toast } from "../ui/toaster";
import { LinkFixesCard } from "./link-fixes-card";
import { NotFoundCard } from "./not-found-card";
import { RedirectDialog, type RedirectDialogState } from "./redirect-dialog";
import { RedirectsCard } from "./redirects-card";
import { useReturnFocus } from "./use-return-focus";

/**
 * The dashboard's Redirects tab (editors and admins, issue 34): the redirects with their hits,
 * added, edited and deleted here or imported from a CSV, and the addresses visitors did not
 * find, each redirected in a click or dismissed, and the links staff wrote to redirected
 * addresses, rewritten in one reviewed step. Every write reads the lists again: a new redirect
 * can take an address off the not-found list and put links on the rewrite list.
 *
 * @example <RedirectsTab />
 */
export function RedirectsTab() {
  const [changes, setChanges] = useState(0);
  const [dialog, setDialog] = useState<RedirectDialogState>(null);
  const changed = useCallback(() => setChanges((n) => n + 1), []);
  useReturnFocus(dialog !== null);

  return (
    <div className="space-y-6">
      <RedirectsCard
        changes={changes}
        onChanged={changed}
        onAdd={() => setDialog({ mode: "add", source: "" })}
        onEdit={(redirect) => setDialog({ mode: "edit", redirect })}
      />
      <LinkFixesCard changes={changes} onChanged={changed} />
      <NotFoundCard
        changes={changes}
        onChanged={changed}
        onRedirect={(path) => setDialog({ mode: "add", source: path })}
      />
      <RedirectDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={(_redirect, mode) => {
          setDialog(null);
          toast.success(mode === "edit" ? "Redirect saved" : "Redirect added");
          changed();
        }}
        onReload={changed}
      />
    </div>
  );
}
