import { act, render, screen } from '@testing-library/react';
import { useNarrowScreen } from './use-narrow-screen';

/** A media query list the test can flip, as rotating a phone would. */
function fakeQuery(matches: boolean) {
  const target = new EventTarget();
  const list = Object.assign(target, {
    matches,
    media: '(width < 40rem)',
    flip(next: boolean) {
      list.matches = next;
      target.dispatchEvent(new Event('change'));
    },
  });
  return list;
}

describe('useNarrowScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks below the sm breakpoint and follows the screen as it changes', () => {
    const query = fakeQuery(true);
    const matchMedia = vi.fn(() => query);
    vi.stubGlobal('matchMedia', matchMedia);
    function Probe() {
      return <p>{useNarrowScreen() ? 'phone layout' : 'laptop layout'}</p>;
    }
    render(<Probe />);
    expect(matchMedia).toHaveBeenCalledWith('(width < 40rem)');
    expect(screen.getByText('phone layout')).toBeInTheDocument();
    act(() => query.flip(false));
    expect(screen.getByText('laptop layout')).toBeInTheDocument();
  });

  it('reads as wide where the browser has no media queries', () => {
    vi.stubGlobal('matchMedia', undefined);
    function Probe() {
      return <p>{useNarrowScreen() ? 'phone layout' : 'laptop layout'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('laptop layout')).toBeInTheDocument();
  });
});
