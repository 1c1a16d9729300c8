import { type ReactNode, useId } from "react";
import { Button, type ButtonProps } from "./button";
import { toast } from "./toaster";

/**
 * A button that cannot act yet, with its reason: it stays in the tab order, greyed and marked
 * disabled, so the reason can be read on hover, by a screen reader, and as a toast when it
 * is pressed. `showReason` also prints the reason beside it.
 *
 * @example <HeldButton reason="Save the post first to share a preview">{icon} Share preview</HeldButton>
 */
export function HeldButton({
  reason,
  size = "md",
  showReason = false,
  children,
}: {
  reason: string;
  size?: ButtonProps["size"];
  showReason?: boolean;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-disabled="true"
        aria-describedby={hintId}
        title={reason}
        onClick={() => toast.info(reason)}
        className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 aria-disabled:hover:bg-white"
      >
        {children}
      </Button>
      <span id={hintId} hidden={!showReason} className="text-xs text-slate-600">
        {reason}
      </span>
    </>
  );
}
