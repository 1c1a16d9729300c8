import { useEffect, useId, useState } from "react";
import { HrefSchema, LINK_HINT, LINK_KIND_MESSAGE } from "~/schemas/inline-structure";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

export interface LinkDraft {
  text: string;
  href: string;
}

interface VisualLinkDialogProps {
  /** The link being made or edited, or null when the dialog is closed. */
  draft: LinkDraft | null;
  onApply: (link: LinkDraft) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * The visual editor's link: its words and address. The address follows the inline editor's
 * rules (HrefSchema: a page of this site, https://, mailto: or tel:; never javascript: or data:).
 */
export function VisualLinkDialog({ draft, onApply, onRemove, onClose }: VisualLinkDialogProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [href, setHref] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setText(draft?.text ?? "");
    setHref(draft?.href ?? "");
    setError(null);
  }, [draft]);

  const apply = () => {
    const parsed = HrefSchema.safeParse(href);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? LINK_KIND_MESSAGE);
      return;
    }
    onApply({ text: text.trim() === "" ? parsed.data : text, href: parsed.data });
  };

  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()} title="Link">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
            Text
          </label>
          <input
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-href`} className="block text-sm font-medium text-slate-700">
            Link to
          </label>
          <input
            id={`${id}-href`}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={`${id}-help`}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 aria-[invalid=true]:border-danger-700"
          />
          {error ? (
            <p id={`${id}-help`} role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          ) : (
            <p id={`${id}-help`} className="text-sm text-slate-600">
              {LINK_HINT}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {draft?.href ? (
            <Button type="button" variant="ghost" onClick={onRemove}>
              Remove link
            </Button>
          ) : null}
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Apply link</Button>
        </div>
      </form>
    </Dialog>
  );
}
