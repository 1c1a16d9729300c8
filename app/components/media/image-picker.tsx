import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import type { MediaItem } from "~/schemas/media";
import { Button } from "../ui/button";
import { EmptyState, LoadingRows } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { LoadMore } from "../ui/load-more";
import { type AltFix, ChosenAltList, needsAlt, saveAltFixes } from "./chosen-alt";
import { LibraryGrid } from "./library-grid";
import {
  AltTextHint,
  altProblem,
  type StagedFile,
  StagedFileCard,
  stageFiles,
  uploadStaged,
} from "./staged-upload";
import { UploadDropZone, usePastedFiles } from "./upload-drop-zone";
import { useMediaPages } from "./use-media-pages";

/** An image chosen from the library or just uploaded, as the picker hands it back. */
export interface PickedImage {
  url: string;
  key: string;
  alt: string;
  decorative: boolean;
  width: number | null;
  height: number | null;
}

/** How a pick looks; every option may be left out. */
export interface PickOptions {
  /** One image only (the featured image). Default: several. */
  single?: boolean;
  /** Show the library to choose from. Default: true. */
  library?: boolean;
  /** The dialog's title. */
  title?: string;
  /** The confirm button's text. */
  confirmLabel?: string;
}

interface PickerState {
  open: boolean;
  options: PickOptions;
  staged: StagedFile[];
  chosen: MediaItem[];
}

const CLOSED: PickerState = { open: false, options: {}, staged: [], chosen: [] };

const pickedOf = (item: MediaItem): PickedImage => ({
  url: item.url,
  key: item.key,
  alt: item.alt,
  decorative: item.decorative,
  width: item.width,
  height: item.height,
});

/**
 * The media picker: `pick()` opens the dialog on the library (choose images, or upload new
 * ones by button, drag and drop or paste); `pick(files)` opens it with those files staged
 * for upload (the editor's drop and paste). Each new image is asked its alt text (or
 * "Decorative") before it is uploaded. Resolves with the chosen and uploaded images, or []
 * when cancelled. Render `dialog` once.
 *
 * @example const picker = useImagePicker(); const images = await picker.pick(); … {picker.dialog}
 */
export function useImagePicker(): {
  pick(files?: File[], options?: PickOptions): Promise<PickedImage[]>;
  dialog: ReactNode;
} {
  const [state, setState] = useState<PickerState>(CLOSED);
  const resolver = useRef<((images: PickedImage[]) => void) | null>(null);

  const finish = useCallback((images: PickedImage[]) => {
    resolver.current?.(images);
    resolver.current = null;
    setState(CLOSED);
  }, []);

  const pick = useCallback((files?: File[], options: PickOptions = {}) => {
    // A pick still open (the editor asked again) ends empty-handed.
    resolver.current?.([]);
    return new Promise<PickedImage[]>((resolve) => {
      resolver.current = resolve;
      const staged = stageFiles(options.single ? (files ?? []).slice(0, 1) : (files ?? []));
      setState({ open: true, options, staged, chosen: [] });
    });
  }, []);

  useEffect(() => () => resolver.current?.([]), []);

  const dialog = state.open ? (
    <PickerDialog state={state} onState={setState} onCancel={() => finish([])} onDone={finish} />
  ) : null;
  return { pick, dialog };
}

interface PickerDialogProps {
  state: PickerState;
  onState: (update: (state: PickerState) => PickerState) => void;
  onCancel: () => void;
  onDone: (images: PickedImage[]) => void;
}

