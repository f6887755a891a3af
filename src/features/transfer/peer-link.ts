/**
 * The two devices' channel: a WebRTC data channel (encrypted by DTLS, device to device), opened
 * through the pairing service with PeerJS. The service learns a code and connection offers; the
 * files never pass through it. PeerJS loads only when a transfer starts.
 */
import type { DataConnection, Peer, PeerJSOption } from 'peerjs';
import { transferSettings } from '../../config/transfer-env';
import { frameQueue, LinkClosedError, type Frame, type Link } from './link';
import { peerIdOf } from './pairing-code';
import { signallingUrlFor } from './signalling-instance';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Why two devices could not be paired, each with its own words (transfer-texts). */
export type PairingFailure =
  'unreachable' | 'no-device' | 'no-route' | 'code-taken' | 'unsupported';

export class PairingError extends Error {
  override name = 'PairingError';
  constructor(readonly failure: PairingFailure) {
    super(failure);
  }
}

function peerOptions(uid: string): PeerJSOption {
  const url = new URL(signallingUrlFor(uid, transferSettings.signallingUrls));
  const secure = url.protocol === 'https:';
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 443 : 80)),
    path: url.pathname,
    secure,
    key: 'peerjs',
    // Only the servers the deployer set: PeerJS's own defaults would send candidates to its TURN.
    config: { iceServers: [...transferSettings.iceServers] },
    debug: 0,
  };
}

async function newPeer(id: string, uid: string): Promise<Peer> {
  // A browser without WebRTC (or with it switched off) cannot open a channel to another device.
  if (typeof RTCPeerConnection === 'undefined') throw new PairingError('unsupported');
  const { Peer } = await import('peerjs');
  return new Peer(id, peerOptions(uid));
}

function failureOf(type: string): PairingFailure {
  if (type === 'peer-unavailable') return 'no-device';
  if (type === 'unavailable-id') return 'code-taken';
  if (type === 'browser-incompatible') return 'unsupported';
  return 'unreachable';
}

/** Resolves once the peer is registered at the pairing service. */
function registered(peer: Peer): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PairingError('unreachable')), 15_000);
    peer.once('open', () => {
      clearTimeout(timer);
      resolve();
    });
    peer.once('error', (error) => {
      clearTimeout(timer);
      reject(new PairingError(failureOf(error.type)));
    });
  });
}

/** Above this much waiting in the channel, sending pauses: neither side holds a file in memory. */
const HIGH_WATER = 2 * 1024 * 1024;
const LOW_WATER = 512 * 1024;

function roomIn(channel: RTCDataChannel): Promise<void> {
  if (channel.bufferedAmount <= HIGH_WATER) return Promise.resolve();
  channel.bufferedAmountLowThreshold = LOW_WATER;
  return new Promise((resolve) => {
    const done = () => {
      channel.removeEventListener('bufferedamountlow', done);
      channel.removeEventListener('close', done);
      resolve();
    };
    channel.addEventListener('bufferedamountlow', done);
    channel.addEventListener('close', done);
  });
}

/**
 * How long a connection may stay disconnected before it is given up. ICE says "disconnected" after
 * a few seconds of unanswered connection checks, which a device busy writing files (or a phone
 * switching networks) can go through and recover from; a device that left its page has already
 * said close (closeOnLeave), so this grace delays only the end of one that vanished.
 */
const DISCONNECTED_MS = 12_000;

/**
 * Leaving the page closes the peer's connections at once, which the other device hears as a close
 * instead of waiting for its connection checks to fail.
 */
function closeOnLeave(peer: Peer): () => void {
  const leave = () => peer.destroy();
  addEventListener('pagehide', leave);
  return () => {
    removeEventListener('pagehide', leave);
    peer.destroy();
  };
}

/**
 * The certificate fingerprints an SDP announces (`a=fingerprint:sha-256 AB:CD…`), one string
 * however the browser placed them (per media section in Chromium, per session in Firefox).
 */
function fingerprintsIn(description: RTCSessionDescription | null): string {
  const found = new Set<string>();
  for (const [, hash = '', value = ''] of (description?.sdp ?? '').matchAll(
    /^a=fingerprint:(\S+) ([0-9A-Fa-f:]+)\s*$/gm,
  ))
    found.add(`${hash.toLowerCase()} ${value.toUpperCase()}`);
  return [...found].sort().join(',');
}

