import { useLayoutEffect, useRef, useState } from 'react';

/* The handlers' own parameter lists vary; `never[]` accepts any of them without `any`. */
type Handlers = Record<string, (...args: never[]) => unknown>;

/**
 * `handlers` under one identity for the component's life, each call reaching the latest render's
 * handler. A memoised child (a list's rows) then is not drawn again only because its parent made
 * new closures. The set of names is the first render's.
 */
export function useSteadyHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [steady] = useState(() => {
    const forwarding: Handlers = {};
    for (const name of Object.keys(handlers)) {
      forwarding[name] = (...args) => latest.current[name]?.(...args);
    }
    // Built from T's own names, each forwarding T's own handler with its arguments.
    return forwarding as T;
  });
  return steady;
}
