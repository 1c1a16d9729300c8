import { useCallback, useEffect, useState } from "react";
import { errorText } from "~/lib/api";
import type { MediaItem } from "~/schemas/media";
import { type CurrentUser, roleAtLeast } from "~/schemas/user";
import { Button } from "../ui/button";
import { Card, CardHeader, CountedTitle, EmptyState, LoadingRows } from "../ui/card";
import { toast } from "../ui/toaster";
import { useImagePicker } from "./image-picker";
import { listMedia } from "./media-api";
import { MediaCard } from "./media-card";
import { UploadDropZone, usePastedFiles } from "./upload-drop-zone";

/**
 * The dashboard's Media view: every image the site stores, with its alt text (editable), pixel
 * size, bytes, uploader and where it is used; upload by button, drag and drop or paste; delete
 * for editors and admins.
 */
export function AdminMediaTab({ user }: { user: CurrentUser }) {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const { pick, dialog } = useImagePicker();

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setItems(await listMedia());
    } catch (error) {
      setLoadError(errorText(error, "The media library could not be loaded. Please try again."));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const upload = useCallback(
    async (files: File[]) => {
      setPicking(true);
      try {
        const uploaded = await pick(files, { library: false, title: "Upload images" });
        if (uploaded.length > 0) {
          toast.success(
            uploaded.length === 1 ? "Image uploaded" : `${uploaded.length} images uploaded`,
          );
          await load();
        }
      } finally {
        setPicking(false);
      }
    },
    [pick, load],
  );
  usePastedFiles((files) => void upload(files), !picking);

  const canDelete = roleAtLeast(user.role, "editor");

  return (
    <Card>
      <CardHeader
        title={
          <CountedTitle
            label="Media library"
            shown={items?.length ?? 0}
            total={items?.length ?? null}
            testId="media-count"
          />
        }
        description="Images uploaded to this site, with the alt text that screen readers and search engines read."
      />
      <div className="space-y-4 p-5">
        <UploadDropZone onFiles={(files) => void upload(files)} label="Upload images" />
        {loadError ? (
          <div role="alert" className="space-y-2 text-sm text-danger-700">
            <p>{loadError}</p>
            <Button size="sm" variant="secondary" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : items === null ? (
          <LoadingRows label="Loading the media library" />
        ) : items.length === 0 ? (
          <EmptyState title="No images yet">
            Upload an image above, or add one to a post in the blog editor.
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Images">
            {items.map((item) => (
              <MediaCard
                key={item.key}
                item={item}
                canDelete={canDelete}
                onSaved={(saved) =>
                  setItems((list) => list?.map((i) => (i.key === saved.key ? saved : i)) ?? null)
                }
                onDeleted={(key) => setItems((list) => list?.filter((i) => i.key !== key) ?? null)}
                onReload={() => void load()}
              />
            ))}
          </ul>
        )}
      </div>
      {dialog}
    </Card>
  );
}
