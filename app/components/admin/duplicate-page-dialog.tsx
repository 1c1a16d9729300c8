import { type FormEvent, useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { cleanTypedSlug, DUPLICATE_MESSAGES } from "~/schemas/blog";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";

/** The page a copy is made of: its path and title as the catalogue lists them. */
export interface DuplicateSource {
  path: string;
  title: string;
}

/**
 * "Duplicate page": the copy's title and URL slug (suggested from the page's), then an inactive
 * copy of the page as visitors see it now, opened in edit mode.
 */
export function DuplicatePageDialog({
  source,
  onClose,
}: {
  source: DuplicateSource | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    setTitle(`${source.title} (copy)`);
    setSlug(`${source.path.slice(1)}-copy`);
    setError(null);
    setBusy(false);
  }, [source]);

  async function duplicate(event: FormEvent) {
    event.preventDefault();
    if (!source) return;
    if (!title.trim() || !slug) {
      setError(DUPLICATE_MESSAGES.missing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await apiRequest<{ path: string; redirectTo: string }>(
        "/api/pages/duplicate",
        { method: "POST", body: { path: source.path, title: title.trim(), slug } },
      );
      toast.success(`Copy created at ${result.path}. It stays hidden until you publish it.`);
      window.location.assign(result.redirectTo);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status < 500
          ? caught.message
          : "The copy could not be made. Please try again.",
      );
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Duplicate page"
      description={`A copy of ${source?.path ?? "the page"} as visitors see it now. It stays hidden from visitors until you publish it.`}
    >
      <form className="space-y-4" onSubmit={duplicate} noValidate>
        <Field label="Title of the copy">
          {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field
          label="URL slug"
          hint={slug ? `Will live at /${slug}` : "Lower-case letters, digits and hyphens"}
        >
          {(p) => (
            <Input {...p} value={slug} onChange={(e) => setSlug(cleanTypedSlug(e.target.value))} />
          )}
        </Field>
        {error && <Alert>{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Duplicate
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
