import { useEffect, useMemo, useState } from "react";
import { blockAnchor, blockLabel, elementAnchor, markdownBlocks } from "~/lib/comment-format";
import { type ElementContext, truncateText } from "~/lib/element-names";
import type { CommentAnchor } from "~/schemas/comments";
import { Field, Select } from "../ui/field";
import { CommentComposer } from "./comment-composer";

/** The element selected in edit mode: its eid, its name for people, and the element itself. */
export interface PickedElement {
  eid: string;
  /** "Hero heading", "Paragraph 3". */
  name: string;
  /** Read when the comment is sent, so its quote has the words the element holds then. */
  element: HTMLElement;
}

/** What a new thread may be about, beside the whole post or page. */
export type CommentsAbout =
  | { kind: "blocks"; markdown: string }
  | {
      kind: "element";
      element: PickedElement | null;
      /** What the page tells about an element, to name it in threads. */
      contextOf: (eid: string) => ElementContext | undefined;
    };

interface Choice {
  key: string;
  label: string;
  anchor: () => CommentAnchor | null;
}

const WHOLE = "";

function choicesOf(markdown: string | null, picked: PickedElement | null): Choice[] {
  if (markdown !== null) {
    return markdownBlocks(markdown).map((block) => ({
      key: `block:${block.index}`,
      label: blockLabel(block),
      anchor: () => blockAnchor(block),
    }));
  }
  if (!picked) return [];
  const words = truncateText(picked.element.textContent ?? "", 40);
  return [
    {
      key: `element:${picked.eid}`,
      label: `The selected element: ${picked.name}${words ? ` “${words}”` : ""}`,
      anchor: () => elementAnchor(picked.eid, picked.element.textContent ?? ""),
    },
  ];
}

interface NewThreadProps {
  what: "post" | "page";
  about?: CommentsAbout;
  /** The words typed so far, kept while the panel is closed. */
  draft: string;
  onDraftChange: (text: string) => void;
  onStart: (body: string, anchor?: CommentAnchor) => Promise<void>;
}

/**
 * The box that starts a thread, with "About": the whole post or page, one of a post's blocks
 * ("Paragraph 3: …"), or in edit mode the element selected on the page (chosen for you when
 * you select one).
 */
export function NewThread({ what, about, draft, onDraftChange, onStart }: NewThreadProps) {
  const markdown = about?.kind === "blocks" ? about.markdown : null;
  const picked = about?.kind === "element" ? about.element : null;
  const choices = useMemo(() => choicesOf(markdown, picked), [markdown, picked]);
  const pickedKey = picked ? `element:${picked.eid}` : null;
  const [choice, setChoice] = useState(pickedKey ?? WHOLE);
  // Selecting an element on the page makes it what the next thread is about.
  useEffect(() => {
    if (pickedKey) setChoice(pickedKey);
  }, [pickedKey]);
  const chosen = choices.find((each) => each.key === choice) ?? null;

  return (
    <section aria-label="New thread" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <CommentComposer
        label="New comment"
        submitLabel="Comment"
        initial={draft}
        onTextChange={onDraftChange}
        clearOnSent
        onSubmit={async (body) => {
          await onStart(body, chosen?.anchor() ?? undefined);
          setChoice(WHOLE);
        }}
      >
        {choices.length > 0 ? (
          <Field
            label="About"
            hint={`Leave it on the whole ${what}, or choose what the comment is about.`}
          >
            {(props) => (
              <Select
                {...props}
                value={chosen ? chosen.key : WHOLE}
                onChange={(event) => setChoice(event.target.value)}
                className="truncate"
              >
                <option value={WHOLE}>The whole {what}</option>
                {choices.map((each) => (
                  <option key={each.key} value={each.key}>
                    {each.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : about?.kind === "element" ? (
          <p className="text-xs text-slate-600">
            About the whole page. To comment on one element, select it on the page first.
          </p>
        ) : null}
      </CommentComposer>
    </section>
  );
}
