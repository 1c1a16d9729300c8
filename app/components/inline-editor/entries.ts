import { describeEntry } from "~/lib/element-names";
import {
  type InlineContentEntry,
  InlineContentEntrySchema,
  type InlineContentMap,
} from "~/schemas/inline-content";

// Pure helpers over content maps, shared by the editor and its tests.

/** Edits not yet saved, by selector. */
export type Edits = Record<string, InlineContentEntry>;

/** The draft map with `edits` merged in; a selector keeps the key the draft gave it. */
export function mergeEdits(
  draft: InlineContentMap,
  edits: Edits,
  proposedKeys: Record<string, string>,
): InlineContentMap {
  const map: InlineContentMap = { ...draft };
  for (const [selector, entry] of Object.entries(edits)) {
    const existing = Object.entries(map).find(([, e]) => e.selector === selector)?.[0];
    if (existing && map[existing]?.type === entry.type) {
      map[existing] = entry;
      continue;
    }
    if (existing) delete map[existing];
    let key = proposedKeys[selector];
    if (!key || map[key]) {
      let n = 1;
      while (map[`${entry.type}_element_${n}`]) n++;
      key = `${entry.type}_element_${n}`;
    }
    map[key] = entry;
  }
  return map;
}

export type DiffStatus = "same" | "changed" | "added" | "removed";

export interface ElementDiff {
  key: string;
  selector: string;
  /** In the revision, in words (describeEntry). */
  past: string | null;
  /** In the current draft. */
  current: string | null;
  status: DiffStatus;
}

/** Per element: what a revision held against the current draft. */
export function diffMaps(revision: InlineContentMap, draft: InlineContentMap): ElementDiff[] {
  const keys = [...new Set([...Object.keys(revision), ...Object.keys(draft)])].sort();
  return keys.map((key) => {
    const a = revision[key];
    const b = draft[key];
    const status: DiffStatus = !a
      ? "removed"
      : !b
        ? "added"
        : JSON.stringify(a) === JSON.stringify(b)
          ? "same"
          : "changed";
    return {
      key,
      selector: (a ?? b)?.selector ?? "",
      past: a ? describeEntry(a) : null,
      current: b ? describeEntry(b) : null,
      status,
    };
  });
}

/** Unsaved edits kept in the browser per page, so a crash or reload loses nothing. */
export interface StoredEdits {
  baseVersion: number;
  edits: Edits;
  savedAt: string;
}

export const storageKey = (pagePath: string) => `inline-editor:unsaved:${pagePath}`;

const doneKey = (pagePath: string) => `inline-editor:done:${pagePath}`;

/**
 * What the editor did just before it reloads the page (saved, published, restored…): the
 * reloaded editor says it again, since a toast raised before a reload is gone with the page.
 */
export function rememberDone(pagePath: string, message: string): void {
  try {
    window.sessionStorage.setItem(doneKey(pagePath), message);
  } catch {
    // Storage blocked: the toast before the reload said it.
  }
}

/** The message `rememberDone` left for this page, once. */
export function takeDone(pagePath: string): string | null {
  try {
    const message = window.sessionStorage.getItem(doneKey(pagePath));
    window.sessionStorage.removeItem(doneKey(pagePath));
    return message;
  } catch {
    return null;
  }
}

export function readStoredEdits(pagePath: string): StoredEdits | null {
  try {
    const raw = window.localStorage.getItem(storageKey(pagePath));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const edits = Reflect.get(value, "edits");
    const baseVersion = Reflect.get(value, "baseVersion");
    const savedAt = Reflect.get(value, "savedAt");
    if (typeof edits !== "object" || edits === null || typeof baseVersion !== "number") {
      return null;
    }
    const entries: Edits = {};
    for (const [selector, entry] of Object.entries(edits)) {
      const parsed = InlineContentEntrySchema.safeParse(entry);
      if (parsed.success) entries[selector] = parsed.data;
    }
    if (Object.keys(entries).length === 0) return null;
    return { baseVersion, edits: entries, savedAt: typeof savedAt === "string" ? savedAt : "" };
  } catch {
    return null;
  }
}

export function writeStoredEdits(pagePath: string, stored: StoredEdits | null): void {
  try {
    if (!stored || Object.keys(stored.edits).length === 0) {
      window.localStorage.removeItem(storageKey(pagePath));
    } else {
      window.localStorage.setItem(storageKey(pagePath), JSON.stringify(stored));
    }
  } catch {
    // Storage full or blocked: the leave guard still asks before edits are lost.
  }
}
