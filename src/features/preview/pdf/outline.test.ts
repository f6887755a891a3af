import { describe, expect, it } from 'vitest';
import {
  currentEntry,
  flatOutline,
  OUTLINE_MAX_ENTRIES,
  readOutline,
  resolveDestination,
  withinPage,
  type OutlineSource,
  type RawOutlineItem,
} from './outline';

const ref = (num: number) => ({ num, gen: 0 });
/** A document of 10 pages whose page N is object 100 + N. */
function documentWith(
  outline: RawOutlineItem[] | null,
  named: Record<string, unknown[]> = {},
): OutlineSource {
  return {
    numPages: 10,
    getOutline: () => Promise.resolve(outline),
    getDestination: (name) => Promise.resolve(named[name] ?? null),
    getPageIndex: ({ num }) =>
      num > 100 && num <= 110 ? Promise.resolve(num - 101) : Promise.reject(new Error('no page')),
  };
}
const item = (title: string, dest: RawOutlineItem['dest'], items: RawOutlineItem[] = []) => ({
  title,
  dest,
  url: null,
  items,
});

describe('resolveDestination', () => {
  const pdf = documentWith(null, { 'section.2': [ref(104), { name: 'XYZ' }, 72, 500, 0] });
  it('finds the page and top of a named or explicit destination', async () => {
    expect(await resolveDestination(pdf, 'section.2')).toEqual({ page: 4, top: 500 });
    expect(await resolveDestination(pdf, [ref(107), { name: 'FitH' }, 300])).toEqual({
      page: 7,
      top: 300,
    });
    expect(await resolveDestination(pdf, [2, { name: 'Fit' }])).toEqual({ page: 3, top: null });
  });
  it('leads nowhere for a destination outside the document, unknown or malformed', async () => {
    expect(await resolveDestination(pdf, 'missing')).toBeNull();
    expect(await resolveDestination(pdf, [ref(999), { name: 'Fit' }])).toBeNull();
    expect(await resolveDestination(pdf, [42, { name: 'Fit' }])).toBeNull();
    expect(await resolveDestination(pdf, ['nonsense'])).toBeNull();
    expect(await resolveDestination(pdf, null)).toBeNull();
  });
});

describe('readOutline', () => {
  it('reads the nested entries with their pages, and marks the section a page is in', async () => {
    const outline = await readOutline(
      documentWith([
        item('1 Introduction', [ref(101), { name: 'Fit' }]),
        item(
          '2 Graphs',
          [ref(103), { name: 'Fit' }],
          [
            item('2.1  Search\n', [ref(104), { name: 'Fit' }]),
            item('2.2 Paths', [ref(107), { name: 'Fit' }]),
          ],
        ),
        { title: 'Website', dest: null, url: 'https://example.org/', items: [] },
        { title: 'Trap', dest: null, url: 'javascript:alert(1)', items: [] },
      ]),
    );
    expect(
      flatOutline(outline).map((entry) => [
        entry.title,
        entry.depth,
        entry.destination?.page ?? null,
        entry.url,
      ]),
    ).toEqual([
      ['1 Introduction', 0, 1, null],
      ['2 Graphs', 0, 3, null],
      ['2.1 Search', 1, 4, null],
      ['2.2 Paths', 1, 7, null],
      ['Website', 0, null, 'https://example.org/'],
      ['Trap', 0, null, null],
    ]);
    expect(currentEntry(outline, 2)?.title).toBe('1 Introduction');
    expect(currentEntry(outline, 5)?.title).toBe('2.1 Search');
    expect(currentEntry(outline, 10)?.title).toBe('2.2 Paths');
  });

  it('bounds a crafted outline in entries and depth', async () => {
    const wide = Array.from({ length: OUTLINE_MAX_ENTRIES + 50 }, (_, at) => item(`e${at}`, null));
    expect(flatOutline(await readOutline(documentWith(wide)))).toHaveLength(OUTLINE_MAX_ENTRIES);
    let deep = item('leaf', null);
    for (let depth = 0; depth < 40; depth += 1) deep = item(`level ${depth}`, null, [deep]);
    const depths = flatOutline(await readOutline(documentWith([deep]))).map((entry) => entry.depth);
    expect(Math.max(...depths)).toBe(11);
    expect(await readOutline(documentWith(null))).toEqual([]);
  });
});

describe('withinPage', () => {
  it('places a destination’s top down its page', () => {
    expect(withinPage({ page: 1, top: 792 }, [0, 0, 612, 792])).toBe(0);
    expect(withinPage({ page: 1, top: 396 }, [0, 0, 612, 792])).toBe(0.5);
    expect(withinPage({ page: 1, top: null }, [0, 0, 612, 792])).toBe(0);
    expect(withinPage({ page: 1, top: 5000 }, [0, 0, 612, 792])).toBe(0);
  });
});
