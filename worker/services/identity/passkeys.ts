import { and, asc, eq, sql } from "drizzle-orm";
import type { PasskeyView, RegistrationResponse } from "../../../app/schemas/passkey";
import { type Passkey, passkeys, users } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { writeUnique } from "../platform/unique-write";
import { generateRecoveryCodes } from "./mfa";
import { consumeChallenge, type RelyingParty, storeChallenge } from "./passkey-challenges";
import { getSecurityPolicy } from "./security-policy";
import type { SessionUser } from "./session-user";
import type { ClientInfo } from "./sessions";
import { requireRecentAuth } from "./step-up";
import { generateRegistrationOptions, toBase64Url, verifyRegistrationResponse } from "./webauthn";

const NOT_FOUND = () => new AppError(404, "NOT_FOUND", "Passkey not found");
const STALE = () =>
  new AppError(409, "STALE", "This passkey was changed elsewhere. Reload and try again.");
/** 409: the policy requires a second factor and this is the user's last one. */
export const LAST_FACTOR = () =>
  new AppError(
    409,
    "LAST_SECOND_FACTOR",
    "Add another second factor before removing your last one",
  );

/** The WebAuthn user handle of a user: their id's bytes (never the username). */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/** A stored passkey as its owner sees it. */
export function toPasskeyView(row: Passkey): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    deviceType:
      row.deviceType === "singleDevice" || row.deviceType === "multiDevice" ? row.deviceType : null,
    backedUp: row.backedUp,
    version: row.version,
  };
}

/** The signed-in user's passkeys, oldest first. */
export async function listPasskeys(deps: Deps, actor: SessionUser): Promise<PasskeyView[]> {
  const rows = await deps.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskeyView);
}

/**
 * Options for navigator.credentials.create: a discoverable credential (so it can sign in
 * without a username), user verification preferred, no attestation, and the user's passkeys
 * excluded so one authenticator is not added twice. Needs a recent sign-in.
 */
