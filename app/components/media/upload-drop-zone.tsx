import { Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

/** What the file chooser offers: the types `POST /api/images` takes. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/** The files of a drop or a paste (a paste of text gives none). */
export function filesOf(data: DataTransfer | null): File[] {
  return data ? Array.from(data.files) : [];
}

/**
 * Calls `onFiles` with the files of every paste (Ctrl+V of a copied image or file) while
 * `enabled`. A paste without files (text into an alt field) is left alone.
 */
export function usePastedFiles(onFiles: (files: File[]) => void, enabled: boolean) {
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData);
      if (files.length === 0) return;
      event.preventDefault();
      latest.current(files);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [enabled]);
}

interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  /** The chooser's button text. */
  label?: string;
  disabled?: boolean;
}

/** "Choose images" and a drop target for dragged files; paste is handled by usePastedFiles. */
export function UploadDropZone({
  onFiles,
  label = "Choose images",
  disabled = false,
}: UploadDropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="upload-drop-zone"
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = filesOf(event.dataTransfer);
        if (!disabled && files.length > 0) onFiles(files);
      }}
      className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed px-4 py-5 text-center ${over ? "border-accent-600 bg-blue-50" : "border-slate-300 bg-slate-50"}`}
    >
      <h3 id={`${id}-title`} className="sr-only">
        Upload images
      </h3>
      <label
        className={`inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-accent-600 ${disabled ? "cursor-not-allowed opacity-60" : ""}`}
      >
        <Upload aria-hidden className="size-4" />
        {label}
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            if (input.current) input.current.value = "";
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      <p className="text-xs text-slate-600">
        or drag images here, or paste one with Ctrl+V. PNG, JPEG, WebP, GIF or AVIF, at most 5 MB
        each.
      </p>
    </section>
  );
}
