import type { ServicePageContent } from "~/content/types";
import type { PageStructure } from "~/lib/content-edits";
import type { ContactActionData } from "~/routes/public/home.server";
import type { SiteSettings } from "~/schemas/site-settings";
import { PageSections } from "./page-sections";
import type { BreadcrumbLink } from "./sections";

export interface ServiceTemplateProps {
  page: ServicePageContent;
  /** The inline edits' lists and hidden parts (content-edits.ts). */
  structure: PageStructure;
  settings: SiteSettings;
  breadcrumbs: BreadcrumbLink[];
  related: { href: string; label: string }[];
  /** The answer to a lead form posted on this page. */
  actionData?: ContactActionData;
}

/**
 * Service, staffing, India, MSP, ConnectWise, regional, landing and created pages: the page's
 * sections in order (page-sections.tsx).
 */
export function ServiceTemplate(props: ServiceTemplateProps) {
  return (
    <main id="main">
      <PageSections {...props} />
    </main>
  );
}
