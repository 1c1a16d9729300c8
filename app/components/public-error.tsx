import { isRouteErrorResponse } from "react-router";
import { PageNotFoundView } from "./public-sections";

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
