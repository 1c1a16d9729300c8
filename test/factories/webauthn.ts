import { type CBORType, encodeCBOR } from "@levischuck/tiny-cbor";

// A software WebAuthn authenticator for tests: real ES256 keys (WebCrypto), real "none"
// attestations (CBOR) and real assertions, so the server's verification runs as in production.

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** WebCrypto signs ECDSA as r||s; WebAuthn carries it as an ASN.1 DER sequence. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (half: Uint8Array) => {
    let start = 0;
    while (start < half.length - 1 && half[start] === 0) start++;
    let value = half.slice(start);
    if ((value[0] ?? 0) & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface AuthenticatorOptions {
  /** The origin the "browser" reports (default: the test worker's). */
  origin?: string;
  /** The RP ID the authenticator hashes (default: the origin's host name). */
  rpId?: string;
  /** Whether the user was verified (PIN, fingerprint). */
  userVerified?: boolean;
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
}

/**
 * One authenticator holding one credential (made by `register`). `counter` is the signature
 * counter it reports next; set it to test a counter that does not grow.
 */
export class TestAuthenticator {
  credentialId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  counter = 0;
  userHandle: string | null = null;
  private keys: CryptoKeyPair | null = null;

  constructor(private readonly options: Required<Pick<AuthenticatorOptions, "origin">>) {}

  private async keyPair(): Promise<CryptoKeyPair> {
    if (!this.keys) {
      this.keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
        "sign",
        "verify",
      ])) as CryptoKeyPair;
    }
    return this.keys;
  }

  private clientData(type: string, challenge: string, origin: string): Uint8Array<ArrayBuffer> {
    return encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private async authData(rpId: string, flags: number, extra: Uint8Array = new Uint8Array()) {
    const counter = new Uint8Array(4);
    new DataView(counter.buffer).setUint32(0, this.counter);
    return concat(await sha256(encoder.encode(rpId)), new Uint8Array([flags]), counter, extra);
  }

  /** A RegistrationResponseJSON for `options` (as startRegistration returns it). */
  async register(options: CreationOptions, change: AuthenticatorOptions = {}) {
    const origin = change.origin ?? this.options.origin;
    const rpId = change.rpId ?? options.rp.id ?? new URL(origin).hostname;
    const { publicKey } = await this.keyPair();
    const jwk = await crypto.subtle.exportKey("jwk", publicKey);
    const cose = encodeCBOR(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromBase64Url(jwk.x ?? "")],
        [-3, fromBase64Url(jwk.y ?? "")],
      ]),
    );
    const id = fromBase64Url(this.credentialId);
    const attested = concat(new Uint8Array(16), new Uint8Array([0, id.length]), id, cose);
    const flags = FLAG_UP | FLAG_AT | (change.userVerified === false ? 0 : FLAG_UV);
    const authData = await this.authData(rpId, flags, attested);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map<string, CBORType>()],
        ["authData", authData],
      ]),
    );
    this.userHandle = options.user.id;
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: toBase64Url(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: toBase64Url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  /** An AuthenticationResponseJSON for `options`; the counter grows by one first. */
  async assert(options: RequestOptions, change: AuthenticatorOptions & { counter?: number } = {}) {
    const origin = change.origin ?? this.options.origin;
    const rpId = change.rpId ?? new URL(this.options.origin).hostname;
    this.counter = change.counter ?? this.counter + 1;
    const flags = FLAG_UP | (change.userVerified === false ? 0 : FLAG_UV);
    const authData = await this.authData(rpId, flags);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signed = concat(authData, await sha256(clientDataJSON));
    const { privateKey } = await this.keyPair();
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, privateKey, signed),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: toBase64Url(clientDataJSON),
        authenticatorData: toBase64Url(authData),
        signature: toBase64Url(derSignature(raw)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }
}

/** A new authenticator for the test worker's origin (or `origin`). */
export function testAuthenticator(origin = "http://example.com") {
  return new TestAuthenticator({ origin });
}
