import { Card } from "../ui/card";
import { Field, Input, Textarea } from "../ui/field";
import type { BlogForm, FieldErrors, SetField } from "./editor-form";
import { type MarkdownEditor, type MarkdownMode, MarkdownPane } from "./markdown-pane";

interface ContentFieldsProps {
  form: BlogForm;
  set: SetField;
  fieldErrors: FieldErrors;
  /** The slug the post is saved at, or null before its first save. */
  savedSlug: string | null;
  onTitleChange: (title: string) => void;
  onTitleBlur: () => void;
  onSlugChange: (typed: string) => void;
  editor: MarkdownEditor | null;
  mode: MarkdownMode;
  onModeChange: (mode: MarkdownMode) => void;
}

/** The Content Editor tab: title, URL slug, excerpt and the markdown body. */
export function ContentFields({
  form,
  set,
  fieldErrors,
  savedSlug,
  onTitleChange,
  onTitleBlur,
  onSlugChange,
  editor,
  mode,
  onModeChange,
}: ContentFieldsProps) {
  return (
    <Card className="space-y-5 p-5">
      <Field label="Title" error={fieldErrors.title}>
        {(p) => (
          <Input
            {...p}
            value={form.title}
            onChange={(e) => onTitleChange(e.target.value)}
            onBlur={onTitleBlur}
            placeholder="A clear, specific headline"
          />
        )}
      </Field>
      <Field
        label="URL slug"
        error={fieldErrors.slug}
        hint={
          savedSlug
            ? `Saved at /blog/${savedSlug}. Changing it moves the post.`
            : "Follows the title until the post is saved. Only a-z, 0-9 and hyphens."
        }
      >
        {(p) => <Input {...p} value={form.slug} onChange={(e) => onSlugChange(e.target.value)} />}
      </Field>
      <Field
        label="Excerpt"
        error={fieldErrors.excerpt}
        hint="One or two sentences for cards and search results."
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={form.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
          />
        )}
      </Field>
      <MarkdownPane
        editor={editor}
        value={form.content}
        onChange={(value) => set("content", value)}
        mode={mode}
        onModeChange={onModeChange}
        error={fieldErrors.content}
      />
    </Card>
  );
}
