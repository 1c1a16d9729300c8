import type { ReactNode } from "react";
import { useState } from "react";
import type { SectionViewProps, SectionViews } from "~/components/public/page-sections";
import { PART_VIEWS } from "~/components/public/part-sections";
import { LIBRARY_VIEWS } from "~/components/public/section-library";
import { type AnyLibraryEntry, SECTION_LIBRARY } from "~/content/section-library";
import type { ServicePageContent } from "~/content/types";
import { NO_STRUCTURE } from "~/lib/content-edits";
import type { AddableSectionType, Section, SectionImage, SectionTone } from "~/schemas/sections";
import type { SiteSettings } from "~/schemas/site-settings";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { ChoiceSelect } from "./structure-bars";

// "Add section": the section library with a preview of each type in the chosen variant, as the
// page will render it with its placeholder copy (the page's own views and styles, shrunk).

/** The types a page can gain (it has one hero, at its top). */
const CHOICES = SECTION_LIBRARY.filter((entry) => entry.type !== "hero");
const VIEWS: SectionViews = { ...PART_VIEWS, ...LIBRARY_VIEWS };

const PREVIEW_PAGE: ServicePageContent = {
  slug: "preview",
  family: "service",
  template: "service",
  seoTitle: "",
  description: "",
  keywords: [],
  related: [],
  sections: [],
};
const PREVIEW_SETTINGS = { bookingUrl: "" } as SiteSettings;
const PREVIEW_RELATED = [
  { href: "#", label: "A related page" },
  { href: "#", label: "Another related page" },
];

/** A library type in `variant` (and `tone`, with `image`) as a page renders it, shrunk. */
export function SectionPreview({
  entry,
  variant,
  tone,
  image,
}: {
  entry: AnyLibraryEntry;
  variant: string;
  tone?: SectionTone;
  image?: SectionImage | null;
}): ReactNode {
  const section = {
    ...entry.placeholder(`preview-${entry.type}`),
    variant,
    ...(tone ? { tone } : {}),
    ...(image ? { image } : {}),
  } as Section;
  const View = VIEWS[section.type] as ((props: SectionViewProps) => ReactNode) | undefined;
  if (!View) return null;
  return (
    <div
      inert
      aria-hidden="true"
      className="h-64 overflow-hidden rounded-md border border-slate-200 bg-white"
    >
      <div style={{ zoom: 0.45 }}>
        <View
          section={section}
          page={PREVIEW_PAGE}
          structure={NO_STRUCTURE}
          settings={PREVIEW_SETTINGS}
          breadcrumbs={[]}
          related={PREVIEW_RELATED}
        />
      </div>
    </div>
  );
}

export function SectionPicker({
  open,
  onOpenChange,
  busy,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onAdd: (type: AddableSectionType, variant: string) => void;
}) {
  const [type, setType] = useState<AddableSectionType>(CHOICES[0]?.type ?? "rich-text");
  const entry = CHOICES.find((choice) => choice.type === type) ?? CHOICES[0];
  const [variant, setVariant] = useState<string>(entry?.variants[0]?.id ?? "");
  const shownVariant = entry?.variants.some((v) => v.id === variant)
    ? variant
    : (entry?.variants[0]?.id ?? "");
  if (!entry) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a section"
      description="It starts with placeholder copy you then change in place. The page is saved and reloads to show it; visitors see it once you publish."
    >
      <div className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Section type</legend>
          <div className="mt-2 grid max-h-48 gap-1.5 overflow-y-auto sm:grid-cols-2">
            {CHOICES.map((choice) => (
              <label
                key={choice.type}
                className={`flex cursor-pointer flex-col rounded-md border px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-accent-600 ${
                  choice.type === type
                    ? "border-accent-600 bg-blue-50"
                    : "border-slate-200 hover:border-slate-300"
                }`}
              >
                <input
                  type="radio"
                  name="section-type"
                  value={choice.type}
                  checked={choice.type === type}
                  onChange={() => setType(choice.type)}
                  className="sr-only"
                />
                <span className="font-medium text-navy-900">{choice.label}</span>
                <span className="text-xs text-slate-600">{choice.description}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {entry.variants.length > 1 && (
          <ChoiceSelect
            label="Layout"
            value={shownVariant}
            options={entry.variants}
            onChange={setVariant}
          />
        )}
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-700">Preview</p>
          <SectionPreview entry={entry} variant={shownVariant} />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            loading={busy}
            onClick={() => onAdd(entry.type as AddableSectionType, shownVariant)}
          >
            Add {entry.label.toLowerCase()}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
