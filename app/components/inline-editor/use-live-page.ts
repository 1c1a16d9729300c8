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

// Edit mode, together (issue 36): the page's room. Who else is here and which element each
// one edits; an element someone else is in shows their name and cannot be edited until they
// leave it; what the others save appears on this page at once (their words, links and
// buttons; a change of sections or lists reloads the page when nothing here is unsaved).

/** A reload after the others' change of sections waits this long (their toast is read). */
const RELOAD_MS = 1_500;

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
  /** Reloads the page saying `done` (use-page-edits.ts). */
  leave: (href: null, delayMs: number, done: string) => void;
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

/** A draft's sections and lists, as one comparable string (their change means a reload). */
const structureOf = (draft: InlineContentMap) =>
  JSON.stringify(Object.values(draft).filter((entry) => !isElementEntry(entry)));

/** Shows on the page the others' saved words, links and buttons (not where edits are pending). */
function showTheirs(draft: InlineContentMap, edits: Edits): boolean {
  const bySelector = new Map(findEditableElements().map((target) => [target.selector, target]));
  let structural = false;
  for (const entry of Object.values(draft)) {
    if (!isElementEntry(entry)) {
      structural = true;
      continue;
    }
    const target = bySelector.get(entry.selector);
    if (target && !edits[entry.selector] && target.type === entry.type) showEntry(target, entry);
  }
  return structural;
}

export function useLivePage({ boot, editing, edits, baseVersion, leave }: LivePageInput) {
  const [snapshot, setSnapshot] = useState<LiveSnapshot | null>(null);
  const connection = useRef<LiveConnection | null>(null);
  const latest = useRef({ edits, leave, structure: "" });
  latest.current = { ...latest.current, edits, leave };
  const marked = useRef(new Set<string>());

  useEffect(() => {
    if (!editing || boot.isTemplate || !boot.state) return;
    let stopped = false;
    const seen = boot.state;
    latest.current.structure = structureOf(seen.draft);
    const onSaved = async (_version: number, by: string) => {
      const query = `pagePath=${encodeURIComponent(boot.pagePath)}&pageType=${boot.pageType}&status=draft`;
      const state = await apiRequest<InlineContentState>(`/api/inline-content/get?${query}`, {
        redirectOnAuthError: false,
      }).catch(() => null);
      if (!state || stopped) return;
      adoptDraft(boot, baseVersion, state);
      showTheirs(state.draft, latest.current.edits);
      const structure = structureOf(state.draft);
      if (structure === latest.current.structure) {
        toast.info(`${by} saved changes: they are on this page now`);
        return;
      }
      latest.current.structure = structure;
      if (Object.keys(latest.current.edits).length === 0) {
        const done = `${by} changed this page's sections: reloaded with their changes`;
        latest.current.leave(null, RELOAD_MS, done);
      } else {
        toast.info(
          `${by} changed this page's sections: save yours, and the page reloads with both`,
        );
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

  useEffect(() => {
    marked.current = markClaims(snapshot?.people ?? [], snapshot?.you ?? null, marked.current);
  }, [snapshot]);

  return {
    snapshot,
    /** This editor saved the draft at `version`: the others load it. */
    saved: (version: number) => connection.current?.saved(version),
  };
}
