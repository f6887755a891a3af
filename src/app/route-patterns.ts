import { parse } from 'regexparam';
import type { Parser } from 'wouter';

type Parsed = ReturnType<Parser>;
const parsed = new Map<string, Parsed>();

/**
 * wouter's own route parser, remembered per pattern: wouter parses every route's pattern again on
 * each render of the route table and of each link's active check, and a screen change renders
 * dozens of them. A pattern's parse never changes, so it is parsed once a visit.
 */
export const parseRoutePattern: Parser = (pattern, loose) => {
  const key = `${loose ? 'loose' : 'exact'} ${pattern}`;
  let found = parsed.get(key);
  if (found === undefined) {
    found = parse(pattern, loose);
    parsed.set(key, found);
  }
  return found;
};
