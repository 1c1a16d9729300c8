// The page Worker's lucide `Icon` (scripts/static-icons.ts puts this module in place of
// lucide-react/dist/esm/Icon.mjs in the Worker's build only). Public pages are never
// hydrated, so an icon is only ever markup: its <svg> attributes and its inner shapes are
// worked out once per icon and props and reused, and the shapes go out as one string instead
// of a React element each. The markup is the same bytes lucide's own Icon gives (checked on
// served pages by test/e2e/platform/static-icons.spec.ts). Anything unusual (a ref,
// children, a style object, a LucideProvider) takes lucide's own path.
import { createElement, forwardRef } from "react";
import { useLucideContext } from "./context.mjs";
import LucideIcon from "./lucide-icon-original.mjs";
import buildLucideIconForReact from "./shared/src/build/buildLucideIconForReact.mjs";
import { hasA11yProp } from "./shared/src/utils/hasA11yProp.mjs";
import { mergeClasses } from "./shared/src/utils/mergeClasses.mjs";

/** React's names of the SVG attributes lucide's shapes use, back to their markup names. */
const MARKUP_NAMES = {
  className: "class",
  strokeWidth: "stroke-width",
  strokeLinecap: "stroke-linecap",
  strokeLinejoin: "stroke-linejoin",
  vectorEffect: "vector-effect",
};
const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeValue = (value) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Shapes as React renders them: every attribute but `key`, each element closed. */
function markup(nodes) {
  let out = "";
  for (const [tag, attrs, children] of nodes) {
    out += `<${tag}`;
    for (const [name, value] of Object.entries(attrs)) {
      if (name === "key" || value === null || value === undefined || value === false) continue;
      out += ` ${MARKUP_NAMES[name] ?? name}="${escapeValue(value)}"`;
    }
    out += `>${children ? markup(children) : ""}</${tag}>`;
  }
  return out;
}

const SIMPLE = new Set(["string", "number", "boolean", "undefined"]);
/** Icons built, by icon and props; bounded, as the props come from code. */
const built = new Map();
const MAX_BUILT = 2000;

const Icon = forwardRef((props, ref) => {
  const context = useLucideContext();
  const keys = Object.keys(props);
  const simple =
    ref === null &&
    props.children === undefined &&
    (!context || Object.keys(context).length === 0) &&
    keys.every((key) => key === "icon" || key === "iconNode" || SIMPLE.has(typeof props[key]));
  if (!simple) return createElement(LucideIcon, { ...props, ref });
  const { icon: iconData, iconNode, ...rest } = props;
  const icon = iconData ?? { node: iconNode ?? [], aliases: [], size: 24 };
  let byProps = built.get(icon);
  if (!byProps) {
    byProps = new Map();
    if (built.size < MAX_BUILT) built.set(icon, byProps);
  }
  const key = JSON.stringify(rest);
  let svg = byProps.get(key);
  if (!svg) {
    const {
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className = "",
      ...attributes
    } = rest;
    const [, svgAttributes, nodes = []] = buildLucideIconForReact(icon, {
      color: color ?? "currentColor",
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      strokeWidth: strokeWidth ?? 2,
      absoluteStrokeWidth: absoluteStrokeWidth ?? false,
      nonScalingStroke: nonScalingStroke ?? false,
      className: mergeClasses("", className),
      hasA11yProp: hasA11yProp(attributes),
      attributes,
    });
    svg = { ...svgAttributes, dangerouslySetInnerHTML: { __html: markup(nodes) } };
    if (byProps.size < MAX_BUILT) byProps.set(key, svg);
  }
  return createElement("svg", svg);
});

export { Icon as default };
