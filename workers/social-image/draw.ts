import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff?inline";
import interBold from "@fontsource/inter/files/inter-latin-700-normal.woff?inline";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm?module";
import satori, { init as initSatori } from "satori/standalone";
import yogaWasm from "satori/yoga.wasm?module";
import { SOCIAL_IMAGE_SIZE, type SocialImageFacts } from "../../app/lib/social-image";

// Draws a social image: satori lays the card out as SVG (text as paths, in Inter), resvg turns
// it into a PNG. Workers may not compile WebAssembly at run time, so both engines' .wasm files
// are imported as modules (`?module`): the bundler hands them to workerd already compiled, in
// `react-router build`, the dev server and Vitest alike. Satori 0.32 is the last release that
// runs in workerd: 0.33 on loads HarfBuzz through a loader that needs `self.location`.

const NAVY = "#0B1B36";
const NAVY_LIGHT = "#13294F";
const ACCENT = "#3B82F6";
const MUTED = "#B8C4DA";

/** A line that ends in an ellipsis rather than run past the card's edge. */
const ONE_LINE = {
  display: "block",
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
} as const;

/** The most lines of title drawn; a longer title ends in an ellipsis on the last one. */
const TITLE_LINES = 3;

let ready: Promise<void> | undefined;

/** Both engines, instantiated once per isolate (each may be initialised only once). */
function engines(): Promise<void> {
  ready ??= Promise.all([initSatori(yogaWasm), initWasm(resvgWasm)]).then(
    () => undefined,
    (error: unknown) => {
      ready = undefined; // the next image tries again
      throw error;
    },
  );
  return ready;
}

function fontData(dataUrl: string): ArrayBuffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return bytes.buffer;
}

let fonts: { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" }[] | undefined;

function interFonts() {
  fonts ??= [
    { name: "Inter", data: fontData(interRegular), weight: 400, style: "normal" },
    { name: "Inter", data: fontData(interBold), weight: 700, style: "normal" },
  ];
  return fonts;
}

interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string };
}

const el = (
  type: string,
  style: Record<string, string | number>,
  children?: (Node | string)[] | Node | string,
): Node => ({ type, props: { style, children } });

/** Smaller type for longer titles, so most fit in two or three lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 68;
  if (title.length <= 70) return 58;
  return 50;
}

/** The card: the family line in the accent colour, the title, the brand at the foot. */
function card(facts: SocialImageFacts): Node {
  const size = titleSize(facts.title);
  return el(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      backgroundColor: NAVY,
      backgroundImage: `linear-gradient(135deg, ${NAVY} 0%, ${NAVY_LIGHT} 100%)`,
      fontFamily: "Inter",
      color: "#FFFFFF",
    },
    [
      el("div", { display: "flex", alignItems: "center" }, [
        el("div", { width: 48, height: 8, backgroundColor: ACCENT, borderRadius: 4 }),
        el(
          "div",
          {
            marginLeft: 20,
            fontSize: 30,
            fontWeight: 700,
            color: ACCENT,
            ...ONE_LINE,
            maxWidth: 960,
          },
          facts.family,
        ),
      ]),
      el(
        "div",
        {
          display: "block",
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.15,
          maxHeight: Math.ceil(size * 1.15 * TITLE_LINES) + 2,
          overflow: "hidden",
          lineClamp: TITLE_LINES,
          textOverflow: "ellipsis",
        },
        facts.title,
      ),
      el(
        "div",
        {
          display: "flex",
          alignItems: "center",
          borderTop: `2px solid ${MUTED}33`,
          paddingTop: 28,
        },
        el("div", { fontSize: 34, fontWeight: 700, ...ONE_LINE, maxWidth: 1040 }, facts.brand),
      ),
    ],
  );
}

/** The 1200 × 630 PNG of `facts`. The same facts always give the same bytes. */
export async function drawSocialImage(facts: SocialImageFacts): Promise<Uint8Array<ArrayBuffer>> {
  await engines();
  // satori's types ask for a React element; a plain {type, props} tree is what it reads.
  const svg = await satori(card(facts) as unknown as Parameters<typeof satori>[0], {
    ...SOCIAL_IMAGE_SIZE,
    fonts: interFonts(),
  });
  const image = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  }).render();
  try {
    return new Uint8Array(image.asPng());
  } finally {
    image.free();
  }
}
