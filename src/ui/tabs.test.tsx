import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { key: 'a', label: 'Semester 1', content: <a href="#first">first panel</a> },
  { key: 'b', label: 'Semester 2', content: <p>second panel</p> },
  { key: 'c', label: 'Semester 3', content: <p>third panel</p> },
];

describe('Tabs', () => {
  it('selects the first tab and shows only its panel, labelled by the tab', () => {
    render(<Tabs label="Semesters" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Semesters' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Semester 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Semester 2' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Semester 1' });
    expect(panel).toHaveTextContent('first panel');
    expect(screen.queryByText('second panel')).not.toBeVisible();
    expect(screen.getByRole('tab', { name: 'Semester 1' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
  });

  it('keeps one tab stop and moves with arrows, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Semesters" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Semester 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Semester 2' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Semester 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Semester 2' })).toHaveTextContent('second panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Semester 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Semester 1' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Semester 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Semester 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Tab leaves the list for the panel's first control: the other tabs are not tab stops.
    await user.tab();
    expect(screen.getByRole('link', { name: 'first panel' })).toHaveFocus();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Semesters" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Semester 3' }));
    expect(screen.getByRole('tabpanel', { name: 'Semester 3' })).toHaveTextContent('third panel');
  });
});
