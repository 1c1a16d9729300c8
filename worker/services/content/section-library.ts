import { z } from "zod";
import { SECTION_LIBRARY } from "../../../app/content/section-library";
import { SECTION_SCHEMAS, SECTION_TONES, type Section } from "../../../app/schemas/sections";

// `GET /api/sections`: the section library as data: every type staff may add with its label,
// what it is for, its variants and tones, its fields with their limits (the type's JSON
// Schema, each field titled by its label) and the placeholder a new one starts with.

export interface SectionTypeView {
  type: string;
  label: string;
  description: string;
  variants: readonly { id: string; label: string }[];
  tones: readonly string[];
  /** The fields and their limits, as JSON Schema (draft 2020-12) of what a save accepts. */
  fields: Record<string, unknown>;
  placeholder: Section;
}

let library: SectionTypeView[] | undefined;

/** The library, built once per isolate (it is the same for every request). */
export function sectionLibrary(): SectionTypeView[] {
  library ??= SECTION_LIBRARY.map((entry) => ({
    type: entry.type,
    label: entry.label,
    description: entry.description,
    variants: entry.variants,
    tones: SECTION_TONES,
    fields: z.toJSONSchema(SECTION_SCHEMAS[entry.type], {
      io: "input",
      unrepresentable: "any",
    }) as Record<string, unknown>,
    placeholder: entry.placeholder(
      entry.type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
    ),
  }));
  return library;
}
