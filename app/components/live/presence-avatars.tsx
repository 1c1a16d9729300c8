import { type ReactNode, useState } from "react";
import type { LivePerson } from "~/lib/live-protocol";

// Who else is editing this document live (issue 36): the room's state as a small pill, then
// the others as overlapping avatars, each with its words on hover and focus. No ids, times or
// keys are ever shown; nothing here reads window, so it renders on the server too.

export interface PresenceAvatarsProps {
  /** Everyone in the room (including me). */
  people: LivePerson[];
  /** My connection id (not shown as an avatar; "you" is implied). */
  you: string | null;
  /** The room's connection state. */
  status: "connecting" | "live" | "offline" | "refused";
  /** Why the room is offline or refused, in words (shown to screen readers and on hover/focus). */
  message?: string | null;
  className?: string;
}

/** Avatars shown before "+N". */
const SHOWN = 4;

/** A person in words: "alice, editor, editing Paragraph 2", "bob, admin, idle". */
export function presenceWords(person: LivePerson): string {
  const name = person.name.trim() || "Someone";
  const label = person.where?.label.trim();
  const doing =
    person.state === "offline"
      ? "offline"
      : person.state === "idle"
        ? "idle"
        : label
          ? `editing ${label}`
          : "active";
  return `${name}, ${person.role}, ${doing}`;
}

const RANK = { active: 0, idle: 1, offline: 2 } as const;

/** The others, one entry per user (their liveliest tab), in the room's order; never me. */
function others(people: LivePerson[], you: string | null): LivePerson[] {
  const me = people.find((person) => person.id === you)?.userId;
  const byUser = new Map<string, LivePerson>();
  for (const person of people) {
    if (person.id === you || person.userId === me) continue;
    const seen = byUser.get(person.userId);
    const better =
      !seen ||
      RANK[person.state] < RANK[seen.state] ||
      (RANK[person.state] === RANK[seen.state] && !seen.where && !!person.where);
    if (better) byUser.set(person.userId, person);
  }
  return [...byUser.values()];
}

/**
 * A trigger with a small popover below it, shown on hover and focus (or focus only, when the
 * trigger has a native title for hover). It stays while hovered and Escape hides it (WCAG 1.4.13).
 */
function Tip(props: { tip: ReactNode; focusOnly?: boolean; children: ReactNode }) {
  const { tip, focusOnly = false, children } = props;
  const [dismissed, setDismissed] = useState(false);
  const shown = dismissed
    ? "hidden"
    : `hidden group-focus-within:block ${focusOnly ? "" : "group-hover:block"}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape only hides the popover
    <span
      className="group relative inline-flex hover:z-10 focus-within:z-10"
      onKeyDown={(event) => {
        if (event.key === "Escape") setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children}
      <span
        aria-hidden
        className={`absolute top-full left-1/2 z-20 -translate-x-1/2 pt-1.5 ${shown}`}
      >
        <span className="block w-max max-w-48 rounded-md bg-navy-900 px-2 py-1 text-center text-xs font-medium text-white shadow-md">
          {tip}
        </span>
      </span>
    </span>
  );
}

const GREY = "bg-slate-100 text-slate-700 ring-slate-200";
const AMBER = "bg-amber-50 text-warning-700 ring-amber-200";
const PILLS = {
  live: { text: "Live", tone: "bg-green-50 text-success-700 ring-green-200", dot: "bg-green-600" },
  connecting: { text: "Connecting…", tone: GREY, dot: "bg-slate-400 motion-safe:animate-pulse" },
  offline: { text: "Offline", tone: AMBER, dot: "bg-amber-500" },
  refused: { text: "Not live", tone: GREY, dot: "bg-slate-500" },
} as const;

type PillProps = { status: PresenceAvatarsProps["status"]; message: string | null; alone: boolean };

/** The room's state; offline or refused, its reason on hover (title), on focus and to readers. */
function StatusPill({ status, message, alone }: PillProps) {
  const pill = PILLS[status];
  const why = status === "offline" || status === "refused" ? message : null;
  const body = (
    <span
      role="status"
      title={why ?? undefined}
      tabIndex={why ? 0 : undefined}
      className={`inline-flex h-6 items-center gap-1.5 rounded-full px-2 text-xs font-medium whitespace-nowrap ring-1 ${pill.tone}`}
    >
      <span aria-hidden className={`size-2 shrink-0 rounded-full ${pill.dot}`} />
      {status === "live" && alone ? "Live — only you" : pill.text}
      {why && <span className="sr-only">: {why}</span>}
    </span>
  );
  if (!why) return body;
  return (
    <Tip tip={why} focusOnly>
      {body}
    </Tip>
  );
}

function Avatar({ person }: { person: LivePerson }) {
  const words = presenceWords(person);
  const look =
    person.state === "offline" ? "grayscale" : person.state === "idle" ? "opacity-60" : "";
  return (
    <Tip tip={words}>
      <button
        type="button"
        className="relative inline-flex size-8 shrink-0 cursor-default items-center justify-center rounded-full ring-2 ring-white"
      >
        <span
          aria-hidden
          style={{ backgroundColor: person.color }}
          className={`inline-flex size-full items-center justify-center rounded-full text-xs font-semibold text-white select-none ${look}`}
        >
          {person.initials.slice(0, 2)}
        </span>
        {/* The name in words, not the initials: what the button says to a screen reader. */}
        <span className="sr-only">{words}</span>
        {person.state === "offline" && (
          <span
            aria-hidden
            className="absolute -right-0.5 -bottom-0.5 size-2.5 rounded-full bg-slate-400 ring-2 ring-white"
          />
        )}
      </button>
    </Tip>
  );
}

/** Who else is editing this document live: the room's state, then up to four avatars and "+N". */
export function PresenceAvatars({
  people,
  you,
  status,
  message = null,
  className = "",
}: PresenceAvatarsProps) {
  const list = others(people, you);
  const shown = list.slice(0, SHOWN);
  const rest = list.slice(SHOWN);
  return (
    // biome-ignore lint/a11y/useSemanticElements: not a form; a fieldset would be wrong here
    <div
      role="group"
      aria-label="People editing this"
      className={`flex min-w-0 flex-wrap items-center gap-2 ${className}`}
    >
      <StatusPill status={status} message={message} alone={list.length === 0} />
      {shown.length > 0 && (
        <div className="flex items-center -space-x-2">
          {shown.map((person) => (
            <Avatar key={person.userId} person={person} />
          ))}
          {rest.length > 0 && (
            <Tip
              tip={rest.map((person) => (
                <span key={person.userId} className="block">
                  {presenceWords(person)}
                </span>
              ))}
            >
              <button
                type="button"
                className="inline-flex size-8 shrink-0 cursor-default items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white"
              >
                <span aria-hidden>+{rest.length}</span>
                <span className="sr-only">
                  {`${rest.length} more: ${rest.map(presenceWords).join("; ")}`}
                </span>
              </button>
            </Tip>
          )}
        </div>
      )}
    </div>
  );
}
