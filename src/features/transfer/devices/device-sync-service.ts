/**
 * Keeps a student's paired devices in step while they are open: this device waits at the pairing
 * service under its meeting name, and dials each paired device whenever the library changed here
 * (and once on start), until a sync with it has run; a device that is not open is tried again
 * after a few seconds, then less often. One sync at a time; one tab of the app does this, under a
 * Web Lock, and the next takes over when it closes.
 */
import { deviceIdentity, type DeviceIdentity } from '../../../storage/device-identity';
import { subscribe } from '../../../storage/changes';
import { isListKey, STORAGE_KEYS } from '../../../storage/keys';
import type { BranchRecord } from '../../../storage/branch-store';
import {
  pairedDevices,
  sawDevice,
  syncedWith,
  type PairedDevice,
} from '../../../storage/paired-devices-store';
import {
  ANNOTATION_KEYS,
  CARD_KEYS,
  DEVICE_KEYS,
  MARK_KEYS,
  PLACE_KEYS,
  TRASH_KEYS,
} from '../../../storage/student-keys';
import type { KindSettings } from '../../library/kinds/kind-settings';
import type { Link } from '../link';
import { connectTo, PairingError, waitAs, type Pairing } from '../peer-link';
import { answerDevice, dialDevice, HandshakeRefusedError } from './device-handshake';
import { syncOver, type SyncOutcome } from './sync-session';
import { transferUnderWay } from '../transfer-activity';
import { meetingIdOf } from './this-device';

/** The student's marks that sync: stars, reading places, annotations, cards (recent files stay). */
const isMarkOfFiles = (key: string, uid: string) =>
  key === MARK_KEYS.starred(uid) ||
  PLACE_KEYS.owns(key) ||
  ANNOTATION_KEYS.owns(key) ||
  CARD_KEYS.owns(key);
const MARKS_SETTLE_MS = 1500;

/** How often the service looks for a device to dial. */
const TICK_MS = 1000;
/** Between tries at a device that is not open: soon at first, then less often. */
const SOON_MS = 4000;
const LATER_MS = 15_000;
const SOON_TRIES = 15;
/** Between tries at waiting under this device's meeting name, when a try failed. */
const LISTEN_RETRY_MS = 15_000;
/**
 * When the name was still held: most often by this device's page that closed a moment ago, which
 * the service lets go as soon as it hears; meanwhile the other devices cannot reach this one.
 */
const NAME_HELD_RETRY_MS = 2000;

interface Attempts {
  tries: number;
  next: number;
}

/** After a device said it was busy with another sync: it is soon free. */
const BUSY_RETRY_MS = 1000;

