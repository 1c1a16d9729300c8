import { Hono } from "hono";
import {
  PasskeyLoginSchema,
  RegisterPasskeySchema,
  RenamePasskeySchema,
} from "../../app/schemas/passkey";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { clientInfo } from "../middleware/session";
import { validate } from "../middleware/validate";
import { relyingPartyOf } from "../services/identity/passkey-challenges";
import {
  loginWithPasskey,
  passkeyLoginOptions,
  passkeyReauthOptions,
} from "../services/identity/passkey-login";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from "../services/identity/passkeys";
import { signInBodyLimit, signInResponse } from "./sign-in";

/** `/api/auth/passkeys`: a user's passkeys, and signing in with one. */
export const passkeysApi = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ passkeys: await listPasskeys(c.var.deps, currentUser(c)) }))
  .post("/register/options", async (c) => {
    const rp = relyingPartyOf(c.req.url);
    return c.json(await passkeyRegistrationOptions(c.var.deps, rp, currentUser(c)));
  })
  .post("/register/verify", validate("json", RegisterPasskeySchema), async (c) => {
    const input = { ...c.req.valid("json"), rp: relyingPartyOf(c.req.url) };
    return c.json(await registerPasskey(c.var.deps, input, currentUser(c), clientInfo(c)));
  })
  .post("/login/options", async (c) =>
    c.json(await passkeyLoginOptions(c.var.deps, relyingPartyOf(c.req.url), clientInfo(c))),
  )
  .post("/reauth/options", async (c) =>
    c.json(await passkeyReauthOptions(c.var.deps, relyingPartyOf(c.req.url), currentUser(c))),
  )
  .post("/login/verify", signInBodyLimit, validate("json", PasskeyLoginSchema), async (c) => {
    const input = { ...c.req.valid("json"), rp: relyingPartyOf(c.req.url) };
    return signInResponse(c, await loginWithPasskey(c.var.deps, input, clientInfo(c)));
  })
  .patch("/:id", validate("json", RenamePasskeySchema), async (c) => {
    const passkey = await renamePasskey(
      c.var.deps,
      c.req.param("id"),
      c.req.valid("json"),
      currentUser(c),
    );
    return c.json({ passkey });
  })
  .delete("/:id", async (c) => {
    await removePasskey(c.var.deps, c.req.param("id"), currentUser(c), clientInfo(c));
    return c.json({ success: true });
  });
