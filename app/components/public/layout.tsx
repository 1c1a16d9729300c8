import {
  CalendarDays,
  ChevronDown,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Phone,
  ShieldCheck,
  X,
} from "lucide-react";
import type { ReactNode } from "react";
import type { Cta } from "~/content/types";
import type { SiteSettings } from "~/schemas/site-settings";

// The public site's frame: header with the spec's navigation, the small-screen drawer, the
// footer and the three floating contact buttons. No JavaScript: the Services menu and the
// drawer are `popover` elements opened by `popovertarget` buttons (light-dismiss included),
// the drawer's submenus are <details>.

interface NavLink {
  label: string;
  href: string;
}

const MANAGED_SERVICES: NavLink[] = [
  { label: "24/7 Helpdesk", href: "/24-7-helpdesk" },
  { label: "24/7 NOC/SOC", href: "/24-7-noc-soc" },
  { label: "Email Migration", href: "/email-migration" },
  { label: "Server Migration", href: "/server-migration" },
  { label: "Cloud Migration", href: "/cloud-migration" },
  { label: "Data Backup & Recovery", href: "/data-backup-recovery" },
  { label: "IT Security", href: "/it-security" },
  { label: "Network Management", href: "/network-management" },
  { label: "Cloud Services", href: "/cloud-services" },
  { label: "VoIP Solutions", href: "/voip-solutions" },
  { label: "IT Consulting", href: "/it-consulting" },
  { label: "Projects", href: "/projects" },
];

const STAFFING: NavLink[] = [
  { label: "Dedicated Engineers", href: "/dedicated-engineers" },
  { label: "IT Staffing", href: "/it-staffing" },
  { label: "Administrative Services", href: "/administrative-services" },
];

const DIRECT_SERVICES: NavLink[] = [
  { label: "24/7 Helpdesk", href: "/24-7-helpdesk" },
  { label: "24/7 NOC/SOC", href: "/24-7-noc-soc" },
];

const FOOTER_SERVICES: NavLink[] = [
  { label: "ConnectWise Support", href: "/connectwise-support" },
  { label: "Managed Services", href: "/managed-services" },
  { label: "24/7 Helpdesk", href: "/24-7-helpdesk" },
  { label: "24/7 NOC/SOC", href: "/24-7-noc-soc" },
  { label: "Staffing", href: "/staffing" },
  { label: "IT Security", href: "/it-security" },
  { label: "MSP Outsourcing", href: "/msp-outsourcing-services" },
  { label: "White-Label MSP Services", href: "/white-label-msp-services" },
  { label: "IT Outsourcing to India", href: "/outsourcing-to-india" },
];

const FOOTER_COMPANY: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/#about" },
  { label: "Services", href: "/#services" },
  { label: "Expertise", href: "/#expertise" },
  { label: "Blog", href: "/blog" },
  { label: "Free SEO Analysis", href: "/seo-analysis" },
];

const FOOTER_LEGAL: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
];

const SOCIAL_LABELS: Record<keyof SiteSettings["social"], string> = {
  linkedin: "LinkedIn",
  x: "X (Twitter)",
  facebook: "Facebook",
  youtube: "YouTube",
};

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

export function chatHref(settings: SiteSettings): string {
  return `https://wa.me/${settings.chatNumber}?text=${encodeURIComponent(settings.chatGreeting)}`;
}

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