function PickerDialog({ state, onState, onCancel, onDone }: PickerDialogProps) {
  const { options, staged, chosen } = state;
  const single = options.single ?? false;
  const showLibrary = options.library ?? true;
  const { items, nextCursor, loadingMore, loadError, loadMore } = useMediaPages(showLibrary);
  const [busy, setBusy] = useState(false);
  const [fixes, setFixes] = useState<Record<string, AltFix>>({});
  const hintId = useId();
  const withoutAlt = chosen.filter(needsAlt);

  const addFiles = useCallback(
    (files: File[]) =>
      onState((s) => ({
        ...s,
        staged: single ? stageFiles(files.slice(0, 1)) : [...s.staged, ...stageFiles(files)],
        chosen: single ? [] : s.chosen,
      })),
    [onState, single],
  );
  usePastedFiles(addFiles, !busy);

  const patchStaged = (id: string, patch: Partial<StagedFile>) =>
    onState((s) => ({
      ...s,
      staged: s.staged.map((file) => (file.id === id ? { ...file, ...patch } : file)),
    }));

  const toggle = (item: MediaItem) =>
    onState((s) => {
      const has = s.chosen.some((c) => c.key === item.key);
      if (single) return { ...s, chosen: has ? [] : [item], staged: has ? s.staged : [] };
      return {
        ...s,
        chosen: has ? s.chosen.filter((c) => c.key !== item.key) : [...s.chosen, item],
      };
    });

  async function confirm() {
    const checked = staged.map((file) =>
      file.status === "done" ? file : { ...file, altError: altProblem(file), error: undefined },
    );
    onState((s) => ({ ...s, staged: checked }));
    if (checked.some((file) => file.altError)) return;
    setBusy(true);
    // Chosen library images without alt get theirs first; saved, they need it no more.
    const picked = await saveAltFixes(chosen, fixes, setFixes);
    if (!picked) {
      setBusy(false);
      return;
    }
    onState((s) => ({ ...s, chosen: picked }));
    const results: StagedFile[] = [];
    for (const file of checked) {
      if (file.status === "done") {
        results.push(file);
        continue;
      }
      patchStaged(file.id, { status: "uploading" });
      const next = await uploadStaged(file);
      patchStaged(file.id, next);
      results.push(next);
    }
    setBusy(false);
    if (results.some((file) => file.status !== "done")) return;
    onDone([
      ...picked.map(pickedOf),
      ...results.flatMap((file) =>
        file.result
          ? [
              {
                url: file.result.url,
                key: file.result.key,
                alt: file.result.alt,
                decorative: file.result.decorative,
                width: file.result.width ?? file.width,
                height: file.result.height ?? file.height,
              },
            ]
          : [],
      ),
    ]);
  }

  const count = chosen.length + staged.length;
  const title = options.title ?? (showLibrary ? "Insert images" : "Upload images");
  const pending = staged.filter((file) => file.status !== "done").length;
  const confirmLabel =
    pending > 0
      ? `Upload ${pending === 1 ? "the image" : `${pending} images`}`
      : (options.confirmLabel ?? "Insert");

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={title}
      description="Every image needs alt text for people who cannot see it, unless it is only decoration."
    >
      <div className="space-y-4">
        <UploadDropZone
          onFiles={addFiles}
          disabled={busy}
          label={single ? "Choose an image" : "Choose images"}
        />
        {(staged.length > 0 || withoutAlt.length > 0) && <AltTextHint id={hintId} />}
        {withoutAlt.length > 0 && (
          <ChosenAltList
            items={withoutAlt}
            fixes={fixes}
            hintId={hintId}
            disabled={busy}
            onChange={(key, fix) => setFixes((all) => ({ ...all, [key]: fix }))}
          />
        )}
        {staged.length > 0 && (
          <div className="space-y-2">
            <ul className="space-y-3" aria-label="Images to upload">
              {staged.map((file) => (
                <StagedFileCard
                  key={file.id}
                  staged={file}
                  hintId={hintId}
                  onChange={(patch) => patchStaged(file.id, patch)}
                  onRemove={() =>
                    onState((s) => ({ ...s, staged: s.staged.filter((f) => f.id !== file.id) }))
                  }
                />
              ))}
            </ul>
          </div>
        )}
        {showLibrary && (
          <section aria-labelledby="picker-library-title" className="space-y-2">
            <h3 id="picker-library-title" className="text-sm font-semibold text-navy-900">
              Or choose from the library
            </h3>
            {loadError ? (
              <p role="alert" className="text-sm text-danger-700">
                {loadError}
              </p>
            ) : items === null ? (
              <LoadingRows label="Loading the media library" />
            ) : items.length === 0 ? (
              <EmptyState title="No images yet">
                Images you upload appear here, ready to use again.
              </EmptyState>
            ) : (
              <>
                <LibraryGrid items={items} chosen={chosen.map((c) => c.key)} onToggle={toggle} />
                {nextCursor && <LoadMore loading={loadingMore} onClick={() => void loadMore()} />}
              </>
            )}
          </section>
        )}
        {/* Kept in view while the dialog scrolls, so Upload is always at hand. */}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end gap-2 border-t border-slate-100 bg-white px-6 pt-4 pb-6">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={count === 0}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
