import { renderHook } from '@testing-library/react';
import { useSteadyHandlers } from './use-steady-handlers';

describe('useSteadyHandlers', () => {
  it('keeps one identity across renders and calls the latest render’s handler', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ word }) => useSteadyHandlers({ say: (name: string) => calls.push(`${word} ${name}`) }),
      { initialProps: { word: 'hello' } },
    );
    const first = result.current;
    first.say('Asha');
    rerender({ word: 'goodbye' });
    expect(result.current).toBe(first);
    expect(result.current.say).toBe(first.say);
    first.say('Ravi');
    expect(calls).toEqual(['hello Asha', 'goodbye Ravi']);
  });
});
