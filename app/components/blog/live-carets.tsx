import { type CSSProperties, createContext, useContext } from "react";

// The others' carets and this person's own, between the blog editor's live room and the
// Visual mode (issue 36): the editor provides them, the Visual mode draws the others' and
// tells where its caret is. Offsets are in the shared markdown body.

export interface RemoteCaret {
  id: string;
  name: string;
  color: string;
  /** The caret's offset in the body as this editor has it. */
  offset: number;
}

export interface LiveCarets {
  carets: RemoteCaret[];
  /** This person's caret in Visual mode (offsets in the body), null when it left the body. */
  tell: (caret: { anchor: number; head: number } | null) => void;
}

export const LiveCaretsContext = createContext<LiveCarets | null>(null);

export const useLiveCarets = () => useContext(LiveCaretsContext);

/** A person's caret: a thin line in their colour with their name above it, at `style`'s place. */
export function CaretMark({ caret, style }: { caret: RemoteCaret; style: CSSProperties }) {
  return (
    <span
      data-testid="remote-caret"
      className="absolute w-0.5"
      style={{ ...style, backgroundColor: caret.color }}
    >
      <span
        className="absolute bottom-full left-0 rounded px-1 text-[11px] leading-4 font-semibold whitespace-nowrap text-white"
        style={{ backgroundColor: caret.color }}
      >
        {caret.name}
      </span>
    </span>
  );
}