class DeviceSync {
  /** Devices with changes they have not had, each with the mark that made it so. */
  private readonly dirty = new Map<string, number>();
  private marks = 0;
  private readonly attempts = new Map<string, Attempts>();
  /** A dial is under way (connecting, proving, or syncing). */
  private dialing = false;
  /** A sync session runs: claimed by whichever proven link gets here first. */
  private session = false;
  private pairing: Pairing | null = null;
  private registering = false;
  private nextListen = 0;
  private stopped = false;
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly uid: string,
    private readonly kinds: readonly KindSettings[],
    private readonly branches: readonly BranchRecord[],
    private readonly identity: DeviceIdentity,
  ) {}

  async run(): Promise<void> {
    this.stops.push(
      subscribe((key) => {
        if (key === null || isListKey(key) || TRASH_KEYS.owns(key) || key === STORAGE_KEYS.branch)
          this.markAll();
        // Marks change often (a reading place with each page): gathered for a moment first.
        else if (isMarkOfFiles(key, this.uid)) this.markAll(MARKS_SETTLE_MS);
        if (key === null || DEVICE_KEYS.owns(key)) void this.listenIfPaired();
      }),
    );
    const timer = setInterval(() => void this.tick(), TICK_MS);
    this.stops.push(() => clearInterval(timer));
    this.markAll();
    await this.listenIfPaired();
  }

  stop(): void {
    this.stopped = true;
    this.pairing?.close();
    this.pairing = null;
    for (const stop of this.stops.splice(0)) stop();
  }

  private devices(): PairedDevice[] {
    return pairedDevices(this.uid).filter((device) => device.id !== this.identity.id);
  }

  private markAll(afterMs = 0): void {
    this.marks += 1;
    for (const { id } of this.devices()) {
      this.dirty.set(id, this.marks);
      this.attempts.set(id, { tries: 0, next: Date.now() + afterMs });
    }
  }

  private sessionWith(peer: string) {
    return {
      uid: this.uid,
      kinds: this.kinds,
      branches: this.branches,
      me: this.identity.id,
      peer,
    };
  }

  private signer() {
    return { id: this.identity.id, sign: this.identity.sign };
  }

  /** Waits for paired devices under this device's meeting name once it has any. */
  private async listenIfPaired(): Promise<void> {
    if (this.pairing || this.registering || this.stopped || this.devices().length === 0) return;
    this.registering = true;
    this.nextListen = Date.now() + LISTEN_RETRY_MS;
    try {
      const pairing = await waitAs(
        meetingIdOf(this.identity.publicKey),
        this.uid,
        (link) => void this.answer(link),
      );
      if (this.stopped) pairing.close();
      else this.pairing = pairing;
    } catch (error) {
      // Without WebRTC no device can be reached; otherwise (the service away, the name still
      // held by a page of this device that has just closed) the tick tries again.
      if (error instanceof PairingError && error.failure === 'unsupported') this.stop();
      else if (error instanceof PairingError && error.failure === 'code-taken')
        this.nextListen = Date.now() + NAME_HELD_RETRY_MS;
    } finally {
      this.registering = false;
    }
  }

  private async answer(link: Link): Promise<void> {
    try {
      const dialer = await answerDevice(link, {
        uid: this.uid,
        me: this.signer(),
        known: (id) => this.devices().find((device) => device.id === id),
        // A dial of this device that is still connecting does not make it busy: both devices
        // dialing each other at once (one just opened, say) meet on whichever link proves first.
        busy: () => this.session || transferUnderWay(),
      });
      sawDevice(this.uid, dialer.id);
      await this.inSession(dialer.id, () =>
        syncOver(link, 'listener', this.sessionWith(dialer.id)),
      );
    } catch {
      // A refused or failed handshake, a lost link: the dialer tries again if it should.
    } finally {
      link.close();
    }
  }

  /**
   * Runs one sync session with `peer` unless one already runs (a link proven by the other side a
   * moment earlier), and counts its changes as delivered only if none came while it ran.
   */
  private async inSession(peer: string, sync: () => Promise<SyncOutcome>): Promise<void> {
    if (this.session) throw new HandshakeRefusedError('busy');
    this.session = true;
    const mark = this.dirty.get(peer);
    try {
      if ((await sync()).whole) syncedWith(this.uid, peer);
      if (this.dirty.get(peer) === mark) this.dirty.delete(peer);
    } finally {
      this.session = false;
    }
  }

  private async tick(): Promise<void> {
    if (this.dialing || this.session || this.stopped || !navigator.onLine || transferUnderWay())
      return;
    const now = Date.now();
    if (!this.pairing && now >= this.nextListen) void this.listenIfPaired();
    const device = this.devices().find(
      ({ id }) => this.dirty.has(id) && (this.attempts.get(id)?.next ?? 0) <= now,
    );
    if (!device) return;
    this.dialing = true;
    try {
      await this.dial(device);
      this.attempts.delete(device.id);
    } catch (error) {
      if (!this.dirty.has(device.id)) return;
      const tries = (this.attempts.get(device.id)?.tries ?? 0) + 1;
      // A device that no longer knows this one is not dialed again until the library changes.
      if (error instanceof HandshakeRefusedError && error.why === 'unknown')
        this.dirty.delete(device.id);
      const busy = error instanceof HandshakeRefusedError && error.why === 'busy';
      const wait = busy ? BUSY_RETRY_MS : tries <= SOON_TRIES ? SOON_MS : LATER_MS;
      // Jitter: two devices that dialed each other at once do not meet again in step.
      this.attempts.set(device.id, { tries, next: Date.now() + wait * (0.5 + Math.random()) });
    } finally {
      this.dialing = false;
    }
  }

  private async dial(device: PairedDevice): Promise<void> {
    const link = await connectTo(device.meetingId, this.uid);
    try {
      await dialDevice(link, { uid: this.uid, me: this.signer(), expected: device });
      sawDevice(this.uid, device.id);
      await this.inSession(device.id, () => syncOver(link, 'dialer', this.sessionWith(device.id)));
    } finally {
      link.close();
    }
  }
}

/** Starts keeping this student's paired devices in step; returns its stop. */
export function startDeviceSync(
  uid: string,
  kinds: readonly KindSettings[],
  branches: readonly BranchRecord[],
): () => void {
  let sync: DeviceSync | null = null;
  let stopped = false;
  const release = new AbortController();
  const run = async () => {
    const identity = await deviceIdentity();
    if (stopped) return;
    sync = new DeviceSync(uid, kinds, branches, identity);
    await sync.run();
    // Held until stopped: another tab of the app waits for it, and takes over when this one goes.
    await new Promise<void>((resolve) => release.signal.addEventListener('abort', () => resolve()));
  };
  if ('locks' in navigator)
    void navigator.locks
      .request('studyshelf-device-sync', { signal: release.signal }, run)
      .catch(() => undefined);
  else void run().catch(() => undefined);
  return () => {
    stopped = true;
    sync?.stop();
    release.abort();
  };
}
