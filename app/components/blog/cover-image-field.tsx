import { ImagePlus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";

/**
 * Uploads a post's cover image to `/api/images` and hands its URL to `onUploaded`. Called by
 * the editor, not the Settings tab, so an upload under way survives a tab switch.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    setUploading(true);
    setError(null);
    try {
      const body = new FormData();
      body.append("file", file);
      const result = await apiRequest<{ url: string }>("/api/images", {
        method: "POST",
        body,
        redirectOnAuthError: false,
      });
      onUploaded(result.url);
      toast.success("Image uploaded");
    } catch (caught) {
      const message =
        caught instanceof ApiError ? caught.message : "Upload failed. Please try again.";
      setError(message);
      toast.error(message);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return { uploading, error, fileInput, upload };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

interface CoverImageFieldProps {
  image: string;
  onChange: (image: string) => void;
  upload: ImageUpload;
  /** The API's complaint about the image URL. */
  error?: string;
}

/** The cover image: a preview, Upload / Remove, and the URL the upload fills in. */
export function CoverImageField({ image, onChange, upload, error }: CoverImageFieldProps) {
  return (
    <div className="space-y-3 md:col-span-2">
      <p className="text-sm font-medium text-slate-700">Image</p>
      <div className="flex flex-wrap items-start gap-4">
        {image ? (
          <img
            src={image}
            alt="Cover preview"
            className="h-32 w-60 rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex h-32 w-60 items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">
            No image
          </div>
        )}
        <div className="flex flex-col gap-2">
          <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-accent-600">
            <ImagePlus aria-hidden className="size-4" />
            {upload.uploading ? "Uploading…" : "Upload image"}
            <input
              ref={upload.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              className="sr-only"
              disabled={upload.uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload.upload(file);
              }}
            />
          </label>
          <p className="text-xs text-slate-500">PNG, JPEG, WebP, GIF or AVIF, at most 5 MB.</p>
          {image && (
            <Button variant="ghost" size="sm" onClick={() => onChange("")}>
              <Trash2 aria-hidden className="size-4" /> Remove image
            </Button>
          )}
          {upload.error && (
            <p className="text-sm text-danger-700" role="alert">
              {upload.error}
            </p>
          )}
        </div>
      </div>
      <Field
        label="Image URL"
        error={error}
        hint="Filled by the upload (images are served from this site)."
      >
        {(p) => <Input {...p} value={image} onChange={(e) => onChange(e.target.value)} />}
      </Field>
    </div>
  );
}
