import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { EditorBoot } from "./boot";
import { EDITOR_BOOT_ID } from "./boot";
import { InlineEditor } from "./inline-editor";

// The one script of edit mode: it attaches to the page the server sent (never hydrating it,
// so the draft text HTMLRewriter put in stays) and mounts the editor's own UI beside it.

function readBoot(): EditorBoot | null {
  const text = document.getElementById(EDITOR_BOOT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && "pagePath" in value
      ? (value as EditorBoot)
      : null;
  } catch {
    return null;
  }
}

const boot = readBoot();
if (boot) {
  const container = document.createElement("div");
  container.dataset.inlineEditor = "";
  document.body.appendChild(container);
  createRoot(container).render(
    <StrictMode>
      <InlineEditor boot={boot} />
    </StrictMode>,
  );
}
