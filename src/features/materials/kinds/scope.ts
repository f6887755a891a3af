import type { MaterialScope } from './kind-settings';

/** The subject of a scope that must have one (notes, papers, books): a missing one is a programming error. */
export function requireSubject(scope: MaterialScope): string {
  if (!scope.subject) throw new Error('This kind of material needs a subject');
  return scope.subject;
}
