import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import {
  ChangePasswordSchema,
  DisableMfaSchema,
  LoginSchema,
  RegenerateRecoveryCodesSchema,
  VerifyMfaSchema,
} from "../../app/schemas/auth";
import { ReauthSchema } from "../../app/schemas/reauth";
import type { AppEnv } from "../env";
import { currentUser, secondFactorRequired } from "../middleware/access-gates";
import { clientInfo } from "../middleware/session";
import { validate } from "../middleware/validate";
import {
  changePassword,
  countRecoveryCodes,
  disableMfa,
  login,
  logout,
  regenerateRecoveryCodes,
  setupMfa,
  verifyMfa,
} from "../services/identity/auth";
import { relyingPartyOf } from "../services/identity/passkey-challenges";
import { reauthenticate } from "../services/identity/reauth";
import { listOwnSessions, revokeOwnSession, SESSION_COOKIE } from "../services/identity/sessions";
import { signInBodyLimit, signInResponse } from "./sign-in";

export const auth = new Hono<AppEnv>()
  .post("/login", signInBodyLimit, validate("json", LoginSchema), async (c) => {
    const input = { ...c.req.valid("json"), rp: relyingPartyOf(c.req.url) };
    const result = await login(c.var.deps, input, clientInfo(c));
    if (result.requiresMFA) return c.json({ requiresMFA: true, methods: result.methods });
    return signInResponse(c, result);
  })
  .get("/verify", async (c) => {
    const { id, username, role, mfaEnabled, passkeyCount } = currentUser(c);
    const required = await secondFactorRequired(c);
    return c.json({
      status: 200,
      user: { id, username, role, mfaEnabled, passkeyCount, secondFactorRequired: required },
    });
  })
  .post("/reauth", validate("json", ReauthSchema), async (c) => {
    const user = currentUser(c);
    const client = { ...clientInfo(c), rp: relyingPartyOf(c.req.url) };
    return c.json(await reauthenticate(c.var.deps, user, c.req.valid("json"), client));
  })
  .post("/logout", async (c) => {
    await logout(c.var.deps, currentUser(c), clientInfo(c));
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.json({ success: true });
  })
  .post("/setup-mfa", async (c) => {
    const user = currentUser(c);
    return c.json(await setupMfa(c.var.deps, user));
  })
  .post("/verify-mfa", validate("json", VerifyMfaSchema), async (c) => {
    const user = currentUser(c);
    return c.json(await verifyMfa(c.var.deps, user, c.req.valid("json"), clientInfo(c)));
  })
  .post("/disable-mfa", validate("json", DisableMfaSchema), async (c) => {
    const user = currentUser(c);
    return c.json(await disableMfa(c.var.deps, user, c.req.valid("json"), clientInfo(c)));
  })
  .get("/recovery-codes", async (c) => {
    const user = currentUser(c);
    return c.json({ remaining: await countRecoveryCodes(c.var.deps, user) });
  })
  .post("/recovery-codes", validate("json", RegenerateRecoveryCodesSchema), async (c) => {
    const user = currentUser(c);
    const { password } = c.req.valid("json");
    return c.json(await regenerateRecoveryCodes(c.var.deps, user, password, clientInfo(c)));
  })
  .put("/password", validate("json", ChangePasswordSchema), async (c) => {
    const user = currentUser(c);
    return c.json(await changePassword(c.var.deps, user, c.req.valid("json"), clientInfo(c)));
  })
  .get("/sessions", async (c) => {
    const user = currentUser(c);
    return c.json(await listOwnSessions(c.var.deps, user));
  })
  .delete("/sessions/:id", async (c) => {
    const user = currentUser(c);
    await revokeOwnSession(c.var.deps, user, c.req.param("id"));
    return c.json({ success: true });
  });
