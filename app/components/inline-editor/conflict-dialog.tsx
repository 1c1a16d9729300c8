import { useState } from "react";
import { describeEntry, elementRole } from "~/lib/element-names";
import { isoTimesInWords } from "~/lib/format";
import type { InlineContentState } from "~/schemas/inline-content";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { RelativeTime } from "../ui/relative-time";
import { elementContext } from "./element-context";
import type { Edits } from "./entries";

/** Who changed the page and how long ago, from their stored draft; else the server's words. */
function ChangedBy({ theirs, message }: { theirs: InlineContentState; message: string }) {
  if (!theirs.updatedAt) return <>{isoTimesInWords(message)}</>;
  return (
    <>
      This page was changed by {theirs.updatedBy ?? "someone else"}{" "}
      <RelativeTime iso={theirs.updatedAt} />. Compare their changes with yours.
    </>
  );
}

/**
 * A stale save (409): element by element, named as people know it, their saved change and
 * yours, and the user keeps either. Nothing is lost: the chosen set is saved on top of their
 * version.
 */
export function ConflictDialog({
  message,
  theirs,
  mine,
  codeText,
  onResolve,
  onCancel,
}: {
  message: string;
  theirs: InlineContentState;
  mine: Edits;
  codeText: (selector: string) => string;
  onResolve: (keepMine: string[]) => void;
  onCancel: () => void;
}) {
  const selectors = Object.keys(mine);
  const [keepMine, setKeepMine] = useState<string[]>(selectors);
  const theirEntry = (selector: string) =>
    Object.values(theirs.draft).find((entry) => entry.selector === selector);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Someone else changed this page"
      description={<ChangedBy theirs={theirs} message={message} />}
    >
      <ul className="space-y-3" data-testid="conflict-view">
        {selectors.map((selector) => {
          const context = elementContext(selector);
          const role = elementRole(selector, context);
          const their = theirEntry(selector);
          const yours = mine[selector];
          const name = `keep-${selector}`;
          return (
            <li key={selector} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="mb-2 text-xs font-semibold text-slate-700">{role}</p>
              <fieldset className="space-y-1.5">
                <legend className="sr-only">Keep which version of {role}</legend>
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={name}
                    className="mt-1"
                    checked={!keepMine.includes(selector)}
                    onChange={() => setKeepMine((k) => k.filter((s) => s !== selector))}
                  />
                  <span>
                    <span className="font-medium">Theirs:</span>{" "}
                    {their ? describeEntry(their, context) : codeText(selector) || "(as designed)"}
                  </span>
                </label>
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={name}
                    className="mt-1"
                    checked={keepMine.includes(selector)}
                    onChange={() => setKeepMine((k) => [...k, selector])}
                  />
                  <span>
                    <span className="font-medium">Yours:</span>{" "}
                    {yours ? describeEntry(yours, context) : "(as designed)"}
                  </span>
                </label>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Keep editing
        </Button>
        <Button onClick={() => onResolve(keepMine)}>Save my choices</Button>
      </div>
    </Dialog>
  );
}
