import { CheckCircle2, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ApiError } from "~/lib/api";
import type { UploadedImage } from "~/schemas/media";
import { MediaAltSchema } from "~/schemas/media";
import { Button } from "../ui/button";
import { AltTextField, DecorativeCheckbox } from "./alt-text-field";
import { uploadImage } from "./media-api";
import { formatBytes, formatPixels } from "./sizes";

/** A file waiting in the upload dialog for its alt text, then uploading, then uploaded. */
export interface StagedFile {
  id: string;
  file: File;
  alt: string;
  decorative: boolean;
  width: number | null;
  height: number | null;
  status: "ready" | "uploading" | "done";
  /** The alt field's complaint (shown under it). */
  altError?: string;
  /** The upload's complaint: the API's text (type, 5 MB limit, contents mismatch…). */
  error?: string;
  result?: UploadedImage;
}

let nextId = 0;

/** Stages files for the dialog, each with an empty alt. */
export function stageFiles(files: readonly File[]): StagedFile[] {
  return files.map((file) => ({
    id: `staged-${++nextId}`,
    file,
    alt: "",
    decorative: false,
    width: null,
    height: null,
    status: "ready",
  }));
}

/** The alt field's complaint, in the shared schema's words, or undefined when it may be sent. */
export function altProblem(staged: Pick<StagedFile, "alt" | "decorative">): string | undefined {
  const parsed = MediaAltSchema.safeParse({ alt: staged.alt, decorative: staged.decorative });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * Uploads one staged file (already checked) and answers its new state: done with the API's
 * answer, or ready again with the API's complaint.
 */
export async function uploadStaged(staged: StagedFile): Promise<StagedFile> {
  try {
    const result = await uploadImage(staged.file, staged);
    return { ...staged, status: "done", error: undefined, result };
  } catch (caught) {
    const error =
      caught instanceof ApiError ? caught.message : "The upload failed. Please try again.";
    const altError = caught instanceof ApiError ? caught.fieldError("alt") : undefined;
    return { ...staged, status: "ready", error: altError ? undefined : error, altError };
  }
}

/** What good alt text is, said once above the staged files; each alt field points at it. */
export function AltTextHint({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs text-slate-600">
      Good alt text says what the image shows and why it is there, in a sentence, as you would to
      someone on the phone; leave out “image of”. Tick “Decorative image” for a background or a
      divider: screen readers skip it.
    </p>
  );
}

interface StagedFileCardProps {
  staged: StagedFile;
  /** The id of the AltTextHint the alt field is described by. */
  hintId: string;
  onChange: (patch: Partial<StagedFile>) => void;
  onRemove: () => void;
}

/** One staged file: its thumbnail, pixel size and bytes, its alt text and any error. */
export function StagedFileCard({ staged, hintId, onChange, onRemove }: StagedFileCardProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(staged.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [staged.file]);
  const done = staged.status === "done";
  const busy = staged.status === "uploading";

  return (
    <li
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row"
      aria-label={staged.file.name}
    >
      <div className="flex h-24 w-full shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100 sm:w-32">
        {preview && (
          <img
            src={preview}
            alt=""
            className="max-h-24 max-w-full object-contain"
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth && naturalHeight && staged.width === null) {
                onChange({ width: naturalWidth, height: naturalHeight });
              }
            }}
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-800">{staged.file.name}</p>
            <p className="text-xs text-slate-600">
              {formatPixels(
                staged.result?.width ?? staged.width,
                staged.result?.height ?? staged.height,
              )}
              {" · "}
              {formatBytes(staged.file.size)}
            </p>
          </div>
          {done ? (
            <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-success-700">
              <CheckCircle2 aria-hidden className="size-4" /> Uploaded
            </span>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              disabled={busy}
              aria-label={`Remove ${staged.file.name}`}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
        <AltTextField
          value={staged.alt}
          decorative={staged.decorative}
          disabled={done || busy}
          error={staged.altError}
          hintId={hintId}
          onChange={(alt) => onChange({ alt, altError: undefined })}
        />
        <DecorativeCheckbox
          checked={staged.decorative}
          disabled={done || busy}
          onChange={(decorative) => onChange({ decorative, altError: undefined })}
        />
        {staged.error && (
          <p role="alert" className="break-words text-sm text-danger-700">
            {staged.error}
          </p>
        )}
      </div>
    </li>
  );
}
