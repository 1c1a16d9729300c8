import type { ReactNode } from "react";
import type { SiteSettings } from "~/schemas/site-settings";
import { Footer } from "./footer";
import { Header } from "./header";
import { QuickContact } from "./quick-contact";

// The public site's frame: header with the spec's navigation (and its small-screen drawer),
// the footer and the three floating contact buttons. Their links are app/content/navigation.ts.

/** The header, footer and floating buttons around a public page's <main>. */
export function PublicLayout({
  settings,
  landing = false,
  notice,
  children,
}: {
  settings: SiteSettings;
  /** A landing page: the header is reduced to the logo and the phone number. */
  landing?: boolean;
  /** A bar above the header (a share link's preview banner). */
  notice?: ReactNode;
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
      {notice}
      <Header settings={settings} reduced={landing} />
      <div className="flex-1">{children}</div>
      <Footer settings={settings} />
      <QuickContact settings={settings} />
    </div>
  );
}
