import { describe, expect, it } from 'vitest';
import { homeScreenTip, repairNote } from './library-health';

describe('the repair note', () => {
  it('says how many files were repaired and the space freed', () => {
    expect(repairNote({ at: '', repaired: 2, removable: 0, freedBytes: 3 * 1024 * 1024 })).toBe(
      '2 files this browser had stored wrongly were repaired, freeing 3 MB of disk space.',
    );
  });

  it('points to the integrity check for files that could not be recovered', () => {
    expect(repairNote({ at: '', repaired: 0, removable: 1, freedBytes: 0 })).toBe(
      '1 file could not be recovered: Check integrity lists it for removal.',
    );
  });

  it('says nothing when nothing was repaired', () => {
    expect(repairNote(null)).toBeNull();
  });
});

describe('the Home Screen tip', () => {
  it('shows in iOS Safari outside the Home Screen only', () => {
    expect(homeScreenTip({ standalone: false })).toMatch(/Add StudyShelf to your Home Screen/);
    expect(homeScreenTip({ standalone: true })).toBeNull();
    expect(homeScreenTip({})).toBeNull();
  });
});
