import { scopeOfListKey } from '../features/library/kinds/scope';
import { isListKey, LIST_KEYS } from '../storage/keys';
import { materialKinds as kinds } from './material-kinds';

const scope = { subject: 'ai-ml', paperType: 'mid-sem' };

describe('the kinds of material', () => {
  it('are one per list of LIST_KEYS', () => {
    expect(kinds.map((settings) => settings.kind).sort()).toEqual(Object.keys(LIST_KEYS).sort());
  });

  // The start-up sweep keeps only the bytes that some list key of LIST_KEYS names: a kind storing
  // its list anywhere else would have its large files swept away as orphans.
  it.each(kinds)('$kind keeps its list under a key of its own LIST_KEYS entry', (settings) => {
    const { listKey } = settings.layout(scope);
    expect(LIST_KEYS[settings.kind].owns(listKey)).toBe(true);
    expect(isListKey(listKey)).toBe(true);
  });

  it.each(kinds)('$kind reads its own list keys back as the scope they name', (settings) => {
    const own = settings.layout(scope);
    const parsed = scopeOfListKey(settings.kind, own.listKey);
    expect(parsed && settings.layout(parsed)).toEqual(own);
    const others = kinds.filter((other) => other !== settings);
    for (const other of others) expect(scopeOfListKey(other.kind, own.listKey)).toBeNull();
  });

  it.each(kinds)('$kind names its lists for search and the dashboard', (settings) => {
    const names = settings.names(scope);
    if (settings.kind === 'schedules') expect(names).toEqual({});
    else expect(names.subject).toBe('AI-ML');
    if (settings.kind === 'papers') expect(names.paperType).toBe('Mid Semester');
    expect(settings.label).not.toBe('');
  });
});
