import { expect } from "vitest";
import type { ReviewPolicy } from "../../app/schemas/reviews";
import { api } from "./users";

/** Sets the site's "Posts and page changes need review" setting, as an admin (`token`) would. */
export async function setReviewPolicy(token: string, policy: ReviewPolicy) {
  const current = await (await api("/api/settings/site", { token })).json<{
    settings: Record<string, unknown>;
    version: number;
  }>();
  const saved = await api("/api/settings/site", {
    method: "PUT",
    token,
    body: { settings: { ...current.settings, reviewPolicy: policy }, version: current.version },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}
