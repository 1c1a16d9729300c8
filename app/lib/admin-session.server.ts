import { type RouterContextProvider, redirect } from "react-router";
import type { CurrentUser } from "~/schemas/user";
import { appContext } from "../context";

/**
 * The signed-in staff member for an admin loader, or a redirect to the login page. A user who
 * must set up a second factor first (the policy) is sent to /admin, whose loader passes
 * `secondFactorSetup` and shows the set-up screen.
 */
export function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { secondFactorSetup?: boolean } = {},
): CurrentUser {
  const { user, secondFactorRequired } = context.get(appContext);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (secondFactorRequired && !options.secondFactorSetup) throw redirect("/admin");
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    mfaEnabled: user.mfaEnabled,
    passkeyCount: user.passkeyCount,
  };
}
