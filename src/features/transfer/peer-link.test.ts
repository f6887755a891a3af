/**
 * The waiting side of the pairing service, with PeerJS replaced by a stand-in that says what a
 * real one can: registered, a connection, and that connection opened (once, or again).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Link } from './link';
import { waitAs } from './peer-link';

const peerjs = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  class Emitter {
    private readonly listeners = new Map<string, Listener[]>();
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: Listener) {
      const wrapped: Listener = (...args) => {
        this.off(event, wrapped);
        listener(...args);
      };
      return this.on(event, wrapped);
    }
    off(event: string, listener: Listener) {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((known) => known !== listener),
      );
    }
    emit(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  class FakeConnection extends Emitter {
    readonly peerConnection = new EventTarget();
    open = true;
    close = vi.fn();
  }
  class FakePeer extends Emitter {
    static made: FakePeer[] = [];
    constructor(readonly id: string) {
      super();
      FakePeer.made.push(this);
      // Registered at once, as the service answers a free name.
      setTimeout(() => this.emit('open', id), 0);
    }
    destroy = vi.fn();
  }
  return { FakeConnection, FakePeer };
});

vi.mock('peerjs', () => ({ Peer: peerjs.FakePeer }));

beforeEach(() => {
  peerjs.FakePeer.made = [];
  // A browser with WebRTC: the stand-in above is what it reaches.
  vi.stubGlobal('RTCPeerConnection', function RTCPeerConnection() {});
});
afterEach(() => vi.unstubAllGlobals());

describe('waiting at the pairing service', () => {
  it('hands each connection over once, though PeerJS says it opened twice', async () => {
    const links: Link[] = [];
    const pairing = await waitAs('studyshelf-meeting', 'uid-1', (link) => links.push(link));
    const [peer] = peerjs.FakePeer.made;
    const first = new peerjs.FakeConnection();
    const second = new peerjs.FakeConnection();
    peer?.emit('connection', first);
    peer?.emit('connection', second);
    first.emit('open');
    first.emit('open');
    second.emit('open');
    expect(links).toHaveLength(2);

    // Each link reads its own connection's frames, each once.
    first.emit('data', 'hello');
    second.emit('data', 'other');
    await expect(links[0]?.next(100)).resolves.toBe('hello');
    await expect(links[1]?.next(100)).resolves.toBe('other');
    await expect(links[0]?.next(20)).rejects.toThrow('stopped answering');
    pairing.close();
    expect(peer?.destroy).toHaveBeenCalled();
  });
});
