import { useMemo } from "react";
import { countMarkdownWords, readTimeFor } from "~/lib/read-time";
import { BLOG_CATEGORIES, HEX_COLOR, PRESET_COLORS } from "~/schemas/blog";
import { Card } from "../ui/card";
import { Field, Input, Select } from "../ui/field";
import { type CoverImage, CoverImageField } from "./cover-image-field";
import type { BlogForm, FieldErrors, SetField } from "./editor-form";
import { textOn } from "./parts";

/** The post's on/off settings, as checkboxes. */
const FLAGS = [
  ["featured", "Featured (shown first on the blog)"],
  ["published", "Published (visible to visitors)"],
] as const;

interface SettingsFieldsProps {
  form: BlogForm;
  set: SetField;
  fieldErrors: FieldErrors;
  /** The hex field as typed (applied to the form only once it is a complete colour). */
  customColor: string;
  onColorChange: (value: string) => void;
  cover: CoverImage;
}

/**
 * The Settings tab: author, category and its colour, read time, tags, featured / published,
 * the scheduled publish time and the cover image with its alt text.
 */
export function SettingsFields({
  form,
  set,
  fieldErrors,
  customColor,
  onColorChange,
  cover,
}: SettingsFieldsProps) {
  const categories = useMemo(() => {
    const known = BLOG_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));
    return known.some((c) => c.value === form.category)
      ? known
      : [...known, { value: form.category, label: form.category }];
  }, [form.category]);

  return (
    <Card className="grid gap-5 p-5 md:grid-cols-2">
      <Field label="Author" error={fieldErrors.author}>
        {(p) => (
          <Input {...p} value={form.author} onChange={(e) => set("author", e.target.value)} />
        )}
      </Field>
      <Field label="Category" error={fieldErrors.category}>
        {(p) => (
          <Select {...p} value={form.category} onChange={(e) => set("category", e.target.value)}>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-3 md:col-span-2">
        <legend className="text-sm font-medium text-slate-700">Category colour</legend>
        <div className="flex flex-wrap gap-2">
          {PRESET_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={`Colour ${color}`}
              aria-pressed={form.categoryColor.toUpperCase() === color}
              onClick={() => onColorChange(color)}
              className="size-8 rounded-full border-2 border-white ring-1 ring-slate-300 aria-pressed:ring-2 aria-pressed:ring-navy-900"
              style={{ backgroundColor: color }}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <label htmlFor="custom-color-picker" className="block text-sm text-slate-700">
              Custom colour
            </label>
            <input
              id="custom-color-picker"
              type="color"
              value={HEX_COLOR.test(customColor) ? customColor : form.categoryColor}
              onChange={(e) => onColorChange(e.target.value)}
              className="h-10 w-14 cursor-pointer rounded border border-slate-300"
            />
          </div>
          <div className="w-40">
            <Field
              label="Hex value"
              error={
                customColor && !HEX_COLOR.test(customColor)
                  ? "Enter 6 hex digits, like #3B82F6"
                  : fieldErrors.categoryColor
              }
            >
              {(p) => (
                <Input {...p} value={customColor} onChange={(e) => onColorChange(e.target.value)} />
              )}
            </Field>
          </div>
          <span
            className="mb-2 inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold"
            style={{ backgroundColor: form.categoryColor, color: textOn(form.categoryColor) }}
            aria-hidden
          >
            Preview
          </span>
        </div>
      </fieldset>
      <Field
        label="Read time"
        error={fieldErrors.readTime}
        hint={`Leave empty to count it from the words (now ${readTimeFor(countMarkdownWords(form.content))}), or type your own, such as "5 min read".`}
      >
        {(p) => (
          <Input
            {...p}
            value={form.readTime}
            placeholder={readTimeFor(countMarkdownWords(form.content))}
            onChange={(e) => set("readTime", e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Tags"
        error={fieldErrors.tags}
        hint="Comma-separated, for example: cloud, security"
      >
        {(p) => <Input {...p} value={form.tags} onChange={(e) => set("tags", e.target.value)} />}
      </Field>
      <div className="flex flex-col gap-3">
        {FLAGS.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4"
              checked={form[key]}
              onChange={(e) => set(key, e.target.checked)}
            />
            {label}
          </label>
        ))}
      </div>
      <Field
        label="Publish at (optional)"
        error={fieldErrors.publishAt}
        hint="A future time keeps the post a draft until then; it is published within 15 minutes of it."
      >
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={form.publishAt}
            onChange={(e) => set("publishAt", e.target.value)}
          />
        )}
      </Field>
      <CoverImageField form={form} set={set} cover={cover} fieldErrors={fieldErrors} />
    </Card>
  );
}