function ServicesMenu() {
  return (
    <div
      id="services-menu"
      popover="auto"
      className="services-menu fixed inset-auto top-[4.5rem] left-1/2 m-0 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl"
    >
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <div>
          <a href="/managed-services" className="font-semibold text-navy-900 hover:text-accent-700">
            Managed Services
          </a>
          <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {MANAGED_SERVICES.map((link) => (
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
        <div className="space-y-6">
          <div>
            <a href="/staffing" className="font-semibold text-navy-900 hover:text-accent-700">
              Staffing
            </a>
            <ul className="mt-3 space-y-1">
              {STAFFING.map((link) => (
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

function DrawerGroup({ title, href, links }: { title: string; href: string; links: NavLink[] }) {
  return (
    <details className="group/sub">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 font-medium text-navy-900 hover:bg-slate-100">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/sub:rotate-180"
        />
      </summary>
      <ul className="mb-2 ml-3 border-l border-slate-200 pl-3">
        <li>
          <a href={href} className="block px-2 py-2 text-sm font-medium text-slate-700">
            All {title.toLowerCase()}
          </a>
        </li>
        {links.map((link) => (
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

function Drawer({ settings }: { settings: SiteSettings }) {
  const drawerLink = "block rounded-md px-3 py-2.5 font-medium text-navy-900 hover:bg-slate-100";
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
        <li>
          <a href="/#home" className={drawerLink}>
            Home
          </a>
        </li>
        <li>
          <a href="/connectwise-support" className={drawerLink}>
            ConnectWise Support
          </a>
        </li>
        <li>
          <details className="group/services" open>
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 font-medium text-navy-900 hover:bg-slate-100">
              Services
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-open/services:rotate-180"
              />
            </summary>
            <div className="ml-2 space-y-1">
              <DrawerGroup
                title="Managed Services"
                href="/managed-services"
                links={MANAGED_SERVICES}
              />
              <DrawerGroup title="Staffing" href="/staffing" links={STAFFING} />
              {DIRECT_SERVICES.map((link) => (
                <a key={link.href} href={link.href} className={drawerLink}>
                  {link.label}
                </a>
              ))}
            </div>
          </details>
        </li>
        <li>
          <a href="/#about" className={drawerLink}>
            About
          </a>
        </li>
        <li>
          <a href="/blog" className={drawerLink}>
            Blog
          </a>
        </li>
        <li>
          <a href="/#contact" className={drawerLink}>
            Contact Us
          </a>
        </li>
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

function Header({ settings }: { settings: SiteSettings }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo settings={settings} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <a href="/#home" className={navLink}>
                Home
              </a>
            </li>
            <li>
              <a href="/connectwise-support" className={navLink}>
                ConnectWise Support
              </a>
            </li>
            <li>
              <button
                type="button"
                popoverTarget="services-menu"
                className={`${navLink} services-toggle inline-flex items-center gap-1`}
              >
                Services
                <ChevronDown aria-hidden="true" className="size-4" />
              </button>
            </li>
            <li>
              <a href="/#about" className={navLink}>
                About
              </a>
            </li>
            <li>
              <a href="/blog" className={navLink}>
                Blog
              </a>
            </li>
            <li>
              <a href="/#contact" className={navLink}>
                Contact Us
              </a>
            </li>
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

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="text-sm text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Footer({ settings }: { settings: SiteSettings }) {
  const social = (Object.keys(SOCIAL_LABELS) as (keyof SiteSettings["social"])[]).filter(
    (key) => settings.social[key] !== "",
  );
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:pr-8 lg:pl-20">
        <div>
          <p className="text-lg font-semibold text-white">{settings.companyName}</p>
          <p className="mt-3 max-w-sm text-sm leading-6">{settings.aboutText}</p>
          {social.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Social media">
              {social.map((key) => (
                <li key={key}>
                  <a
                    href={settings.social[key]}
                    target="_blank"
                    rel="noopener"
                    className="inline-block rounded-md border border-slate-600 px-3 py-1.5 text-xs font-medium text-slate-200 hover:border-slate-400 hover:text-white"
                  >
                    {SOCIAL_LABELS[key]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterColumn title="Services" links={FOOTER_SERVICES} />
        <div className="space-y-8">
          <FooterColumn title="Company" links={FOOTER_COMPANY} />
          <FooterColumn title="Legal" links={FOOTER_LEGAL} />
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={`mailto:${settings.contactEmail}`} className="hover:text-white">
                {settings.contactEmail}
              </a>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                US:{" "}
                <a href={telHref(settings.phoneUs)} className="hover:text-white">
                  {settings.phoneUs}
                </a>
              </span>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                India:{" "}
                <a href={telHref(settings.phoneIndia)} className="hover:text-white">
                  {settings.phoneIndia}
                </a>
              </span>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <address className="not-italic">{settings.address}</address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between lg:pr-8 lg:pl-20">
          <p>
            © {new Date().getUTCFullYear()} {settings.companyName}. All rights reserved.
          </p>
          {settings.registrationNumber && (
            <p>Company registration number: {settings.registrationNumber}</p>
          )}
        </div>
      </div>
    </footer>
  );
}

/**
 * The three contact buttons. Below `lg` (phones, tablets) they are a full-width, opaque bar
 * at the bottom of the screen whose height the layout reserves (`pb-[4.25rem]`), so they never
 * float over text or a call to action: the page ends above the bar. From `lg` they are a rail
 * of round buttons in the left gutter the footer keeps free. A white ring keeps each button
 * visible on any background (the navy call button on the navy footer included).
 */
function FloatingButtons({ settings }: { settings: SiteSettings }) {
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
      className="fixed inset-x-0 bottom-0 z-30 grid h-[4.25rem] grid-cols-3 items-center gap-2 border-t border-slate-300 bg-white px-3 shadow-[0_-2px_8px_rgb(15_23_42/0.08)] lg:inset-x-auto lg:top-1/2 lg:bottom-auto lg:left-3 lg:flex lg:h-auto lg:-translate-y-1/2 lg:flex-col lg:gap-3 lg:border-0 lg:bg-transparent lg:px-0 lg:shadow-none print:hidden"
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

/** The header, footer and floating buttons around a public page's <main>. */
export function PublicLayout({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col pb-[4.25rem] lg:pb-0 print:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to content
      </a>
      <Header settings={settings} />
      <div className="flex-1">{children}</div>
      <Footer settings={settings} />
      <FloatingButtons settings={settings} />
    </div>
  );
}
