import { useState } from "react";
import { entryText, type InlineContentState } from "~/schemas/inline-content";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import type { Edits } from "./entries";

/**
 * A stale save (409): element by element, their saved change and yours, and the user keeps
 * either. Nothing is lost: the chosen set is saved on top of their version.
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
      description={message}
    >
      <ul className="space-y-3" data-testid="conflict-view">
        {selectors.map((selector) => {
          const their = theirEntry(selector);
          const name = `keep-${selector}`;
          return (
            <li key={selector} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="mb-2 font-mono text-xs text-slate-600">{selector}</p>
              <fieldset className="space-y-1.5">
                <legend className="sr-only">Keep which version of {selector}</legend>
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
                    {entryText(their) ?? codeText(selector)}
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
                    <span className="font-medium">Yours:</span> {entryText(mine[selector])}
                  </span>
                </label>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Keep editing
        </Button>
        <Button onClick={() => onResolve(keepMine)}>Save my choices</Button>
      </div>
    </Dialog>
  );
}
