import { useEffect, useRef, useState } from "react";
import { apiRequest } from "~/lib/api";
import type { LiveConnection, LiveSnapshot } from "~/lib/live-client";
import type { LivePerson } from "~/lib/live-protocol";
import {
  type InlineContentMap,
  type InlineContentState,
  isElementEntry,
} from "~/schemas/inline-content";
import { toast } from "../ui/toaster";
import type { EditorBoot } from "./boot";
import { findEditableElements, showEntry } from "./dom";
import type { Edits } from "./entries";
import { entryAt, structureOf } from "./live-structure";

// Edit mode, together (issue 36): the page's room. Who else is here and which element each
// one edits; an element someone else is in shows their name and cannot be edited until they
// leave it; what the others save appears on this page at once: their words, links and buttons
// here, their sections and list items in StructureControls (live-structure.ts), both from the
// saved draft this hook hands the editor. Where this editor has the same thing unsaved, its own
// shows until it saves (and its save, built on theirs, keeps its own there).

/** The mark on an element someone else edits: their colour and name (CSS below). */
const CLAIM_STYLE_ID = "live-claims";
const CLAIM_CSS = `[data-live-by]{outline:2px solid var(--live-color,#1d4ed8)!important;outline-offset:4px;position:relative;cursor:not-allowed}
[data-live-by]::after{content:attr(data-live-by);position:absolute;left:0;top:calc(-1.5em - 6px);font:600 12px/1.5 system-ui,sans-serif;color:#fff;background:var(--live-color,#1d4ed8);padding:0 6px;border-radius:4px;white-space:nowrap;pointer-events:none;z-index:40}`;

interface LivePageInput {
  boot: EditorBoot;
  editing: boolean;
  /** The edits not saved yet here, by selector. */
  edits: Edits;
  /** The draft version this editor's next save builds on. */
  baseVersion: { current: number };
}

/** The others saved the draft: this editor's next save builds on theirs (merged with its own). */
function adoptDraft(boot: EditorBoot, baseVersion: { current: number }, next: InlineContentState) {
  if (boot.state) Object.assign(boot.state, { draft: next.draft, version: next.version });
  baseVersion.current = next.version;
}

/** Marks (and unmarks) the elements the others are in; answers the marked eids. */
function markClaims(people: LivePerson[], you: string | null, before: Set<string>) {
  if (!document.getElementById(CLAIM_STYLE_ID)) {
    const style = document.createElement("style");
    style.id = CLAIM_STYLE_ID;
    style.textContent = CLAIM_CSS;
    document.head.appendChild(style);
  }
  const claimed = new Map(
    people
      .filter((person) => person.id !== you && person.claim)
      .map((person) => [person.claim as string, person]),
  );
  for (const eid of before) {
    if (claimed.has(eid)) continue;
    const element = document.querySelector<HTMLElement>(`[data-eid="${CSS.escape(eid)}"]`);
    if (!element) continue;
    delete element.dataset.liveBy;
    element.style.removeProperty("--live-color");
    if (element.getAttribute("contenteditable") === "false") {
      element.setAttribute("contenteditable", "plaintext-only");
    }
  }
  for (const [eid, person] of claimed) {
    const element = document.querySelector<HTMLElement>(`[data-eid="${CSS.escape(eid)}"]`);
    if (!element) continue;
    element.dataset.liveBy = `${person.name} is editing`;
    element.style.setProperty("--live-color", person.color);
    if (element.hasAttribute("contenteditable")) element.setAttribute("contenteditable", "false");
    if (element.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  }
  return new Set(claimed.keys());
}

/** Shows on the page the others' saved words, links and buttons (not where edits are pending). */
function showTheirs(draft: InlineContentMap, edits: Edits) {
  const bySelector = new Map(findEditableElements().map((target) => [target.selector, target]));
  for (const entry of Object.values(draft)) {
    if (!isElementEntry(entry)) continue;
    const target = bySelector.get(entry.selector);
    if (target && !edits[entry.selector] && target.type === entry.type) showEntry(target, entry);
  }
}

/** Whether `edits` (unsaved here) change something the others' save `before` → `after` changed. */
const crossed = (before: InlineContentMap, after: InlineContentMap, edits: Edits) =>
  Object.keys(edits).some(
    (selector) =>
      JSON.stringify(entryAt(before, selector)) !== JSON.stringify(entryAt(after, selector)),
  );

export function useLivePage({ boot, editing, edits, baseVersion }: LivePageInput) {
  const [snapshot, setSnapshot] = useState<LiveSnapshot | null>(null);
  /** The saved draft as the others last saved it (null: as served). */
  const [draft, setDraft] = useState<InlineContentMap | null>(null);
  const connection = useRef<LiveConnection | null>(null);
  const latest = useRef(edits);
  latest.current = edits;
  const marked = useRef(new Set<string>());

  useEffect(() => {
    if (!editing || boot.isTemplate || !boot.state) return;
    let stopped = false;
    const seen = boot.state;
    const onSaved = async (_version: number, by: string) => {
      const query = `pagePath=${encodeURIComponent(boot.pagePath)}&pageType=${boot.pageType}&status=draft`;
      const state = await apiRequest<InlineContentState>(`/api/inline-content/get?${query}`, {
        redirectOnAuthError: false,
      }).catch(() => null);
      if (!state || stopped) return;
      const before = boot.state?.draft ?? {};
      adoptDraft(boot, baseVersion, state);
      setDraft(state.draft);
      if (crossed(before, state.draft, latest.current)) {
        toast.info(`${by} saved changes where yours are unsaved: yours show until you save`);
      } else if (structureOf(before) !== structureOf(state.draft)) {
        toast.info(`${by} changed this page's sections: they are on this page now`);
      } else {
        toast.info(`${by} saved changes: they are on this page now`);
      }
    };
    void import("~/lib/live-client").then(({ LiveConnection }) => {
      if (stopped) return;
      connection.current = new LiveConnection({
        target: { type: "page", path: boot.pagePath },
        version: seen.version,
        onChange: setSnapshot,
        onSaved: (version, by) => void onSaved(version, by),
        onClaimRefused: (_eid, by) =>
          toast.info(`${by} is editing that: try again once they leave it`),
      });
    });
    // Which element this person is in: claimed while they are in it.
    let current: string | null = null;
    const claim = (eid: string | null, label = "") => {
      if (eid === current) return;
      current = eid;
      connection.current?.send({ t: "claim", eid });
      connection.current?.send({
        t: "here",
        where: eid ? { kind: "element", eid, label } : null,
        state: "active",
      });
    };
    const onFocusIn = (event: FocusEvent) => {
      const element = (event.target as Element | null)?.closest?.<HTMLElement>("[data-eid]");
      if (!element?.isContentEditable || !element.dataset.eid) return;
      claim(element.dataset.eid, (element.textContent ?? "").trim().slice(0, 40));
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = (event.relatedTarget as Element | null)?.closest?.("[data-eid]");
      if (!next) claim(null);
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      stopped = true;
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      connection.current?.stop();
      connection.current = null;
      setSnapshot(null);
    };
  }, [editing, boot, baseVersion]);

  // Their words, once StructureControls (a child: its effects run first) showed their structure.
  useEffect(() => {
    if (draft) showTheirs(draft, latest.current);
  }, [draft]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft may bring new elements to mark
  useEffect(() => {
    marked.current = markClaims(snapshot?.people ?? [], snapshot?.you ?? null, marked.current);
  }, [snapshot, draft]);

  return {
    snapshot,
    draft,
    /** This editor saved the draft at `version`: the others load it. */
    saved: (version: number) => connection.current?.saved(version),
  };
}
