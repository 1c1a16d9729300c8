import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { pageTitle } from "~/lib/seo";
import { PageNotFoundView } from "./sections";

/** The message of the Page Not Found view: the 404's own text, else 'Failed to load page'. */
export function publicErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data) {
    return error.data;
  }
  return "Failed to load page";
}

/** A public route's error boundary, drawn inside the site layout. */
export function PublicErrorView({ error }: { error: unknown }) {
  return <PageNotFoundView message={publicErrorMessage(error)} />;
}

/**
 * The <head> of the error view: the title with the product name (from the public layout's
 * data when it loaded) and noindex.
 */
export function publicErrorMeta(
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[],
): MetaDescriptor[] {
  const layoutData = matches.find((match) => match?.id === "routes/public/layout")?.loaderData;
  const settings =
    typeof layoutData === "object" && layoutData !== null && "settings" in layoutData
      ? layoutData.settings
      : undefined;
  const productName =
    typeof settings === "object" &&
    settings !== null &&
    "productName" in settings &&
    typeof settings.productName === "string"
      ? settings.productName
      : undefined;
  return [
    { title: productName ? pageTitle("Page Not Found", productName) : "Page Not Found" },
    { name: "robots", content: "noindex" },
  ];
}
