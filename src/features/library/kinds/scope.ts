import { LIST_KEYS, type MaterialKindId } from '../../../storage/keys';
import type { MaterialScope } from './kind-settings';

/**
 * The scope a list key of `kind` names, or null when it is not one of that kind's keys. Every
 * kind's key parts are in the same order: the subject, then (papers) the paper type.
 */
export function scopeOfListKey(kind: MaterialKindId, listKey: string): MaterialScope | null {
  const parts: readonly string[] | null = LIST_KEYS[kind].parts(listKey);
  if (!parts) return null;
  const [subject, paperType] = parts;
  return {
    ...(subject !== undefined && { subject }),
    ...(paperType !== undefined && { paperType }),
  };
}

/** The subject of a scope that must have one (notes, papers, books): a missing one is a programming error. */
export function requireSubject(scope: MaterialScope): string {
  if (!scope.subject) throw new Error('This kind of material needs a subject');
  return scope.subject;
}
