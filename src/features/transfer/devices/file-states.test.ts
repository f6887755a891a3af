import { describe, expect, it } from 'vitest';
import {
  birthVersion,
  Clock,
  readVersionedRows,
  merge,
  observe,
  TOMBSTONE_MS,
  type FileEntries,
  type FileEntry,
  type FileState,
} from './file-states';

const LAPTOP = 'aa'.repeat(16);
const PHONE = 'bb'.repeat(16);
const listed = (name: string): FileState => ({ s: 'listed', listKey: 'notes_dsa', name });
const trash = (name: string): FileState => ({ s: 'trash', listKey: 'notes_dsa', name });
const gone: FileState = { s: 'gone' };

/** Two devices' clocks on one wall clock the test moves. */
function devices() {
  let wall = 1_764_000_000_000;
  const tick = () => (wall += 1000);
  return {
    laptop: new Clock(LAPTOP, () => wall),
    phone: new Clock(PHONE, () => wall),
    tick,
    wall: () => wall,
  };
}

/** Both devices met and agreed on `entries`: each holds them, agreed with the other. */
function agreedOn(entries: [string, FileEntry][]): { laptop: FileEntries; phone: FileEntries } {
  const on = (peer: string) =>
    new Map(entries.map(([id, entry]) => [id, { ...entry, agreed: { [peer]: entry.v } }]));
  return { laptop: on(PHONE), phone: on(LAPTOP) };
}

const meet = (mine: FileEntries, theirs: FileEntries, me: string, them: string) =>
  merge(mine, theirs, { mine: me, theirs: them });

