import { Mail, MessageCircle, Phone } from "lucide-react";
import type { SiteSettings } from "~/schemas/site-settings";
import { chatHref, telHref } from "./links";

/**
 * The three contact buttons. Below `lg` (phones, tablets) they are a full-width, opaque bar
 * at the bottom of the screen whose height the layout reserves (`pb-[4.25rem]`), so they never
 * float over text or a call to action: the page ends above the bar. From `lg` they are a rail
 * of round buttons in the left gutter the footer keeps free. A white ring keeps each button
 * visible on any background (the navy call button on the navy footer included). While a form
 * field has focus, the bar steps aside below `lg` (app.css), so it never covers what is typed.
 */
export function QuickContact({ settings }: { settings: SiteSettings }) {
  const button =
    "flex h-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-white shadow-md ring-2 ring-white transition hover:brightness-110 lg:size-11 lg:px-0 lg:shadow-lg";
  const items = [
    {
      key: "chat",
      href: chatHref(settings),
      external: true,
      colour: "bg-[#128048]",
      icon: <MessageCircle aria-hidden="true" className="size-5 shrink-0 lg:size-6" />,
      short: "Chat",
      name: "Chat with us",
    },
    {
      key: "email",
      href: `mailto:${settings.contactEmail}`,
      external: false,
      colour: "bg-accent-700",
      icon: <Mail aria-hidden="true" className="size-5 shrink-0" />,
      short: "Email",
      name: "Email us",
    },
    {
      key: "call",
      href: telHref(settings.phoneUs),
      external: false,
      colour: "bg-navy-800",
      icon: <Phone aria-hidden="true" className="size-5 shrink-0" />,
      short: "Call",
      name: "Call us",
    },
  ];
  return (
    <nav
      aria-label="Quick contact"
      data-testid="quick-contact"
      className="quick-contact fixed inset-x-0 bottom-0 z-30 grid h-[4.25rem] grid-cols-3 items-center gap-2 border-t border-slate-300 bg-white px-3 shadow-[0_-2px_8px_rgb(15_23_42/0.08)] lg:inset-x-auto lg:top-1/2 lg:bottom-auto lg:left-3 lg:flex lg:h-auto lg:-translate-y-1/2 lg:flex-col lg:gap-3 lg:border-0 lg:bg-transparent lg:px-0 lg:shadow-none print:hidden"
    >
      {items.map((item) => (
        <a
          key={item.key}
          href={item.href}
          {...(item.external ? { target: "_blank", rel: "noopener" } : {})}
          className={`${button} ${item.colour}`}
          data-contact={item.key}
        >
          {item.icon}
          <span aria-hidden="true" className="lg:hidden">
            {item.short}
          </span>
          <span className="sr-only">{item.name}</span>
        </a>
      ))}
    </nav>
  );
}
