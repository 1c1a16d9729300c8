import type { SiteSettings } from "~/schemas/site-settings";

// The public site's navigation and footer links (the spec's menus), rendered by
// app/components/public/header.tsx and footer.tsx. The order here is the order on the page.

export interface NavLink {
  label: string;
  href: string;
}

/** A heading that is a link itself, with the links under it (the Services menu's columns). */
export interface NavGroup {
  label: string;
  href: string;
  links: NavLink[];
}

/** An entry of the main navigation: a link, or the Services menu at its place. */
export type MainNavItem = NavLink | { label: string; menu: "services" };

export const MAIN_NAV: MainNavItem[] = [
  { label: "Home", href: "/#home" },
  { label: "ConnectWise Support", href: "/connectwise-support" },
  { label: "Services", menu: "services" },
  { label: "About", href: "/#about" },
  { label: "Blog", href: "/blog" },
  { label: "Contact Us", href: "/#contact" },
];

export const MANAGED_SERVICES: NavGroup = {
  label: "Managed Services",
  href: "/managed-services",
  links: [
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
  ],
};

export const STAFFING: NavGroup = {
  label: "Staffing",
  href: "/staffing",
  links: [
    { label: "Dedicated Engineers", href: "/dedicated-engineers" },
    { label: "IT Staffing", href: "/it-staffing" },
    { label: "Administrative Services", href: "/administrative-services" },
  ],
};

/** Services the menu lists on their own, below the groups. */
export const DIRECT_SERVICES: NavLink[] = [
  { label: "24/7 Helpdesk", href: "/24-7-helpdesk" },
  { label: "24/7 NOC/SOC", href: "/24-7-noc-soc" },
];

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

export const FOOTER_SERVICES: FooterColumn = {
  title: "Services",
  links: [
    { label: "ConnectWise Support", href: "/connectwise-support" },
    { label: "Managed Services", href: "/managed-services" },
    { label: "24/7 Helpdesk", href: "/24-7-helpdesk" },
    { label: "24/7 NOC/SOC", href: "/24-7-noc-soc" },
    { label: "Staffing", href: "/staffing" },
    { label: "IT Security", href: "/it-security" },
    { label: "MSP Outsourcing", href: "/msp-outsourcing-services" },
    { label: "White-Label MSP Services", href: "/white-label-msp-services" },
    { label: "IT Outsourcing to India", href: "/outsourcing-to-india" },
  ],
};

export const FOOTER_COMPANY: FooterColumn = {
  title: "Company",
  links: [
    { label: "Home", href: "/" },
    { label: "About Us", href: "/#about" },
    { label: "Services", href: "/#services" },
    { label: "Expertise", href: "/#expertise" },
    { label: "Blog", href: "/blog" },
    { label: "Free SEO Analysis", href: "/seo-analysis" },
  ],
};

export const FOOTER_LEGAL: FooterColumn = {
  title: "Legal",
  links: [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Terms of Service", href: "/terms-of-service" },
  ],
};

/** The footer's social links, in this order; a network whose URL setting is empty is left out. */
export const SOCIAL_LABELS: Record<keyof SiteSettings["social"], string> = {
  linkedin: "LinkedIn",
  x: "X (Twitter)",
  facebook: "Facebook",
  youtube: "YouTube",
};
