import type { loadPublicPage } from "~/lib/public-page.server";
import type { ContactActionData } from "~/routes/public/home.server";
import { LegalTemplate } from "./legal-template";
import { ServiceTemplate } from "./service-template";

type LoadedPage = Awaited<ReturnType<typeof loadPublicPage>>;

/** A code or D1 page in its template, as visitors see it. */
export function PublicPageView({
  view,
  settings,
  actionData,
}: Pick<LoadedPage, "view" | "settings"> & { actionData?: ContactActionData }) {
  if (view.template === "legal") return <LegalTemplate page={view.page} />;
  return (
    <ServiceTemplate
      page={view.page}
      structure={view.structure}
      settings={settings}
      breadcrumbs={view.breadcrumbs}
      related={view.related}
      actionData={actionData}
    />
  );
}
