import type { Cta } from "~/content/types";
import type { SiteSettings } from "~/schemas/site-settings";

// The hrefs the public pages build from content and site settings.

/** The href of a content link: "booking" is the booking URL setting. */
export function ctaHref(cta: Cta, settings: SiteSettings): string {
  return cta.href === "booking" ? settings.bookingUrl || "/#contact" : cta.href;
}

/** Props that open external links in a new tab without handing them this window. */
export function linkTarget(href: string): { target?: string; rel?: string } {
  return /^https?:\/\//.test(href) ? { target: "_blank", rel: "noopener" } : {};
}

/** "tel:+15550100199" from "+1 (555) 010-0199". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The WhatsApp chat link with the greeting typed in. */
export function chatHref(settings: SiteSettings): string {
  return `https://wa.me/${settings.chatNumber}?text=${encodeURIComponent(settings.chatGreeting)}`;
}
