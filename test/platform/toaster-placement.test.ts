import { describe, expect, it } from "vitest";
import {
  type Box,
  chooseToastPosition,
  estimatedToastHeight,
  intersects,
  toastBox,
} from "../../app/components/ui/toaster-placement";

// The one toast never covers the control just used: the place is chosen from the page's
// geometry (the e2e story in test/e2e/platform/admin-phone.spec.ts clicks the real buttons).

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe("toast placement", () => {
  it("stays at the bottom when nothing there is in the way", () => {
    const saveDraft = box(250, 60, 110, 40);
    expect(
      chooseToastPosition({ viewport: PHONE, height: 60, keepClear: [saveDraft], controls: [] }),
    ).toBe("bottom-center");
  });

  it("moves to the top on a phone when the pressed button sits at the bottom", () => {
    const analyze = box(250, 760, 110, 40);
    const position = chooseToastPosition({
      viewport: PHONE,
      height: 60,
      keepClear: [analyze],
      controls: [analyze],
    });
    expect(position).toBe("top-center");
    expect(intersects(toastBox(position, 60, PHONE), analyze)).toBe(false);
  });

  it("leaves the centre on a wide screen when the pressed button is under it", () => {
    const analyze = box(560, 840, 110, 40);
    const position = chooseToastPosition({
      viewport: DESKTOP,
      height: 60,
      keepClear: [analyze],
      controls: [analyze],
    });
    expect(position).not.toBe("bottom-center");
    expect(intersects(toastBox(position, 60, DESKTOP), analyze)).toBe(false);
  });

  it("prefers a place over no control at all, then the fewest controls", () => {
    // A sticky header's actions at the top, the pressed button at the bottom centre, another
    // control at the bottom right: the bottom left covers nothing.
    const header = box(0, 0, 1280, 64);
    const pressed = box(600, 850, 100, 36);
    const other = box(1100, 850, 120, 36);
    expect(
      chooseToastPosition({
        viewport: DESKTOP,
        height: 60,
        keepClear: [pressed],
        controls: [header, pressed, other],
      }),
    ).toBe("bottom-left");
  });

  it("when both edges are taken on a phone, avoids the control just used first", () => {
    const toolbar = box(0, 0, 375, 56);
    const pressed = box(12, 770, 351, 40);
    expect(
      chooseToastPosition({
        viewport: PHONE,
        height: 60,
        keepClear: [pressed],
        controls: [toolbar, pressed],
      }),
    ).toBe("top-center");
  });

  it("spans the phone's width and sits 12 px from its edge", () => {
    expect(toastBox("bottom-center", 60, PHONE)).toEqual(box(12, 812 - 12 - 60, 351, 60));
    expect(toastBox("top-center", 60, DESKTOP)).toEqual(box((1280 - 356) / 2, 16, 356, 60));
  });

  it("estimates a taller toast for a longer message, more so on a phone", () => {
    const short = estimatedToastHeight("Saved", PHONE);
    const long = estimatedToastHeight("Publish failed: ".repeat(12), PHONE);
    expect(long).toBeGreaterThan(short);
    expect(estimatedToastHeight("x".repeat(200), PHONE)).toBeGreaterThanOrEqual(
      estimatedToastHeight("x".repeat(200), DESKTOP),
    );
  });
});
