import { apiRequest } from "~/lib/api";
import {
  type MediaItem,
  type MediaPage,
  type MediaPatch,
  mediaKeyOf,
  type UploadedImage,
} from "~/schemas/media";

// The browser's calls to the media library API (issue #21): one function per route.

/** Uploads one image with its alt text (or marked decorative). Throws ApiError with the API's text. */
export async function uploadImage(
  file: File,
  details: { alt: string; decorative: boolean },
): Promise<UploadedImage> {
  const body = new FormData();
  body.append("file", file);
  body.append("alt", details.decorative ? "" : details.alt.trim());
  body.append("decorative", details.decorative ? "true" : "false");
  const answer = await apiRequest<Partial<UploadedImage> & { url: string }>("/api/images", {
    method: "POST",
    body,
    redirectOnAuthError: false,
  });
  return {
    url: answer.url,
    key: answer.key ?? mediaKeyOf(answer.url) ?? "",
    contentType: answer.contentType ?? file.type,
    size: answer.size ?? file.size,
    width: answer.width ?? null,
    height: answer.height ?? null,
    alt: answer.alt ?? (details.decorative ? "" : details.alt.trim()),
    decorative: answer.decorative ?? details.decorative,
    version: answer.version ?? 1,
  };
}

/** One page of the library, newest first: the first without `cursor`, else the one after it. */
export async function listMediaPage(cursor?: string, signal?: AbortSignal): Promise<MediaPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return apiRequest<MediaPage>(`/api/media${query}`, { signal });
}

/** Saves an image's alt text or decorative flag, with the version the user saw (409 when stale). */
export async function saveMediaAlt(key: string, patch: MediaPatch): Promise<MediaItem> {
  const answer = await apiRequest<{ item: MediaItem }>(`/api/media/${encodeURIComponent(key)}`, {
    method: "PATCH",
    body: patch,
  });
  return answer.item;
}

/** Deletes an unused image (409 naming the posts that still use it). */
export async function deleteMedia(key: string): Promise<void> {
  await apiRequest<null>(`/api/media/${encodeURIComponent(key)}`, { method: "DELETE" });
}
