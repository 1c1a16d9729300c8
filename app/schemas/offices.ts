// The company's two offices (site settings), without zod: the public footer and the contact
// section show them, and the root's error page draws that frame on every hydrated page.

/** The ISO 3166-1 country code of each office. */
export const OFFICE_COUNTRIES = { us: "US", india: "IN" } as const;
export type OfficeKey = keyof typeof OFFICE_COUNTRIES;
export const OFFICE_KEYS = ["us", "india"] as const satisfies readonly OfficeKey[];

/** One office's postal address, as schema.org's PostalAddress names its parts. */
export interface Office {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
}

const COUNTRY_NAMES: Record<OfficeKey, string> = { us: "United States", india: "India" };

/** One office on one line, as the footer and contact section show it. */
export function officeLine(key: OfficeKey, office: Office): string {
  const regionAndCode = [office.addressRegion, office.postalCode].filter(Boolean).join(" ");
  return [office.streetAddress, office.addressLocality, regionAndCode, COUNTRY_NAMES[key]]
    .filter(Boolean)
    .join(", ");
}
