import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { Encoder } from 'cbor-x';

// A software passkey for tests: a P-256 key pair and the byte layouts of the WebAuthn spec
// (https://www.w3.org/TR/webauthn-3/#sctn-authenticator-data), so the server's ceremonies are
// checked against real attestation and assertion responses rather than mocks of the library.

const cbor = new Encoder({ mapsAsObjects: false, useRecords: false, tagUint8Array: false });

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface CreationOptionsJSON {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
}

export interface RequestOptionsJSON {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export interface SoftAuthenticatorOptions {
  /** The page the browser would be on; becomes clientData.origin. */
  origin: string;
  /** Defaults to the origin's host name. */
  rpId?: string;
}

/** One credential on a software authenticator. `counter` goes up by one on every assertion. */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  counter = 0;
  /** The user handle given at registration (base64url), returned by discoverable assertions. */
  userHandle: string | undefined;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(private readonly opts: SoftAuthenticatorOptions) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private rpIdHash(rpId: string | undefined) {
    return sha256(rpId ?? this.opts.rpId ?? new URL(this.opts.origin).hostname);
  }

  /** COSE_Key of the public key: kty EC2, alg ES256, crv P-256. */
  private cosePublicKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor.encode(
      new Map<number, number | Buffer>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  /** The browser's `navigator.credentials.create()` result, serialised as SimpleWebAuthn's JSON. */
  register(
    options: CreationOptionsJSON,
    overrides: { challenge?: string; origin?: string; rpId?: string } = {},
  ) {
    this.userHandle = options.user.id;
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: overrides.challenge ?? options.challenge,
      origin: overrides.origin ?? this.opts.origin,
      crossOrigin: false,
    });
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(this.counter);
    const credIdLength = Buffer.alloc(2);
    credIdLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(overrides.rpId ?? options.rp.id),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
      signCount,
      Buffer.alloc(16), // AAGUID: all zero for 'none' attestation
      credIdLength,
      this.credentialId,
      this.cosePublicKey(),
    ]);
    const attestationObject = cbor.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** The browser's `navigator.credentials.get()` result, serialised as SimpleWebAuthn's JSON. */
  assert(
    options: RequestOptionsJSON,
    overrides: { challenge?: string; origin?: string; tamperSignature?: boolean } = {},
  ) {
    this.counter += 1;
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: overrides.challenge ?? options.challenge,
      origin: overrides.origin ?? this.opts.origin,
      crossOrigin: false,
    });
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(this.counter);
    const authData = Buffer.concat([
      this.rpIdHash(options.rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      signCount,
    ]);
    let signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    if (overrides.tamperSignature) {
      // A valid signature by another key: well-formed, but not this credential's.
      const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
      signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), other);
    }
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
