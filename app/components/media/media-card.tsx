import { Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ApiError, errorText } from "~/lib/api";
import type { MediaItem, MediaUse, MediaUseAs } from "~/schemas/media";
import { editModePath } from "~/schemas/page-settings";
import { Button } from "../ui/button";
import { Badge } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { RelativeTime } from "../ui/relative-time";
import { toast } from "../ui/toaster";
import { AltTextField, DecorativeCheckbox } from "./alt-text-field";
import { deleteMedia, saveMediaAlt } from "./media-api";
import { formatBytes, formatPixels } from "./sizes";
import { altProblem } from "./staged-upload";

interface MediaCardProps {
  item: MediaItem;
  canDelete: boolean;
  onSaved: (item: MediaItem) => void;
  onDeleted: (key: string) => void;
  /** Reloads the library (after a 409 stale). */
  onReload: () => void;
}

const USE_WORDS: Record<MediaUseAs, string> = {
  body: "in the body",
  featured: "featured image",
  social: "social image",
  content: "in the page",
  link: "linked",
  scheduled: "in a scheduled publish",
  unpublished: "in unpublished changes",
};

/** "featured image and in the body": how one post or page uses the image. */
const usedAs = (use: MediaUse) => use.as.map((as) => USE_WORDS[as]).join(" and ");

/** Where one use leads: a post's editor, a page's edit mode; nowhere for a hidden draft. */
function UseName({ use }: { use: MediaUse }) {
  if (use.hidden) return <span className="text-slate-700">A draft by another author</span>;
  const to =
    use.kind === "post" ? `/admin/blog/${encodeURIComponent(use.slug)}` : editModePath(use.slug);
  return (
    <Link
      to={to}
      reloadDocument={use.kind === "page"}
      className="break-words font-medium text-accent-700 underline-offset-2 hover:underline"
    >
      {use.title}
    </Link>
  );
}

/** One image of the Media view: its thumbnail and facts, its alt text to edit, where it is used. */
export function MediaCard({ item, canDelete, onSaved, onDeleted, onReload }: MediaCardProps) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [saving, setSaving] = useState(false);
  const [altError, setAltError] = useState<string | undefined>();
  const [error, setError] = useState<{ text: string; stale: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A reload or a save brings the stored details (a new object): show them.
  useEffect(() => {
    setAlt(item.alt);
    setDecorative(item.decorative);
    setAltError(undefined);
    setError(null);
  }, [item]);
  const dirty = decorative !== item.decorative || (!decorative && alt.trim() !== item.alt);
  const name = item.decorative ? "Decorative image" : item.alt || "Image without alt text";

  async function save() {
    const problem = altProblem({ alt, decorative });
    setAltError(problem);
    setError(null);
    if (problem) return;
    setSaving(true);
    try {
      const saved = await saveMediaAlt(item.key, {
        alt: decorative ? "" : alt.trim(),
        decorative,
        version: item.version,
      });
      setAlt(saved.alt);
      setDecorative(saved.decorative);
      onSaved(saved);
      toast.success(saved.decorative ? "Marked as decorative" : "Alt text saved");
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.fieldError("alt") : undefined;
      if (field) setAltError(field);
      else
        setError({
          text: errorText(caught, "The alt text could not be saved. Please try again."),
          stale: caught instanceof ApiError && caught.status === 409,
        });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await deleteMedia(item.key);
      setConfirming(false);
      toast.success("Image deleted");
      onDeleted(item.key);
    } catch (caught) {
      setConfirming(false);
      setError({
        text: errorText(caught, "The image could not be deleted. Please try again."),
        stale: false,
      });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <li
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:flex-row"
      aria-labelledby={`${id}-name`}
      data-testid="media-item"
    >
      <a
        href={item.url}
        target="_blank"
        rel="noreferrer"
        className="flex h-32 w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 sm:w-48"
      >
        <img
          src={item.url}
          alt={item.decorative ? "" : item.alt}
          loading="lazy"
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          className="max-h-32 w-auto max-w-full object-contain"
        />
        <span className="sr-only">Open the image in a new tab</span>
      </a>
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h3 id={`${id}-name`} className="sr-only">
            {name}
          </h3>
          <p className="break-words text-xs text-slate-600">
            {formatPixels(item.width, item.height)} · {formatBytes(item.bytes)} · uploaded by{" "}
            {item.uploadedBy || "someone"} <RelativeTime iso={item.createdAt} />
          </p>
        </div>
        {item.canEditAlt ? (
          <AltTextField
            value={alt}
            decorative={decorative}
            disabled={saving}
            error={altError}
            onChange={(value) => {
              setAlt(value);
              setAltError(undefined);
            }}
          />
        ) : (
          <div className="space-y-1 text-sm">
            <p className="font-medium text-slate-700">Alt text</p>
            <p className="break-words text-slate-800">
              {item.decorative ? "Decorative image" : item.alt || "No alt text yet"}
            </p>
            <p className="text-xs text-slate-600">
              Only editors and the person who uploaded it can change this image's alt text.
            </p>
          </div>
        )}
        {(item.canEditAlt || canDelete) && (
          <div className="flex flex-wrap items-center gap-3">
            {item.canEditAlt && (
              <>
                <DecorativeCheckbox
                  checked={decorative}
                  disabled={saving}
                  onChange={(value) => {
                    setDecorative(value);
                    setAltError(undefined);
                  }}
                />
                <Button size="sm" onClick={() => void save()} loading={saving} disabled={!dirty}>
                  Save
                </Button>
              </>
            )}
            {canDelete && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger-700"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            )}
          </div>
        )}
        {error && (
          <div role="alert" className="space-y-2 break-words text-sm text-danger-700">
            <p>{error.text}</p>
            {error.stale && (
              <Button size="sm" variant="secondary" onClick={onReload}>
                Reload the library
              </Button>
            )}
          </div>
        )}
        <div className="text-sm">
          {item.usedBy.length === 0 ? (
            <p className="text-slate-600">Not used by any post or page.</p>
          ) : (
            <>
              <p className="text-slate-700">Used by:</p>
              <ul className="mt-1 space-y-1">
                {item.usedBy.map((use, index) => (
                  <li
                    // Hidden drafts have no slug to tell them apart.
                    key={use.hidden ? `hidden-${index}` : `${use.kind}:${use.slug}`}
                    className="flex flex-wrap items-center gap-2"
                  >
                    <UseName use={use} />
                    <span className="text-xs text-slate-600">({usedAs(use)})</span>
                    {!use.published && !use.hidden && (
                      <Badge tone="warning">{use.kind === "post" ? "Draft" : "Not live"}</Badge>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this image?"
        description="It is removed from the library and from this site's storage. This cannot be undone."
        onConfirm={() => void remove()}
        busy={deleting}
      />
    </li>
  );
}
