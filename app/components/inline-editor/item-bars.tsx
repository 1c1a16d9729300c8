import { ArrowDown, ArrowUp, CopyPlus, Eye, EyeOff, MoreVertical, Trash2, X } from "lucide-react";
import { useState } from "react";
import { itemName } from "~/lib/element-names";
import type { ListEntry } from "~/schemas/inline-structure";
import {
  type PageList,
  rememberItems,
  spreadBars,
  withHidden,
  withMove,
  withoutItem,
} from "./structure";
import { BADGE, BAR, BarButton, boxOf } from "./structure-bars";

// The bars of a page's repeated lists' items (edit mode): Move up, Move down, Add a copy after,
// Hide/Show and Remove on each item, at its right edge, spread so none covers another.

/** An item bar's size (five 32 px buttons, padding and border) and its badge's, in px. */
const ITEM_BAR_WIDTH = 172;
const ITEM_BAR_HEIGHT = 38;
const HIDDEN_BADGE_WIDTH = 130;
const COLLAPSED_BAR_WIDTH = 40;
/** Narrower than this (a phone), each bar starts as its one Actions button. */
const NARROW_PX = 640;

export function ItemBars({
  lists,
  listEntry,
  onChange,
  onAddAfter,
}: {
  lists: readonly PageList[];
  listEntry: (list: PageList) => ListEntry;
  onChange: (list: PageList, next: ListEntry) => void;
  onAddAfter: (list: PageList, entry: ListEntry, index: number) => void;
}) {
  // On a phone each bar is one button until pressed: five buttons would cover the words.
  const narrow = window.innerWidth < NARROW_PX;
  const [open, setOpen] = useState<string | null>(null);
  // Placed so none covers another (the short items of nested lists, a tier's features).
  const itemBarTops = spreadBars(
    lists.flatMap((list) => {
      const pool = rememberItems(list);
      return listEntry(list).items.flatMap((item) => {
        const element = pool.get(item.id);
        const box = element?.isConnected ? boxOf(element) : null;
        if (!box?.shown) return [];
        const key = `${list.path}:${item.id}`;
        const buttons = narrow && open !== key ? COLLAPSED_BAR_WIDTH : ITEM_BAR_WIDTH;
        const width = item.hidden ? buttons + HIDDEN_BADGE_WIDTH : buttons;
        return [{ key, top: box.top, right: box.right, width }];
      });
    }),
    ITEM_BAR_HEIGHT,
  );
  return (
    <>
      {lists.map((list) => {
        const entry = listEntry(list);
        const pool = rememberItems(list);
        return entry.items.map((item, index) => {
          const key = `${list.path}:${item.id}`;
          const top = itemBarTops.get(key);
          const element = pool.get(item.id);
          if (top === undefined || !element) return null;
          const box = boxOf(element);
          const label = itemName(list.path, index + 1);
          const last = index === entry.items.length - 1;
          return (
            <fieldset
              key={key}
              aria-label={label}
              className={BAR}
              style={{ top, left: box.right, transform: "translate(-100%, -50%)" }}
            >
              {item.hidden && (
                <span className={BADGE}>{narrow ? "Hidden" : "Hidden for visitors"}</span>
              )}
              {narrow && (
                <BarButton
                  label={`Actions for ${label}`}
                  expanded={open === key}
                  title={open === key ? "Fewer actions" : "Move, copy, hide or remove"}
                  icon={open === key ? X : MoreVertical}
                  onClick={() => setOpen(open === key ? null : key)}
                />
              )}
              {(!narrow || open === key) && (
                <>
                  <BarButton
                    label={`Move ${label} up`}
                    title="Move up"
                    icon={ArrowUp}
                    disabled={index === 0}
                    onClick={() => onChange(list, withMove(entry, index, -1))}
                  />
                  <BarButton
                    label={`Move ${label} down`}
                    title="Move down"
                    icon={ArrowDown}
                    disabled={last}
                    onClick={() => onChange(list, withMove(entry, index, 1))}
                  />
                  <BarButton
                    label={`Add an item after ${label}`}
                    title="Add a copy after this one"
                    icon={CopyPlus}
                    onClick={() => onAddAfter(list, entry, index)}
                  />
                  <BarButton
                    label={
                      item.hidden ? `Show ${label} to visitors` : `Hide ${label} from visitors`
                    }
                    title={item.hidden ? "Show to visitors" : "Hide from visitors"}
                    icon={item.hidden ? Eye : EyeOff}
                    onClick={() => onChange(list, withHidden(entry, index, !item.hidden))}
                  />
                  <BarButton
                    label={`Remove ${label}`}
                    title="Remove"
                    icon={Trash2}
                    disabled={entry.items.length === 1}
                    danger
                    onClick={() => onChange(list, withoutItem(entry, index))}
                  />
                </>
              )}
            </fieldset>
          );
        });
      })}
    </>
  );
}
