/**
 * This device's own key pair, made once and kept in IndexedDB: ECDSA on P-256 through WebCrypto
 * (every engine has it), the private key made non-extractable so no script, not even the app's,
 * can read it out; it can only sign. Paired devices keep the public key and know this device by
 * it: the device's id is a hash of it.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { openDB } from 'idb';
import { DEVICE_DB } from './keys';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

interface StoredIdentity {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export interface DeviceIdentity {
  /** 32 hex digits: the start of the SHA-256 of the public key. */
  id: string;
  /** The public key as base64 SPKI, as it travels to a paired device. */
  publicKey: string;
  sign(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
}

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function idOf(spki: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', spki));
  return bytesToHex(digest.subarray(0, 16));
}

let identity: Promise<DeviceIdentity> | null = null;

/**
 * The device's own database: its identity, the sync's file states (sync-states-store), the
 * pieces of files being received (piece-stash) and the folders chosen for backups
 * (backup-folder-store).
 */
export function openDeviceDb() {
  return openDB(DEVICE_DB.name, DEVICE_DB.version, {
    upgrade(database) {
      for (const store of [DEVICE_DB.store, DEVICE_DB.states, DEVICE_DB.folders])
        if (!database.objectStoreNames.contains(store)) database.createObjectStore(store);
      if (!database.objectStoreNames.contains(DEVICE_DB.pieces)) {
        const pieces = database.createObjectStore(DEVICE_DB.pieces);
        pieces.createIndex('file', 'file');
        pieces.createIndex('at', 'at');
      }
    },
  });
}

async function loadOrMake(): Promise<DeviceIdentity> {
  const db = await openDeviceDb();
  try {
    let stored = (await db.get(DEVICE_DB.store, 'self')) as StoredIdentity | undefined;
    if (!stored) {
      const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
      stored = { privateKey: pair.privateKey, publicKey: pair.publicKey };
      // Two tabs making one at once: the first write stays, and both use what was stored.
      const tx = db.transaction(DEVICE_DB.store, 'readwrite');
      const already = (await tx.store.get('self')) as StoredIdentity | undefined;
      if (already) stored = already;
      else await tx.store.put(stored, 'self');
      await tx.done;
    }
    const spki = await crypto.subtle.exportKey('spki', stored.publicKey);
    const { privateKey } = stored;
    return {
      id: await idOf(spki),
      publicKey: toBase64(spki),
      sign: async (data) => new Uint8Array(await crypto.subtle.sign(SIGNING, privateKey, data)),
    };
  } finally {
    db.close();
  }
}

/** This device's identity, made on first use. */
export function deviceIdentity(): Promise<DeviceIdentity> {
  identity ??= loadOrMake().catch((error: unknown) => {
    identity = null;
    throw error;
  });
  return identity;
}

/** The id a public key names (for a key another device sent), or null if it is no P-256 key. */
export async function deviceIdOf(publicKey: string): Promise<string | null> {
  const spki = fromBase64(publicKey);
  if (!spki) return null;
  try {
    await crypto.subtle.importKey('spki', spki, ALGORITHM, true, ['verify']);
    return await idOf(spki);
  } catch {
    return null;
  }
}

/** Whether `signature` over `data` was made with the private key of `publicKey`. */
export async function signedBy(
  publicKey: string,
  data: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const spki = fromBase64(publicKey);
  if (!spki) return false;
  try {
    const key = await crypto.subtle.importKey('spki', spki, ALGORITHM, false, ['verify']);
    return await crypto.subtle.verify(SIGNING, key, signature, data);
  } catch {
    return false;
  }
}
