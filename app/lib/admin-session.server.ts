import { type RouterContextProvider, redirect } from "react-router";
import type { CurrentUser } from "~/schemas/user";
import { appContext } from "../context";

/** The signed-in staff member for an admin loader, or a redirect to the login page. */
export function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
): CurrentUser {
  const { user } = context.get(appContext);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    mfaEnabled: user.mfaEnabled,
    passkeyCount: user.passkeyCount,
  };
}
