import { Check, Copy, Link2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { errorText } from "~/lib/api";
import { dateTimeWords } from "~/lib/preview-format";
import {
  PREVIEW_DEFAULT_SECONDS,
  PREVIEW_DURATIONS,
  type PreviewCreated,
  type PreviewTarget,
} from "~/schemas/previews";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/field";
import { toast } from "../ui/toaster";
import { PreviewLinksList } from "./preview-links-list";
import { createPreview, usePreviewLinks } from "./previews-api";

/** How long the Copy link button says "Copied". */
const COPIED_MS = 2000;

interface SharePreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: PreviewTarget;
  /** What the link shows, as the sentences say it: "this post", "this page's draft". */
  what: string;
  /** Changes not saved yet: the link shows the last saved draft, so the dialog says so. */
  unsaved?: boolean;
}

/**
 * Share preview (issue 35): makes a link that shows a draft to people without an account for
 * a chosen time, shows it once to copy, and lists the links made so far with Revoke.
 */
export function SharePreviewDialog({
  open,
  onOpenChange,
  target,
  what,
  unsaved = false,
}: SharePreviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share a preview"
      description={`Make a link that shows ${what} as it would publish, to anyone who has it, without signing in. It stops working when it expires or you revoke it.`}
    >
      {/* Inside the dialog's content, so closing it forgets the link shown once. */}
      <SharePreviewPanel target={target} what={what} unsaved={unsaved} />
    </Dialog>
  );
}

function SharePreviewPanel({
  target,
  what,
  unsaved,
}: {
  target: PreviewTarget;
  what: string;
  unsaved: boolean;
}) {
  const list = usePreviewLinks(target);
  const [created, setCreated] = useState<PreviewCreated | null>(null);
  return (
    <div className="space-y-6">
      {unsaved && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-warning-700">
          You have unsaved changes: the link shows {what} as last saved.
        </p>
      )}
      <CreateLinkForm
        target={target}
        onCreated={(answer) => {
          setCreated(answer);
          list.put(answer.preview);
        }}
      />
      {created && <CreatedLink created={created} />}
      <PreviewLinksList {...list} />
    </div>
  );
}

function CreateLinkForm({
  target,
  onCreated,
}: {
  target: PreviewTarget;
  onCreated: (created: PreviewCreated) => void;
}) {
  const [expiresIn, setExpiresIn] = useState<number>(PREVIEW_DEFAULT_SECONDS);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreating(true);
    setError(null);
    try {
      onCreated(await createPreview(target, expiresIn));
    } catch (caught) {
      setError(errorText(caught, "Failed to create the link. Please try again."));
    } finally {
      setCreating(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="mb-2 text-sm font-medium text-slate-700">The link works for</legend>
        <div className="flex flex-wrap gap-2">
          {PREVIEW_DURATIONS.map(({ seconds, label }) => (
            <label
              key={seconds}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-checked:border-accent-600 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                name={name}
                value={seconds}
                checked={expiresIn === seconds}
                onChange={() => setExpiresIn(seconds)}
                className="size-4 accent-accent-700 focus:outline-none"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" loading={creating}>
        <Link2 aria-hidden className="size-4" /> Create link
      </Button>
    </form>
  );
}

/** The link just made: shown this once, to copy. */
function CreatedLink({ created }: { created: PreviewCreated }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();

  // Focus goes to the new link, selected, so it can be copied from the keyboard at once.
  useEffect(() => {
    void created.url;
    input.current?.focus();
    input.current?.select();
    setCopied(false);
  }, [created.url]);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
      toast.success("Link copied");
    } catch {
      input.current?.select();
      toast.error("The browser did not allow copying: the link is selected, copy it from there");
    }
  }

  return (
    <div className="space-y-2 rounded-md border border-green-200 bg-green-50 p-4">
      <label htmlFor={`${id}-link`} className="block text-sm font-medium text-slate-800">
        Preview link
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          id={`${id}-link`}
          readOnly
          value={created.url}
          aria-describedby={`${id}-notice`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-56 font-mono"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          Copy link
        </Button>
      </div>
      <p id={`${id}-notice`} className="text-sm text-slate-700">
        Anyone with this link can see the draft until {dateTimeWords(created.preview.expiresAt)}.
        Copy it now: for safety it is not shown again.
      </p>
      {/* The toaster sits outside the dialog, hidden from screen readers while it is open. */}
      <p aria-live="polite" className="sr-only">
        {copied ? "Link copied" : ""}
      </p>
    </div>
  );
}
