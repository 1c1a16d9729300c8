import type { Role } from "../../db/schema";

/** The signed-in user of a request, as middleware and the router context carry it. */
export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  mfaEnabled: boolean;
  /** How many passkeys the user has (a passkey is a second factor too). */
  passkeyCount: number;
  /** When this session last proved who the user is (sign-in or step-up), ISO time. */
  authenticatedAt: string;
  /** The hash of the current session, so it can be told apart in "active sessions". */
  sessionId: string;
  /** Whether the credential came from the cookie (then writes must be same-origin). */
  viaCookie: boolean;
}
