import { Share2 } from "lucide-react";
import { Suspense, useState } from "react";
import type { PreviewTarget } from "~/schemas/previews";
import { useReturnFocus } from "../redirects/use-return-focus";
import { browserOnly } from "../ui/browser-only";
import { Button, type ButtonProps } from "../ui/button";
import { HeldButton } from "../ui/held-button";

/** The dialog loads on the first click: the Worker's build leaves it out (vite.config.ts). */
const SharePreviewDialog = browserOnly(() =>
  import("./share-preview-dialog").then((module) => module.SharePreviewDialog),
);

interface SharePreviewButtonProps {
  /** What to share; null while there is nothing saved to share yet. */
  target: PreviewTarget | null;
  /** What the link shows, as the dialog's sentences say it: "this post". */
  what: string;
  /** Why the button does nothing while `target` is null: "Save the post first…". */
  unavailable?: string;
  /** Changes not saved yet (the link shows the last saved draft). */
  unsaved?: boolean;
  size?: ButtonProps["size"];
  /** The icon's classes: the inline toolbar hides it on a phone. */
  iconClassName?: string;
  disabled?: boolean;
  /** The words' classes: the blog editor's header shows the icon alone on a phone. */
  labelClassName?: string;
}

/**
 * "Share preview" and its dialog. Before there is anything to share the button stays in the
 * tab order, greyed and marked disabled, so its reason can be read: on hover, by a screen
 * reader, and as a toast when it is pressed.
 */
export function SharePreviewButton({
  target,
  what,
  unavailable = "Save first to share a preview",
  unsaved = false,
  size = "md",
  iconClassName = "size-4",
  labelClassName = "",
  disabled = false,
}: SharePreviewButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed and keep its list.
  const [wanted, setWanted] = useState(false);
  useReturnFocus(open);
  const icon = <Share2 aria-hidden className={iconClassName} />;

  if (!target) {
    return (
      <HeldButton reason={unavailable} size={size}>
        {icon} <span className={labelClassName}>Share preview</span>
      </HeldButton>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        disabled={disabled}
      >
        {icon} <span className={labelClassName}>Share preview</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SharePreviewDialog
            open={open}
            onOpenChange={setOpen}
            target={target}
            what={what}
            unsaved={unsaved}
          />
        </Suspense>
      )}
    </>
  );
}
