import { z } from "zod";

/** Editable elements are addressed only by their stable `data-eid` (DESIGN.md, Page content). */
export const EID_SELECTOR_PATTERN = /^\[data-eid="[a-z0-9][a-z0-9._-]{0,119}"\]$/;

const SelectorSchema = z
  .string()
  .regex(EID_SELECTOR_PATTERN, 'Selector must look like [data-eid="hero.title"]');

const CSS_COLOR =
  /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\)|transparent)$/;
const CSS_LENGTH =
  /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|%))( (0|\d{1,4}(\.\d{1,3})?(px|rem|em|%))){0,3}$/;
const CSS_FONT_WEIGHT = /^(normal|bold|[1-9]00)$/;

const optional = (pattern: RegExp, label: string) =>
  z.string().regex(pattern, `${label} is not a valid CSS value`).optional();

/** The eight button styles the inline editor saves (spec, Inline content save). */
export const ButtonStylesSchema = z.object({
  backgroundColor: optional(CSS_COLOR, "Background colour"),
  color: optional(CSS_COLOR, "Text colour"),
  borderRadius: optional(CSS_LENGTH, "Border radius"),
  padding: optional(CSS_LENGTH, "Padding"),
  fontSize: optional(CSS_LENGTH, "Font size"),
  fontWeight: optional(CSS_FONT_WEIGHT, "Font weight"),
  borderColor: optional(CSS_COLOR, "Border colour"),
  borderWidth: optional(CSS_LENGTH, "Border width"),
});

export const InlineContentEntrySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    content: z.string().max(20_000),
    selector: SelectorSchema,
  }),
  z.object({
    type: z.literal("button"),
    content: z.string().max(500),
    selector: SelectorSchema,
    styles: ButtonStylesSchema.default({}),
  }),
]);

export const InlineContentMapSchema = z.record(
  z
    .string()
    .regex(/^(text|button)_element_\d{1,5}$/, "Keys are text_element_{n} or button_element_{n}"),
  InlineContentEntrySchema,
);

export type ButtonStyles = z.infer<typeof ButtonStylesSchema>;
export type InlineContentEntry = z.infer<typeof InlineContentEntrySchema>;
export type InlineContentMap = z.infer<typeof InlineContentMapSchema>;
