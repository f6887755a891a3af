import { describe, expect, it } from 'vitest';
import { SearchIndexStore, type IndexedPage } from '../../../storage/search-index-store';
import { RANKED_PAGES, searchPages, wordQuery } from './page-search';

const everyFile = () => true;

async function library(files: Record<string, { part: number; text: string }[]>) {
  const store = await SearchIndexStore.inMemory();
  const pages = new Map<number, IndexedPage>();
  for (const [fileId, parts] of Object.entries(files)) {
    const entry = {
      fileId,
      status: 'indexed' as const,
      parts: parts.length,
      partNumbers: parts.map(({ part }) => part),
      chars: 1,
      truncated: false,
      at: '2026-11-29T10:00:00.000Z',
    };
    for (const page of store.keep(entry, parts)) pages.set(page.row, page);
  }
  const find = (query: string, visible: (fileId: string) => boolean = everyFile, limit = 10) =>
    searchPages(
      store,
      (row) => pages.get(row),
      wordQuery(query),
      (row) => visible(pages.get(row)?.fileId ?? ''),
      limit,
    );
  return { store, find };
}

const books = () =>
  library({
    graphs: [
      { part: 4, text: "Kosaraju's algorithm finds strongly connected components" },
      { part: 5, text: 'Tarjan finds them in one pass' },
    ],
    french: [{ part: 1, text: 'Résumé des réseaux' }],
  });

const pagesOf = (found: { hits: { fileId: string; part: number }[] }) =>
  found.hits.map(({ fileId, part }) => `${fileId}:${part}`);

describe('searchPages', () => {
  it('finds the last word typed by its prefix, ignoring case and accents', async () => {
    const { find } = await books();
    expect(pagesOf(find('KOSAR'))).toEqual(['graphs:4']);
    expect(pagesOf(find('resume reseaux'))).toEqual(['french:1']);
    // Only the last word is a prefix: "kosar algorithm" needs the whole word "kosar".
    expect(pagesOf(find('kosar algorithm'))).toEqual([]);
  });

  it('matches a last word of under three letters whole, and counts what it does not return', async () => {
    const { find } = await books();
    expect(pagesOf(find('ko'))).toEqual([]);
    expect(pagesOf(find('kos'))).toEqual(['graphs:4']);
    expect(find('finds', everyFile, 1)).toMatchObject({ hits: [{}], total: 2, more: false });
  });

  it('matches pages holding every word, and only files the student may see', async () => {
    const { find } = await books();
    expect(pagesOf(find('tarjan components'))).toEqual([]);
    expect(pagesOf(find('finds')).sort()).toEqual(['graphs:4', 'graphs:5']);
    expect(find('finds', (fileId) => fileId !== 'graphs')).toEqual({
      hits: [],
      total: 0,
      more: false,
    });
  });

  it('reads punctuation and query syntax as the space between words', async () => {
    const { find } = await books();
    expect(pagesOf(find('"kosaraju\'s" (algorithm)'))).toEqual(['graphs:4']);
    expect(pagesOf(find('* OR NOT'))).toEqual([]);
    expect(find('')).toEqual({ hits: [], total: 0, more: false });
  });

  it('ranks a page holding the words more often above one holding them once', async () => {
    const { find } = await library({
      once: [{ part: 1, text: 'dijkstra and many other words about graphs and paths' }],
      often: [{ part: 1, text: 'dijkstra dijkstra dijkstra shortest paths' }],
    });
    expect(pagesOf(find('dijk'))).toEqual(['often:1', 'once:1']);
  });

  it(`ranks the ${RANKED_PAGES} most recent pages of a broad match, and says there are more`, async () => {
    const files: Record<string, { part: number; text: string }[]> = {
      best: [{ part: 1, text: 'heap heap heap heap' }],
    };
    for (let file = 0; file < RANKED_PAGES + 10; file += 1)
      files[`file-${file}`] = [{ part: 1, text: `heap number ${file}` }];
    const { find } = await library(files);
    const found = find('heap', everyFile, 3);
    expect(found).toMatchObject({ total: RANKED_PAGES, more: true });
    expect(found.hits).toHaveLength(3);
    // The oldest page, "best", is outside the ranked window: the newest are ranked.
    expect(pagesOf(found)).not.toContain('best:1');
    const narrowed = find('heap', (fileId) => fileId === 'best' || fileId === 'file-3');
    expect(pagesOf(narrowed)).toEqual(['best:1', 'file-3:1']);
  });
});
