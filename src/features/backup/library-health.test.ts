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
  it('shows in an iPhone browser tab only, never once installed', () => {
    const iphone = {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      maxTouchPoints: 5,
      standalone: false,
      displayStandalone: false,
    };
    expect(homeScreenTip(iphone)).toMatch(
      /after 7 days without a visit.*Add StudyShelf to your Home Screen/,
    );
    expect(homeScreenTip({ ...iphone, standalone: true })).toBeNull();
    expect(
      homeScreenTip({ ...iphone, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' }),
    ).toBeNull();
  });
});
