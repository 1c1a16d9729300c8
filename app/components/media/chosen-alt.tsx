import { ApiError, errorText } from "~/lib/api";
import type { MediaItem } from "~/schemas/media";
import { AltTextField, DecorativeCheckbox } from "./alt-text-field";
import { saveMediaAlt } from "./media-api";
import { altProblem } from "./staged-upload";

/** The alt a library image without one is given in the picker, and its complaint. */
export interface AltFix {
  alt: string;
  decorative: boolean;
  altError?: string;
  error?: string;
}

/** A library image that has neither alt text nor the decorative mark (uploaded before #21). */
export const needsAlt = (item: MediaItem) => item.alt === "" && !item.decorative;

const EMPTY: AltFix = { alt: "", decorative: false };

/**
 * Saves the alt given to each chosen image that lacked one (with the version the picker read);
 * for an image the user may not change, the alt is used in the post only. Answers the images
 * as saved, or null with `fixes` carrying each complaint.
 */
export async function saveAltFixes(
  chosen: readonly MediaItem[],
  fixes: Record<string, AltFix>,
  onFixes: (fixes: Record<string, AltFix>) => void,
): Promise<MediaItem[] | null> {
  const checked: Record<string, AltFix> = {};
  for (const item of chosen.filter(needsAlt)) {
    const fix = fixes[item.key] ?? EMPTY;
    checked[item.key] = { ...fix, altError: altProblem(fix), error: undefined };
  }
  onFixes(checked);
  if (Object.values(checked).some((fix) => fix.altError)) return null;
  const saved: MediaItem[] = [];
  let failed = false;
  for (const item of chosen) {
    const fix = checked[item.key];
    if (!fix) {
      saved.push(item);
      continue;
    }
    if (!item.canEditAlt) {
      // Someone else's upload (an author may change only their own): the alt goes into the
      // post only, and the library's stays as it is.
      const alt = fix.decorative ? "" : fix.alt.trim();
      saved.push({ ...item, alt, decorative: fix.decorative });
      continue;
    }
    try {
      saved.push(
        await saveMediaAlt(item.key, {
          alt: fix.decorative ? "" : fix.alt.trim(),
          decorative: fix.decorative,
          version: item.version,
        }),
      );
    } catch (caught) {
      failed = true;
      const altError = caught instanceof ApiError ? caught.fieldError("alt") : undefined;
      checked[item.key] = altError
        ? { ...fix, altError }
        : {
            ...fix,
            error: errorText(caught, "The alt text could not be saved. Please try again."),
          };
    }
  }
  onFixes({ ...checked });
  return failed ? null : saved;
}

interface ChosenAltListProps {
  items: readonly MediaItem[];
  fixes: Record<string, AltFix>;
  hintId: string;
  disabled: boolean;
  onChange: (key: string, fix: AltFix) => void;
}

/** Asks the alt text of each chosen library image that has none, before it is inserted. */
export function ChosenAltList({ items, fixes, hintId, disabled, onChange }: ChosenAltListProps) {
  return (
    <ul className="space-y-3" aria-label="Chosen images without alt text">
      {items.map((item) => {
        const fix = fixes[item.key] ?? EMPTY;
        return (
          <li
            key={item.key}
            className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50/40 p-3 sm:flex-row"
          >
            <div className="flex h-24 w-full shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100 sm:w-32">
              <img src={item.url} alt="" className="max-h-24 max-w-full object-contain" />
            </div>
            <div className="min-w-0 flex-1 space-y-2">
              <p className="text-sm text-warning-700">This image has no alt text yet.</p>
              <AltTextField
                value={fix.alt}
                decorative={fix.decorative}
                disabled={disabled}
                error={fix.altError}
                hintId={hintId}
                onChange={(alt) => onChange(item.key, { ...fix, alt, altError: undefined })}
              />
              <DecorativeCheckbox
                checked={fix.decorative}
                disabled={disabled}
                onChange={(decorative) =>
                  onChange(item.key, { ...fix, decorative, altError: undefined })
                }
              />
              {fix.error && (
                <p role="alert" className="break-words text-sm text-danger-700">
                  {fix.error}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
