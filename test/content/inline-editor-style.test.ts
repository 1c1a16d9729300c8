import { describe, expect, it } from "vitest";
import {
  cssColorToHex,
  cssPixels,
  type ShownStyle,
  stylesFromComputed,
} from "../../app/components/inline-editor/computed-style";
import { ButtonStylesSchema } from "../../app/schemas/inline-content";

// Issue 20 item 6: the style panel opens with the element's real style, in values a save
// accepts (ButtonStylesSchema).

const BLUE_BUTTON: ShownStyle = {
  backgroundColor: "rgb(29, 78, 216)",
  color: "rgb(255, 255, 255)",
  borderTopColor: "rgb(255, 255, 255)",
  borderTopLeftRadius: "6px",
  borderTopWidth: "0px",
  paddingTop: "12px",
  paddingRight: "20px",
  fontSize: "16px",
  fontWeight: "600",
};

describe("cssColorToHex", () => {
  it.each([
    ["rgb(29, 78, 216)", "#1d4ed8"],
    ["rgba(255, 255, 255, 0.5)", "#ffffff"],
    ["rgb(29 78 216 / 50%)", "#1d4ed8"],
    ["rgb(0, 0, 0)", "#000000"],
    ["#1D4ED8", "#1d4ed8"],
    ["#fff", "#ffffff"],
    ["rgba(0, 0, 0, 0)", undefined],
    ["rgb(0 0 0 / 0%)", undefined],
    ["transparent", undefined],
    ["oklch(0.5 0.2 260)", undefined],
  ])("%s is %s", (css, hex) => {
    expect(cssColorToHex(css)).toBe(hex);
  });
});

describe("cssPixels", () => {
  it("rounds to whole pixels within bounds and refuses other units", () => {
    expect(cssPixels("15.6px")).toBe(16);
    expect(cssPixels("9999px")).toBe(200);
    expect(cssPixels("4px", 8, 72)).toBe(8);
    expect(cssPixels("50%")).toBeUndefined();
    expect(cssPixels("normal")).toBeUndefined();
  });
});

describe("stylesFromComputed", () => {
  it("reads a 16 px blue button with white text as it is (not 14 px and black)", () => {
    const styles = stylesFromComputed(BLUE_BUTTON);
    expect(styles).toEqual({
      backgroundColor: "#1d4ed8",
      color: "#ffffff",
      borderColor: "#ffffff",
      borderRadius: "6px",
      borderWidth: "0px",
      padding: "12px 20px",
      fontSize: "16px",
      fontWeight: "600",
    });
    expect(ButtonStylesSchema.safeParse(styles).success).toBe(true);
  });

  it("keeps only what a save accepts: no transparent background, sizes within bounds", () => {
    const styles = stylesFromComputed({
      ...BLUE_BUTTON,
      backgroundColor: "rgba(0, 0, 0, 0)",
      borderTopLeftRadius: "9999px",
      fontSize: "100px",
      fontWeight: "900",
      paddingTop: "0.75rem",
    });
    expect(styles.backgroundColor).toBeUndefined();
    expect(styles.borderRadius).toBe("200px");
    expect(styles.fontSize).toBe("72px");
    expect(styles.fontWeight).toBeUndefined();
    expect(styles.padding).toBeUndefined();
    expect(ButtonStylesSchema.safeParse(styles).success).toBe(true);
  });

  it("converts other colour notations through the converter it is given", () => {
    const styles = stylesFromComputed({ ...BLUE_BUTTON, color: "oklch(1 0 0)" }, (value) =>
      value.startsWith("oklch") ? "#fefefe" : cssColorToHex(value),
    );
    expect(styles.color).toBe("#fefefe");
  });
});
