import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FEEDBACK_MS, holdFeedback } from './held-feedback';

function setUp() {
  const show = vi.fn<(reported: ReadonlyMap<string, number>) => void>();
  const progress = vi.fn<(key: string, percent: number) => void>();
  const feedback = holdFeedback({ releaseAbove: 20, show, progress });
  const shownWith = () => Object.fromEntries(show.mock.calls[0]?.[0] ?? []);
  return { show, progress, feedback, shownWith };
}

describe('held upload feedback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the milestones up to started, then shows them all with the first report past it', () => {
    const { show, progress, feedback, shownWith } = setUp();
    feedback.report('a', 0);
    feedback.report('a', 20);
    expect(show).not.toHaveBeenCalled();
    feedback.report('a', 80);
    expect(show).toHaveBeenCalledTimes(1);
    expect(shownWith()).toEqual({ a: 80 });
    feedback.report('a', 100);
    expect(progress).toHaveBeenCalledWith('a', 100);
  });

  it('shows the busy state after FIRST_FEEDBACK_MS when the store is slow to report', () => {
    const { show, progress, feedback, shownWith } = setUp();
    feedback.report('a', 20);
    feedback.report('b', 0);
    vi.advanceTimersByTime(FIRST_FEEDBACK_MS - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shownWith()).toEqual({ a: 20, b: 0 });
    feedback.report('a', 40);
    expect(progress).toHaveBeenCalledWith('a', 40);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('never moves a held file back', () => {
    const { feedback, shownWith } = setUp();
    feedback.report('a', 20);
    feedback.report('a', 0);
    vi.advanceTimersByTime(FIRST_FEEDBACK_MS);
    expect(shownWith()).toEqual({ a: 20 });
  });

  it('shows nothing for an upload that ended while held', () => {
    const { show, progress, feedback } = setUp();
    feedback.report('a', 20);
    feedback.end();
    vi.advanceTimersByTime(FIRST_FEEDBACK_MS * 2);
    feedback.report('a', 100);
    expect(show).not.toHaveBeenCalled();
    expect(progress).not.toHaveBeenCalled();
  });
});
