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
 * A transfer between a student's devices: the pairing service (a PeerJS server) that carries only
 * the connection offers, and the STUN/TURN servers the two devices may use to reach each other.
 */
export const transferSettings = {
  signallingUrl: read('VITE_SIGNALLING_URL') ?? 'http://127.0.0.1:9000/',
  iceServers: iceServers(),
} as const;
