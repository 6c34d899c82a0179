/**
 * A software authenticator for server tests: an ES256 key made with node:crypto, whose
 * attestations ("none") and assertions are built byte by byte as WebAuthn lays them out, CBOR
 * with the encoder SimpleWebAuthn itself uses, so the bank checks real signatures.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Where the browser stands: the page's origin and the RP ID it asks for. */
export interface Site {
  origin: string;
  rpId: string;
}

export interface SoftPasskey {
  credentialId: Uint8Array;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
  userHandle: string | null;
}

export function newSoftPasskey(): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: randomBytes(32), privateKey, publicKey, counter: 0, userHandle: null };
}

const flags = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

function authenticatorData(site: Site, flagBits: number, counter: number, attested?: Uint8Array) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([
    sha256(site.rpId),
    Buffer.from([flagBits]),
    count,
    attested ?? Buffer.alloc(0),
  ]);
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  return isoCBOR.encode(cose);
}

const clientData = (type: string, challenge: string, site: Site) =>
  Buffer.from(JSON.stringify({ type, challenge, origin: site.origin, crossOrigin: false }));

/** What navigator.credentials.create() answers for `options` (RegistrationResponseJSON). */
export function attest(
  passkey: SoftPasskey,
  options: { challenge: string; user?: { id: string } },
  site: Site,
  { userVerified = true } = {},
) {
  passkey.userHandle = options.user?.id ?? null;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(passkey.credentialId.length);
  const attested = Buffer.concat([
    Buffer.alloc(16),
    idLength,
    passkey.credentialId,
    coseKey(passkey.publicKey),
  ]);
  const bits = flags.userPresent | (userVerified ? flags.userVerified : 0) | flags.attested;
  const authData = authenticatorData(site, bits, passkey.counter, attested);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]) as Parameters<typeof isoCBOR.encode>[0],
  );
  const id = b64u(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64u(clientData('webauthn.create', options.challenge, site)),
      attestationObject: b64u(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}

/** What navigator.credentials.get() answers (AuthenticationResponseJSON); the counter moves. */
export function assert(passkey: SoftPasskey, options: { challenge: string }, site: Site) {
  passkey.counter += 1;
  const authData = authenticatorData(site, flags.userPresent | flags.userVerified, passkey.counter);
  const clientDataJSON = clientData('webauthn.get', options.challenge, site);
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(clientDataJSON)]),
    passkey.privateKey,
  );
  const id = b64u(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64u(clientDataJSON),
      authenticatorData: b64u(authData),
      signature: b64u(signature),
      ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
