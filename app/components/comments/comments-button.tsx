import { MessageSquare } from "lucide-react";
import { Suspense } from "react";
import { commentsButtonText, openThreadsWords } from "~/lib/comment-format";
import { useReturnFocus } from "../redirects/use-return-focus";
import { browserOnly } from "../ui/browser-only";
import { Button, type ButtonProps } from "../ui/button";
import { HeldButton } from "../ui/held-button";
import type { CommentsAbout } from "./new-thread";
import type { CommentsControls } from "./use-comments";

/** The panel loads on the first opening: the Worker's build leaves it out (vite.config.ts). */
const CommentsPanel = browserOnly(() =>
  import("./comments-panel").then((module) => module.CommentsPanel),
);

interface CommentsButtonProps {
  controls: CommentsControls;
  /** What is commented on, as the panel's sentences say it: "post" or "page". */
  what: "post" | "page";
  /** Why the button does nothing while there is no target yet: "Save the post first…". */
  unavailable?: string;
  /** What a new thread may be about: a post's blocks, or the element selected in edit mode. */
  about?: CommentsAbout;
  /** false: the page stays usable beside the panel (edit mode, to select an element). */
  modal?: boolean;
  size?: ButtonProps["size"];
  /** The icon's classes: the inline toolbar hides it on a phone. */
  iconClassName?: string;
  disabled?: boolean;
  /** The words' classes: the blog editor's header shows the icon alone on a phone. */
  labelClassName?: string;
}

/**
 * "Comments (3)": the count of open threads, and the comments panel it opens. Before there is
 * anything to comment on (a post not saved yet) the button stays in the tab order, greyed and
 * marked disabled, so its reason can be read: on hover, by a screen reader, and as a toast.
 */
export function CommentsButton({
  controls,
  what,
  unavailable = "Save first to comment",
  about,
  modal = true,
  size = "md",
  iconClassName = "size-4",
  labelClassName = "",
  disabled = false,
}: CommentsButtonProps) {
  useReturnFocus(controls.open);
  const icon = <MessageSquare aria-hidden className={iconClassName} />;
  const count = controls.openCount;

  if (!controls.target) {
    return (
      <HeldButton reason={unavailable} size={size}>
        {icon} <span className={labelClassName}>Comments</span>
      </HeldButton>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => controls.show()}
        disabled={disabled}
        aria-haspopup="dialog"
        data-testid="comments-button"
      >
        {icon}
        <span aria-hidden={count !== null} className={labelClassName}>
          {commentsButtonText(count)}
        </span>
        {count !== null && <span className="sr-only">Comments, {openThreadsWords(count)}</span>}
      </Button>
      {controls.wanted && (
        <Suspense fallback={null}>
          <CommentsPanel controls={controls} what={what} about={about} modal={modal} />
        </Suspense>
      )}
    </>
  );
}
