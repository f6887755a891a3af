/**
 * The settings of a transfer between devices, read from Vite's build-time environment in a module of
 * their own: only the transfer's chunk loads them.
 */
import { read } from './env';

/** ICE servers for devices on different networks, as JSON; none by default (see README). */
function iceServers(): RTCIceServer[] {
  const text = read('VITE_TRANSFER_ICE_SERVERS');
  if (text === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as RTCIceServer[]) : [];
  } catch {
    return [];
  }
}

/**
 * The pairing service's instances: `VITE_SIGNALLING_URLS`, separated by commas or spaces (one
 * `VITE_SIGNALLING_URL` is read too); the local one by default. Each is a stock PeerJS server with
 * no state shared with the others: a student's devices always meet at one of them (peer-link.ts).
 */
function signallingUrls(): string[] {
  const listed = (read('VITE_SIGNALLING_URLS') ?? read('VITE_SIGNALLING_URL') ?? '')
    .split(/[\s,]+/)
    .filter((url) => {
      try {
        return ['http:', 'https:'].includes(new URL(url).protocol);
      } catch {
        return false;
      }
    });
  return listed.length > 0 ? listed : ['http://127.0.0.1:9000/'];
}

/**
 * A transfer between a student's devices: the pairing service (PeerJS servers) that carries only
 * the connection offers, and the STUN/TURN servers the two devices may use to reach each other.
 */
export const transferSettings = {
  signallingUrls: signallingUrls(),
  iceServers: iceServers(),
} as const;
