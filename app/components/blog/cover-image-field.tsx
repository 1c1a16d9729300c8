import { ImagePlus, Images, Trash2 } from "lucide-react";
import { useState } from "react";
import { type PickedImage, useImagePicker } from "../media/image-picker";
import { IMAGE_ACCEPT } from "../media/upload-drop-zone";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";
import type { BlogForm, FieldErrors, SetField } from "./editor-form";

/**
 * The featured image's picker: choose it from the media library or upload it (asked its alt
 * text there), and fill the post's image and alt. Called by the editor, not the Settings tab,
 * so a pick under way survives a tab switch.
 */
export function useCoverImage(set: SetField) {
  const { pick, dialog } = useImagePicker();
  const [picking, setPicking] = useState(false);

  async function choose(files?: File[]) {
    setPicking(true);
    try {
      const [image] = await pick(files, {
        single: true,
        library: !files,
        title: files ? "Upload the featured image" : "Choose the featured image",
        confirmLabel: "Use this image",
      });
      if (image) {
        apply(image);
        toast.success(files ? "Image uploaded" : "Featured image chosen");
      }
    } finally {
      setPicking(false);
    }
  }

  function apply(image: PickedImage) {
    set("image", image.url);
    set("imageAlt", image.decorative ? "" : image.alt);
    set("imageDecorative", image.decorative);
  }

  return { choose, picking, dialog };
}

export type CoverImage = ReturnType<typeof useCoverImage>;

interface CoverImageFieldProps {
  form: Pick<BlogForm, "image" | "imageAlt" | "imageDecorative">;
  set: SetField;
  cover: CoverImage;
  fieldErrors: FieldErrors;
}

/**
 * The featured image: a preview, Choose from library / Upload / Remove, its alt text (or
 * Decorative), and the URL the picker fills in.
 */
export function CoverImageField({ form, set, cover, fieldErrors }: CoverImageFieldProps) {
  const { image, imageAlt, imageDecorative } = form;
  return (
    <div className="space-y-3 md:col-span-2">
      <p className="text-sm font-medium text-slate-700">Image</p>
      <div className="flex flex-wrap items-start gap-4">
        {image ? (
          <img
            src={image}
            alt="Cover preview"
            className="h-32 w-60 max-w-full rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex h-32 w-60 max-w-full items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-600">
            No image
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            onClick={() => void cover.choose()}
            disabled={cover.picking}
            className="w-fit"
          >
            <Images aria-hidden className="size-4" /> Choose from library
          </Button>
          <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-accent-600">
            <ImagePlus aria-hidden className="size-4" />
            Upload image
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={cover.picking}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void cover.choose([file]);
              }}
            />
          </label>
          <p className="text-xs text-slate-600">PNG, JPEG, WebP, GIF or AVIF, at most 5 MB.</p>
          {image && (
            <Button
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => {
                set("image", "");
                set("imageAlt", "");
                set("imageDecorative", false);
              }}
            >
              <Trash2 aria-hidden className="size-4" /> Remove image
            </Button>
          )}
        </div>
      </div>
      {image && (
        <div className="space-y-2">
          <Field
            label="Image alt text"
            error={fieldErrors.imageAlt}
            hint={
              imageDecorative
                ? "Marked decorative: screen readers skip it."
                : "What the image shows, in a sentence, for people who cannot see it."
            }
          >
            {(p) => (
              <Input
                {...p}
                value={imageDecorative ? "" : imageAlt}
                disabled={imageDecorative}
                onChange={(e) => set("imageAlt", e.target.value)}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4"
              checked={imageDecorative}
              onChange={(e) => set("imageDecorative", e.target.checked)}
            />
            Decorative image (no alt text)
          </label>
        </div>
      )}
      <Field
        label="Image URL"
        error={fieldErrors.image}
        hint="Filled by the picker (images are served from this site)."
      >
        {(p) => <Input {...p} value={image} onChange={(e) => set("image", e.target.value)} />}
      </Field>
      {cover.dialog}
    </div>
  );
}
