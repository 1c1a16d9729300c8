import { CalendarDays, ChevronDown, Menu, Phone, ShieldCheck, X } from "lucide-react";
import {
  DIRECT_SERVICES,
  MAIN_NAV,
  MANAGED_SERVICES,
  type NavGroup,
  STAFFING,
} from "~/content/navigation";
import type { SiteSettings } from "~/schemas/site-settings";
import { telHref } from "./links";

// The public site's header: the main navigation, the Services menu and the small-screen
// drawer. No JavaScript: the Services menu and the drawer are `popover` elements opened by
// `popovertarget` buttons (light-dismiss included), the drawer's submenus are <details>.

function Logo({ settings }: { settings: SiteSettings }) {
  return (
    <a href="/" className="flex items-center gap-2 font-semibold text-navy-900">
      <span className="grid size-9 place-items-center rounded-lg bg-navy-900 text-white">
        <ShieldCheck aria-hidden="true" className="size-5" strokeWidth={2} />
      </span>
      <span className="text-lg tracking-tight">{settings.productName}</span>
    </a>
  );
}

const navLink =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900";

/** One column of the Services menu: the group's own link, then its links. */
function MenuGroup({ group, listClassName }: { group: NavGroup; listClassName: string }) {
  return (
    <div>
      <a href={group.href} className="font-semibold text-navy-900 hover:text-accent-700">
        {group.label}
      </a>
      <ul className={listClassName}>
        {group.links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="block rounded px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-50 hover:text-navy-900"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServicesMenu() {
  return (
    <div
      id="services-menu"
      popover="auto"
      className="services-menu fixed inset-auto top-[4.5rem] left-1/2 m-0 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl"
    >
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <MenuGroup
          group={MANAGED_SERVICES}
          listClassName="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2"
        />
        <div className="space-y-6">
          <MenuGroup group={STAFFING} listClassName="mt-3 space-y-1" />
          <ul className="space-y-1 border-t border-slate-200 pt-4">
            {DIRECT_SERVICES.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded px-2 py-1.5 text-sm font-medium text-navy-900 hover:bg-slate-50"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function DrawerGroup({ group }: { group: NavGroup }) {
  return (
    <details className="group/sub">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 font-medium text-navy-900 hover:bg-slate-100">
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/sub:rotate-180"
        />
      </summary>
      <ul className="mb-2 ml-3 border-l border-slate-200 pl-3">
        <li>
          <a href={group.href} className="block px-2 py-2 text-sm font-medium text-slate-700">
            All {group.label.toLowerCase()}
          </a>
        </li>
        {group.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="block px-2 py-2 text-sm text-slate-600">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

const drawerLink = "block rounded-md px-3 py-2.5 font-medium text-navy-900 hover:bg-slate-100";

function DrawerServices({ label }: { label: string }) {
  return (
    <details className="group/services" open>
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 font-medium text-navy-900 hover:bg-slate-100">
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/services:rotate-180"
        />
      </summary>
      <div className="ml-2 space-y-1">
        <DrawerGroup group={MANAGED_SERVICES} />
        <DrawerGroup group={STAFFING} />
        {DIRECT_SERVICES.map((link) => (
          <a key={link.href} href={link.href} className={drawerLink}>
            {link.label}
          </a>
        ))}
      </div>
    </details>
  );
}

function Drawer({ settings }: { settings: SiteSettings }) {
  return (
    <nav
      id="site-drawer"
      popover="auto"
      aria-label="Mobile"
      className="site-drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none backdrop:bg-navy-950/40 w-[min(22rem,88vw)] overflow-y-auto bg-white p-5 shadow-2xl"
    >
      <div className="mb-4 flex items-center justify-between">
        <Logo settings={settings} />
        <button
          type="button"
          popoverTarget="site-drawer"
          popoverTargetAction="hide"
          className="grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close menu</span>
        </button>
      </div>
      <ul className="space-y-1">
        {MAIN_NAV.map((item) => (
          <li key={item.label}>
            {"menu" in item ? (
              <DrawerServices label={item.label} />
            ) : (
              <a href={item.href} className={drawerLink}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      {settings.bookingUrl && (
        <a
          href={settings.bookingUrl}
          target="_blank"
          rel="noopener"
          className="mt-6 flex items-center justify-center gap-2 rounded-md bg-accent-700 px-4 py-3 font-semibold text-white hover:bg-accent-600"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          Book Call
        </a>
      )}
    </nav>
  );
}

/** The sticky header: logo, main navigation (wide screens), Book Call and the drawer button. */
export function Header({
  settings,
  reduced = false,
}: {
  settings: SiteSettings;
  /** A landing page's header: the logo and the phone number, nothing to wander off to. */
  reduced?: boolean;
}) {
  if (reduced) {
    return (
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo settings={settings} />
          <a
            href={telHref(settings.phoneUs)}
            className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100"
          >
            <Phone aria-hidden="true" className="size-4 text-accent-700" />
            <span className="sr-only sm:not-sr-only">Call</span> {settings.phoneUs}
          </a>
        </div>
      </header>
    );
  }
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo settings={settings} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.label}>
                {"menu" in item ? (
                  <button
                    type="button"
                    popoverTarget="services-menu"
                    className={`${navLink} services-toggle inline-flex items-center gap-1`}
                  >
                    {item.label}
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </button>
                ) : (
                  <a href={item.href} className={navLink}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {settings.bookingUrl && (
            <a
              href={settings.bookingUrl}
              target="_blank"
              rel="noopener"
              className="hidden items-center gap-2 rounded-md bg-accent-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-accent-600 sm:inline-flex"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              Book Call
            </a>
          )}
          <button
            type="button"
            popoverTarget="site-drawer"
            className="grid size-10 place-items-center rounded-md text-navy-900 hover:bg-slate-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">Open menu</span>
          </button>
        </div>
      </div>
      <ServicesMenu />
      <Drawer settings={settings} />
    </header>
  );
}
