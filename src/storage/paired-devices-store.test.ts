import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetDevice,
  MAX_PAIRED_DEVICES,
  pairedDevices,
  rememberDevice,
  sawDevice,
  type PairedDevice,
} from './paired-devices-store';

const device = (id: string): PairedDevice => ({
  id,
  name: 'Firefox on Android',
  publicKey: 'MFkw',
  meetingId: `studyshelf-${id}`,
  pairedAt: '2026-12-06T10:00:00.000Z',
  lastSeen: '2026-12-06T10:00:00.000Z',
});

beforeEach(() => localStorage.clear());

describe("a student's paired devices", () => {
  it('are kept per student, newest first, once each; forgotten on Remove', () => {
    rememberDevice('uid-1', device('a'));
    rememberDevice('uid-1', device('b'));
    rememberDevice('uid-1', { ...device('a'), name: 'Chrome on Linux' });
    expect(pairedDevices('uid-1').map(({ id, name }) => [id, name])).toEqual([
      ['a', 'Chrome on Linux'],
      ['b', 'Firefox on Android'],
    ]);
    expect(pairedDevices('uid-2')).toEqual([]);
    forgetDevice('uid-1', 'a');
    expect(pairedDevices('uid-1').map(({ id }) => id)).toEqual(['b']);
  });

  it('note when each was last seen, and leave out what is malformed or too many', () => {
    rememberDevice('uid-1', device('a'));
    sawDevice('uid-1', 'a', new Date('2026-12-07T08:00:00.000Z'));
    expect(pairedDevices('uid-1')[0]?.lastSeen).toBe('2026-12-07T08:00:00.000Z');
    localStorage.setItem(
      'pairedDevices_uid-1',
      JSON.stringify([device('a'), { ...device('b'), name: 'x'.repeat(500) }, 7]),
    );
    expect(pairedDevices('uid-1').map(({ id }) => id)).toEqual(['a']);
    for (let index = 0; index < MAX_PAIRED_DEVICES + 5; index += 1)
      rememberDevice('uid-1', device(`d${index}`));
    expect(pairedDevices('uid-1')).toHaveLength(MAX_PAIRED_DEVICES);
  });
});
