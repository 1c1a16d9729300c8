import { useCallback, useState } from "react";
import { type CurrentUser, roleAtLeast } from "~/schemas/user";
import { Button } from "../ui/button";
import { Card, CardHeader, CountedTitle, EmptyState, LoadingRows } from "../ui/card";
import { LoadMore } from "../ui/load-more";
import { toast } from "../ui/toaster";
import { useImagePicker } from "./image-picker";
import { MediaCard } from "./media-card";
import { UploadDropZone, usePastedFiles } from "./upload-drop-zone";
import { useMediaPages } from "./use-media-pages";

/**
 * The dashboard's Media view: the images the site stores, newest first a page at a time, with
 * their alt text (editable: authors their own uploads'), pixel size, bytes, uploader and where
 * they are used; upload by button, drag and drop or paste; delete for editors and admins.
 */
export function AdminMediaTab({ user }: { user: CurrentUser }) {
  const { items, total, nextCursor, loadingMore, loadError, reload, loadMore, replace, remove } =
    useMediaPages();
  const [picking, setPicking] = useState(false);
  const { pick, dialog } = useImagePicker();
  const load = useCallback(() => reload(), [reload]);

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
            total={items === null ? null : total}
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
          <>
            <ul className="grid gap-3 xl:grid-cols-2" aria-label="Images">
              {items.map((item) => (
                <MediaCard
                  key={item.key}
                  item={item}
                  canDelete={canDelete}
                  onSaved={replace}
                  onDeleted={remove}
                  onReload={() => void load()}
                />
              ))}
            </ul>
            {nextCursor && <LoadMore loading={loadingMore} onClick={() => void loadMore()} />}
          </>
        )}
      </div>
      {dialog}
    </Card>
  );
}