/** A data connection as a Link; `onClose` runs once it is gone, from either side. */
function linkOf(connection: DataConnection, onClose: () => void): Link {
  const queue = frameQueue();
  let closed = false;
  const end = () => {
    if (closed) return;
    closed = true;
    queue.end();
    onClose();
  };
  connection.on('data', (data) => {
    if (typeof data === 'string' || data instanceof ArrayBuffer) queue.push(data);
    // Anything else is no frame of ours: the link goes, and so does what it was saying.
    else connection.close();
  });
  connection.on('close', end);
  connection.on('error', end);
  // A device that vanishes (a closed lid, a lost network) may never say close: a connection that
  // stays disconnected past a short grace is taken as gone.
  let grace: ReturnType<typeof setTimeout> | undefined;
  connection.peerConnection.addEventListener('iceconnectionstatechange', () => {
    const state = connection.peerConnection.iceConnectionState;
    clearTimeout(grace);
    if (state === 'failed' || state === 'closed') connection.close();
    else if (state === 'disconnected')
      grace = setTimeout(() => connection.close(), DISCONNECTED_MS);
  });
  return {
    async send(frame: Frame | Uint8Array<ArrayBuffer>) {
      if (closed || !connection.open) throw new LinkClosedError('The other device went away.');
      await roomIn(connection.dataChannel);
      if (closed) throw new LinkClosedError('The other device went away.');
      connection.send(frame);
    },
    next: (waitMs) => queue.next(waitMs),
    close: () => connection.close(),
    // Read when the exchange asks, after the channel opened: both descriptions are set by then.
    get fingerprints() {
      const { localDescription, remoteDescription } = connection.peerConnection;
      return { own: fingerprintsIn(localDescription), theirs: fingerprintsIn(remoteDescription) };
    },
  };
}

export interface Pairing {
  /** Leaves the pairing service: no device can reach this one by its code any more. */
  close(): void;
}

/** Waits at the pairing service under `code`; each device that connects is handed over as a Link. */
export function waitForDevices(
  code: string,
  uid: string,
  onDevice: (link: Link) => void,
): Promise<Pairing> {
  return waitAs(peerIdOf(code), uid, onDevice);
}

/** Waits at the pairing service under `peerId`; each device that connects is handed over. */
export async function waitAs(
  peerId: string,
  uid: string,
  onDevice: (link: Link) => void,
): Promise<Pairing> {
  const peer = await newPeer(peerId, uid);
  try {
    await registered(peer);
  } catch (error) {
    peer.destroy();
    throw error;
  }
  const close = closeOnLeave(peer);
  // PeerJS has been seen to say one connection opened twice (on a busy machine, as a device's page
  // reopened): two links on one connection would each answer the same words, and the one that
  // fails would close the connection under the other.
  const handedOver = new WeakSet<DataConnection>();
  peer.on('connection', (connection) => {
    connection.on('open', () => {
      if (handedOver.has(connection)) return;
      handedOver.add(connection);
      onDevice(linkOf(connection, () => undefined));
    });
  });
  return { close };
}

/** How long two devices that found each other may take to open a channel. */
const CONNECT_MS = 20_000;

/** Connects to the device waiting under `code`. */
export function connectToDevice(code: string, uid: string): Promise<Link> {
  return connectTo(peerIdOf(code), uid);
}

/** Connects to the device waiting under `peerId`. */
export async function connectTo(peerId: string, uid: string): Promise<Link> {
  // A name as opaque as the sender's: the service learns nothing from it either.
  const random = bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
  const peer = await newPeer(`studyshelf-${random}`, uid);
  const close = closeOnLeave(peer);
  try {
    await registered(peer);
    const connection = peer.connect(peerId, { serialization: 'raw', reliable: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PairingError('no-route')), CONNECT_MS);
      connection.once('open', () => {
        clearTimeout(timer);
        resolve();
      });
      peer.once('error', (error) => {
        clearTimeout(timer);
        reject(new PairingError(failureOf(error.type)));
      });
    });
    return linkOf(connection, close);
  } catch (error) {
    close();
    throw error;
  }
}
