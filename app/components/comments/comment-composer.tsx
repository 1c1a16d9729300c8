import { type FormEvent, type KeyboardEvent, type ReactNode, useState } from "react";
import { ApiError, errorText } from "~/lib/api";
import { COMMENT_MAX } from "~/schemas/comments";
import { Button } from "../ui/button";
import { Field, Textarea } from "../ui/field";

const EMPTY_MESSAGE = "Write a comment";

interface CommentComposerProps {
  /** The box's visible label: "New comment", "Your reply", "Edit your comment". */
  label: string;
  /** The send button's words: "Comment", "Reply", "Save". */
  submitLabel: string;
  /** Sends the words; throws (an ApiError) when they were refused, keeping them in the box. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  /** The words the box starts with (an edit's, or a draft kept while the panel was closed). */
  initial?: string;
  /** Told of each change (so a new thread's draft outlives the panel closing). */
  onTextChange?: (text: string) => void;
  /** Empties the box once sent (a new comment or reply; an edit's box closes instead). */
  clearOnSent?: boolean;
  autoFocus?: boolean;
  rows?: number;
  /** More to choose before sending (the "About" choice), between the box and the buttons. */
  children?: ReactNode;
}

/**
 * A comment's words: a labelled box (Ctrl+Enter or ⌘+Enter sends), what went wrong under it
 * (the API's own words), and Send / Cancel. The words stay in the box until they are sent.
 */
export function CommentComposer({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  initial = "",
  onTextChange,
  clearOnSent = false,
  autoFocus = false,
  rows = 3,
  children,
}: CommentComposerProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (next: string) => {
    setText(next);
    onTextChange?.(next);
    if (error) setError(null);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const body = text.trim();
    if (!body) {
      setError(EMPTY_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(body);
      if (clearOnSent) change("");
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.fieldError("body") ?? errorText(caught, "Failed to send. Please try again."))
          : "Failed to send. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
    // Ends this box only: the panel leaves Escape from a box with Cancel to it.
    if (event.key === "Escape" && onCancel) onCancel();
  };

  return (
    <form
      onSubmit={send}
      className="space-y-2"
      noValidate
      data-escape-cancels={onCancel ? "" : undefined}
    >
      <Field label={label} error={error ?? undefined} hint="Mention staff with @username.">
        {(props) => (
          <Textarea
            {...props}
            value={text}
            rows={rows}
            maxLength={COMMENT_MAX}
            autoFocus={autoFocus}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            className="resize-y"
          />
        )}
      </Field>
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
