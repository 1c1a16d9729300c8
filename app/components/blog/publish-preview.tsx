import { Send } from "lucide-react";
import { Button } from "../ui/button";
import type { BlogForm } from "./editor-form";
import { BlogPostView } from "./post-view";

interface PublishPreviewProps {
  form: BlogForm;
  publicUrl: string;
  createdAt: string;
  updatedAt: string;
  /** The post is live already: the button publishes its changes. */
  published: boolean;
  publishing: boolean;
  /** Another save is under way. */
  busy: boolean;
  onPublish: () => void;
}

/** The Preview tab: the post as visitors will see it, and Publish. */
export function PublishPreview({
  form,
  publicUrl,
  createdAt,
  updatedAt,
  published,
  publishing,
  busy,
  onPublish,
}: PublishPreviewProps) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">
          This is exactly what visitors will see at{" "}
          <span className="font-mono">/blog/{form.slug}</span>.
        </p>
        <Button onClick={onPublish} loading={publishing} disabled={busy}>
          <Send aria-hidden className="size-4" /> {published ? "Publish changes" : "Publish"}
        </Button>
      </div>
      <div
        className="overflow-hidden rounded-lg border border-slate-200"
        data-testid="blog-preview"
      >
        <BlogPostView
          post={{
            slug: form.slug,
            title: form.title || "Untitled post",
            excerpt: form.excerpt,
            content: form.content,
            author: form.author,
            category: form.category,
            categoryColor: form.categoryColor,
            readTime: form.readTime,
            featured: form.featured,
            image: form.image || null,
            imageAlt: form.imageDecorative ? "" : form.imageAlt,
            createdAt,
            updatedAt,
          }}
          url={publicUrl}
          as="div"
        />
      </div>
    </div>
  );
}
