import { describe, expect, it } from 'vitest';
import { alreadyStoredText, outcomeText } from './backup-texts';

const none = { restored: 0, skipped: 0, otherAccount: 0, inTrash: 0, clashing: 0, error: null };

describe('what a restore says it did', () => {
  it('names every file it left out, and where a file of the Trash comes back from', () => {
    expect(outcomeText({ ...none, restored: 3, skipped: 1, inTrash: 1 })).toBe(
      'Restored 3 files; 1 already on this device was skipped; 1 in your Trash was left out (restore it from the Trash).',
    );
    expect(outcomeText({ ...none, restored: 1, inTrash: 2, clashing: 1 })).toBe(
      'Restored 1 file; 2 in your Trash were left out (restore them from the Trash); 1 under an id another file on this device uses was left out.',
    );
  });

  it('says why it stopped, and what it restored before', () => {
    expect(outcomeText({ ...none, restored: 2, error: 'The storage is full.' })).toBe(
      'The storage is full.\nRestored 2 files before stopping.',
    );
  });
});

describe('what a restore would skip, said before it starts', () => {
  const summary = {
    counts: { notes: 3, papers: 0, schedules: 0, books: 0 },
    totalBytes: 0,
    alreadyStored: 1,
    otherAccount: 0,
    inTrash: 1,
    marks: { stars: 0, recent: 0, places: 0, annotations: 0, cards: 0 },
  };

  it('says which files stay in the Trash', () => {
    expect(alreadyStoredText(summary)).toBe(
      '1 of them is on this device already and will be skipped. 1 of them is in your Trash and will stay there: restore it from the Trash.',
    );
    expect(alreadyStoredText({ ...summary, alreadyStored: 0, inTrash: 2 })).toBe(
      'Files already on this device are skipped. 2 of them are in your Trash and will stay there: restore them from the Trash.',
    );
  });
});
