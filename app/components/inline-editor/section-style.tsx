import { ImagePlus, Palette, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { libraryEntry, TONE_CHOICES, TONE_LABELS } from "~/content/section-library";
import {
  IMAGE_SECTION_TYPES,
  type SectionImage,
  type SectionLook,
  type SectionTone,
  type SectionType,
} from "~/schemas/sections";
import { useImagePicker } from "../media/image-picker";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SectionPreview } from "./section-picker";
import { ChoiceSelect } from "./structure-bars";

// "Style" on a section in edit mode (issue #32): its layout (a variant of its type), its
// background tone and, for the hero and image-and-text, its image from the media library (with
// its alt text, or Decorative). Applying saves the page's order of sections with the look and
// reloads, as the server renders the new layout.

/** A section as the Style dialog opens on it. */
export interface StyledSection {
  key: string;
  type: SectionType;
  /** "Hero section", "Pricing tiers section". */
  label: string;
  variant: string | undefined;
  tone: SectionTone | undefined;
  image: SectionImage | null;
}

/** What a section's Style dialog can change: nothing for a type with one layout and tone. */
export function hasStyleChoices(type: string): boolean {
  const entry = libraryEntry(type);
  if (!entry) return false;
  return (
    entry.variants.length > 1 ||
    TONE_CHOICES[entry.type].length > 1 ||
    IMAGE_SECTION_TYPES.includes(entry.type)
  );
}

/** The section's look as its element shows it (edit mode renders `data-variant`, `data-tone`). */
export function styledSection(
  key: string,
  element: HTMLElement,
  label: string,
  look: SectionLook | undefined,
): StyledSection | null {
  const entry = libraryEntry(element.dataset.section ?? "");
  if (!entry) return null;
  const shown = element.querySelector<HTMLImageElement>("img[src^='/images/']");
  const image: SectionImage | null = shown
    ? {
        src: shown.getAttribute("src") ?? "",
        alt: shown.alt,
        decorative: shown.alt === "",
      }
    : null;
  return {
    key,
    type: entry.type,
    label,
    variant: look?.variant ?? element.dataset.variant,
    tone: look?.tone ?? (element.dataset.tone as SectionTone | undefined),
    image: look?.image !== undefined ? look.image : image,
  };
}

export function SectionStyleDialog({
  section,
  busy,
  onClose,
  onApply,
}: {
  section: StyledSection | null;
  busy: boolean;
  onClose: () => void;
  onApply: (look: SectionLook) => void;
}) {
  const entry = section ? libraryEntry(section.type) : undefined;
  const tones = entry ? TONE_CHOICES[entry.type] : [];
  const [variant, setVariant] = useState("");
  const [tone, setTone] = useState<SectionTone | "">("");
  const [image, setImage] = useState<SectionImage | null>(null);
  const picker = useImagePicker();

  useEffect(() => {
    if (!section || !entry) return;
    setVariant(section.variant ?? entry.variants[0]?.id ?? "");
    setTone(section.tone ?? TONE_CHOICES[entry.type][0] ?? "");
    setImage(section.image);
  }, [section, entry]);

  if (!section || !entry) return null;
  const takesImage = IMAGE_SECTION_TYPES.includes(entry.type);

  const chooseImage = async () => {
    const [picked] = await picker.pick(undefined, {
      single: true,
      title: `Choose the image of the ${section.label.toLowerCase()}`,
      confirmLabel: "Use this image",
    });
    if (picked) {
      setImage({
        src: picked.url,
        alt: picked.decorative ? "" : picked.alt,
        decorative: picked.decorative,
      });
    }
  };

  const apply = () => {
    const look: SectionLook = {};
    if (entry.variants.length > 1 && variant) look.variant = variant;
    if (tones.length > 1 && tone) look.tone = tone;
    if (takesImage) look.image = image;
    onApply(look);
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={`Style: ${section.label}`}
        description="The page is saved and reloads to show it; visitors see it once you publish."
      >
        <div className="space-y-4">
          {entry.variants.length > 1 && (
            <ChoiceSelect
              label="Layout"
              value={variant}
              options={entry.variants}
              onChange={setVariant}
            />
          )}
          {tones.length > 1 && (
            <ChoiceSelect
              label="Background"
              value={tone}
              options={tones.map((id) => ({ id, label: TONE_LABELS[id] }))}
              onChange={(id) => setTone(id as SectionTone)}
            />
          )}
          {takesImage && (
            <div className="space-y-2">
              <p className="text-sm font-medium text-slate-700">Image</p>
              {entry.type === "hero" && (
                <p className="text-xs text-slate-600">
                  Shown beside the words in the “Split with image” layout.
                </p>
              )}
              {image ? (
                <div className="flex items-center gap-3">
                  <img
                    src={image.src}
                    alt=""
                    className="h-16 w-24 shrink-0 rounded border border-slate-200 object-cover"
                  />
                  <p className="min-w-0 text-sm text-slate-700">
                    {image.decorative ? "Decorative (no alt text)" : `Alt text: ${image.alt}`}
                  </p>
                </div>
              ) : (
                <p className="text-sm text-slate-600">No image.</p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => void chooseImage()}>
                  <ImagePlus aria-hidden className="size-4" />
                  {image ? "Change image" : "Choose image"}
                </Button>
                {image && (
                  <Button variant="secondary" size="sm" onClick={() => setImage(null)}>
                    <Trash2 aria-hidden className="size-4" />
                    Remove image
                  </Button>
                )}
              </div>
            </div>
          )}
          {entry.type !== "hero" && (
            <div>
              <p className="mb-1.5 text-sm font-medium text-slate-700">
                Preview <span className="font-normal text-slate-600">(with sample words)</span>
              </p>
              <SectionPreview
                entry={entry}
                variant={variant}
                tone={tone || undefined}
                image={image}
              />
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={busy} onClick={apply}>
              Apply style
            </Button>
          </div>
        </div>
      </Dialog>
      {picker.dialog}
    </>
  );
}

/** The Style button of a section's bar. */
export function StyleButton({
  label,
  className,
  disabled,
  onClick,
}: {
  label: string;
  className: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${className} w-auto gap-1 px-2 text-xs font-medium`}
      aria-label={`Style of the ${label.replace(/^[A-Z]/, (c) => c.toLowerCase())}`}
      title="Layout, background and image"
      disabled={disabled}
      onClick={onClick}
    >
      <Palette aria-hidden className="size-4" />
      Style
    </button>
  );
}