describe('file states between two paired devices', () => {
  it('sees a change by comparing the lists with what it kept, and forgets old tombstones', () => {
    const { laptop, tick, wall } = devices();
    const first = observe(new Map(), new Map([['f1', listed('a.pdf')]]), laptop);
    expect(first.get('f1')?.state).toEqual(listed('a.pdf'));
    tick();
    const same = observe(first, new Map([['f1', listed('a.pdf')]]), laptop);
    expect(same.get('f1')?.v).toBe(first.get('f1')?.v);
    tick();
    const renamed = observe(same, new Map([['f1', listed('b.pdf')]]), laptop);
    expect((renamed.get('f1')?.v ?? '') > (first.get('f1')?.v ?? '')).toBe(true);
    const deleted = observe(renamed, new Map(), laptop);
    expect(deleted.get('f1')?.state).toEqual(gone);
    expect(observe(deleted, new Map(), laptop, wall() + TOMBSTONE_MS - 60_000).has('f1')).toBe(
      true,
    );
    expect(observe(deleted, new Map(), laptop, wall() + TOMBSTONE_MS + 60_000).has('f1')).toBe(
      false,
    );
  });

  it('takes a change made on one side only, whichever side, and both reach the same entries', () => {
    const { laptop, phone, tick } = devices();
    const start = agreedOn([['f1', { v: laptop.now(), state: listed('a.pdf'), agreed: {} }]]);
    tick();
    const laptopNow = observe(start.laptop, new Map([['f1', trash('a.pdf')]]), laptop);
    const phoneNow = observe(start.phone, new Map([['f1', listed('a.pdf')]]), phone);
    const onLaptop = meet(laptopNow, phoneNow, LAPTOP, PHONE);
    const onPhone = meet(phoneNow, laptopNow, PHONE, LAPTOP);
    expect(onLaptop.changes).toEqual([]);
    expect(onPhone.changes).toEqual([{ id: 'f1', from: listed('a.pdf'), to: trash('a.pdf') }]);
    expect(onPhone.entries.get('f1')?.v).toBe(onLaptop.entries.get('f1')?.v);
  });

  it('keeps a file renamed on one device and deleted on the other, even when the delete came later', () => {
    const { laptop, phone, tick } = devices();
    const start = agreedOn([['f1', { v: laptop.now(), state: listed('a.pdf'), agreed: {} }]]);
    tick();
    const phoneNow = observe(start.phone, new Map([['f1', listed('graphs.pdf')]]), phone);
    tick();
    const laptopNow = observe(start.laptop, new Map(), laptop);
    const onLaptop = meet(laptopNow, phoneNow, LAPTOP, PHONE);
    const onPhone = meet(phoneNow, laptopNow, PHONE, LAPTOP);
    expect(onLaptop.changes).toEqual([{ id: 'f1', from: gone, to: listed('graphs.pdf') }]);
    expect(onPhone.changes).toEqual([]);
    // The kept file carries the later version: neither side takes the delete for a change to make.
    const version = onLaptop.entries.get('f1')?.v;
    expect(onPhone.entries.get('f1')?.v).toBe(version);
    expect(version).toBe(laptopNow.get('f1')?.v);
  });

  it('at a first meeting, takes a file as uploaded for where both began: a delete since is kept', () => {
    const { laptop, phone, tick } = devices();
    const uploaded = 1_763_000_000_000;
    const bornAt = () => uploaded;
    const phoneNow = observe(
      new Map(),
      new Map([['f1', listed('a.pdf')]]),
      phone,
      undefined,
      bornAt,
    );
    tick();
    const laptopNow = observe(
      new Map(),
      new Map([['f1', trash('a.pdf')]]),
      laptop,
      undefined,
      bornAt,
    );
    expect(phoneNow.get('f1')?.v).toBe(birthVersion(uploaded));
    expect(meet(phoneNow, laptopNow, PHONE, LAPTOP).changes).toEqual([
      { id: 'f1', from: listed('a.pdf'), to: trash('a.pdf') },
    ]);
    expect(meet(laptopNow, phoneNow, LAPTOP, PHONE).changes).toEqual([]);
  });

  it('between two renames, the later wins', () => {
    const { laptop, phone, tick } = devices();
    const start = agreedOn([['f1', { v: laptop.now(), state: listed('a.pdf'), agreed: {} }]]);
    tick();
    const laptopNow = observe(start.laptop, new Map([['f1', listed('first.pdf')]]), laptop);
    tick();
    const phoneNow = observe(start.phone, new Map([['f1', listed('second.pdf')]]), phone);
    expect(meet(laptopNow, phoneNow, LAPTOP, PHONE).changes).toEqual([
      { id: 'f1', from: listed('first.pdf'), to: listed('second.pdf') },
    ]);
    expect(meet(phoneNow, laptopNow, PHONE, LAPTOP).changes).toEqual([]);
  });

  it('tells a device that never had a file it is gone, so an old copy cannot come back', () => {
    const { laptop } = devices();
    const tombstone: FileEntries = new Map([['f1', { v: laptop.now(), state: gone, agreed: {} }]]);
    const { entries, changes } = meet(new Map(), tombstone, PHONE, LAPTOP);
    expect(changes).toEqual([{ id: 'f1', from: null, to: gone }]);
    expect(entries.get('f1')?.state).toEqual(gone);
    // A file listed only on the other side is no change here: its bytes bring it.
    const listedThere: FileEntries = new Map([
      ['f2', { v: laptop.now(), state: listed('b.pdf'), agreed: {} }],
    ]);
    expect(meet(new Map(), listedThere, PHONE, LAPTOP).changes).toEqual([]);
  });

  it('reads only well-formed rows from the other device, at most the limit', () => {
    const v = Clock.text(5, 0, LAPTOP);
    const rows = readVersionedRows(
      [
        ['f1', v, 'ok', { [PHONE]: v, 'not-a-device': v, [LAPTOP]: 'not a version' }],
        ['f2', 'not a version', 'ok', {}],
        ['', v, 'ok', {}],
        ['f3', v, 'bad', {}],
        'not a row',
        ['f4', v, 'ok', null],
      ],
      4,
      (raw) => (raw === 'ok' ? raw : null),
    );
    expect(rows).toEqual([{ id: 'f1', v, content: 'ok', agreed: { [PHONE]: v } }]);
    expect(readVersionedRows('nonsense', 4, () => 1)).toEqual([]);
  });

  it('orders clock readings by time, then count, whatever the device', () => {
    let wall = 5;
    const clock = new Clock(LAPTOP, () => wall);
    const a = clock.now();
    const b = clock.now();
    expect(b > a).toBe(true);
    clock.saw(Clock.text(9, 3, PHONE));
    expect(clock.now() > Clock.text(9, 3, PHONE)).toBe(true);
    wall = 20;
    expect(Clock.parse(clock.now())).toEqual({ ms: 20, count: 0 });
    expect(Clock.parse('nonsense')).toBeNull();
  });
});