export async function passkeyRegistrationOptions(deps: Deps, rp: RelyingParty, actor: SessionUser) {
  requireRecentAuth(actor);
  const [{ settings }, existing] = await Promise.all([
    getSiteSettings(deps),
    deps.db
      .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, actor.id)),
  ]);
  const options = await generateRegistrationOptions(deps, {
    rpName: settings.productName,
    rpID: rp.id,
    userName: actor.username,
    userID: userHandleOf(actor.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(deps, options.challenge, "register", actor.id);
  return options;
}

/**
 * Checks the browser's answer to the registration options and stores the passkey. The first
 * second factor of a user without recovery codes brings ten, returned here once.
 */
export async function registerPasskey(
  deps: Deps,
  input: { response: RegistrationResponse; name: string; rp: RelyingParty },
  actor: SessionUser,
  client: ClientInfo,
): Promise<{ passkey: PasskeyView; recoveryCodes?: string[] }> {
  requireRecentAuth(actor);
  const { response, rp } = input;
  const challenge = await consumeChallenge(
    deps,
    response.response.clientDataJSON,
    "register",
    actor.id,
  );
  if (!challenge) {
    throw new AppError(400, "PASSKEY_SETUP_EXPIRED", "Passkey set-up has expired. Start again.");
  }
  const failed = new AppError(
    400,
    "PASSKEY_NOT_VERIFIED",
    "The passkey could not be verified. Try again.",
  );
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse(deps, {
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw failed;
  }
  const info = verification.registrationInfo;
  if (!verification.verified || !info) throw failed;

  const user = await deps.db.select().from(users).where(eq(users.id, actor.id)).get();
  if (!user) throw new AppError(401, "UNAUTHORIZED", "Session expired. Please log in again.");
  const needsCodes = (user.recoveryCodes ?? []).length === 0;
  const recovery = needsCodes ? await generateRecoveryCodes() : null;
  const now = new Date().toISOString();
  const row: Passkey = {
    id: crypto.randomUUID(),
    userId: actor.id,
    credentialId: info.credential.id,
    publicKey: toBase64Url(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ?? response.response.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    name: input.name,
    createdAt: now,
    lastUsedAt: null,
    version: 1,
  };
  const { db } = deps;
  const results = await writeUnique(
    db.batch([
      db.insert(passkeys).values(row),
      auditInsert(deps, {
        action: "auth.passkey.added",
        actor,
        ip: client.ip,
        targetType: "passkey",
        targetId: row.id,
        details: { name: row.name },
      }),
      ...(recovery
        ? [
            db
              .update(users)
              .set({ recoveryCodes: recovery.hashes })
              // Only if still none: two registrations at once hand out one set.
              .where(
                and(eq(users.id, actor.id), sql`coalesce(${users.recoveryCodes}, '[]') = '[]'`),
              ),
          ]
        : []),
    ]),
    new AppError(409, "PASSKEY_EXISTS", "This passkey is already registered"),
  );
  const codesStored = recovery && (results[2]?.meta.changes ?? 0) > 0;
  return {
    passkey: toPasskeyView(row),
    ...(codesStored ? { recoveryCodes: recovery.codes } : {}),
  };
}

async function findOwnPasskey(deps: Deps, id: string, actor: SessionUser): Promise<Passkey> {
  const row = await deps.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
    .get();
  if (!row) throw NOT_FOUND();
  return row;
}

/** Renames one of the user's passkeys if it is still at `input.version` (409 otherwise). */
export async function renamePasskey(
  deps: Deps,
  id: string,
  input: { name: string; version?: number },
  actor: SessionUser,
): Promise<PasskeyView> {
  const current = await findOwnPasskey(deps, id, actor);
  const { version } = input;
  if (version === undefined || version !== current.version) throw STALE();
  const { db } = deps;
  const [updated] = await db.batch([
    db
      .update(passkeys)
      .set({ name: input.name, version: version + 1 })
      .where(
        and(eq(passkeys.id, id), eq(passkeys.userId, actor.id), eq(passkeys.version, version)),
      ),
    auditInsertIfChanged(deps, {
      action: "auth.passkey.renamed",
      actor,
      targetType: "passkey",
      targetId: id,
      details: { from: current.name, to: input.name },
    }),
  ]);
  if (updated.meta.changes === 0) throw STALE();
  return toPasskeyView(await findOwnPasskey(deps, id, actor));
}

/**
 * Removes one of the user's passkeys (needs a recent sign-in). When the policy requires a
 * second factor, the last one cannot go (checked in the DELETE itself, so two removals at
 * once cannot both pass); a user left with no second factor at all loses the recovery codes.
 */
export async function removePasskey(
  deps: Deps,
  id: string,
  actor: SessionUser,
  client: ClientInfo,
): Promise<void> {
  requireRecentAuth(actor);
  const current = await findOwnPasskey(deps, id, actor);
  const { policy } = await getSecurityPolicy(deps);
  const keepsAFactor = sql`(EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${actor.id} AND ${users.mfaEnabled} = 1)
    OR (SELECT count(*) FROM ${passkeys} WHERE ${passkeys.userId} = ${actor.id}) > 1)`;
  const { db } = deps;
  const [deleted] = await db.batch([
    db
      .delete(passkeys)
      .where(
        and(
          eq(passkeys.id, id),
          eq(passkeys.userId, actor.id),
          policy.requireSecondFactor ? keepsAFactor : undefined,
        ),
      ),
    auditInsertIfChanged(deps, {
      action: "auth.passkey.removed",
      actor,
      ip: client.ip,
      targetType: "passkey",
      targetId: id,
      details: { name: current.name },
    }),
    db
      .update(users)
      .set({ recoveryCodes: null })
      .where(
        and(
          eq(users.id, actor.id),
          eq(users.mfaEnabled, false),
          sql`NOT EXISTS (SELECT 1 FROM ${passkeys} WHERE ${passkeys.userId} = ${actor.id})`,
        ),
      ),
  ]);
  if (deleted.meta.changes > 0) return;
  await findOwnPasskey(deps, id, actor);
  throw LAST_FACTOR();
}
