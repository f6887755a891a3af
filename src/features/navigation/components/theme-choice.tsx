import { useId } from 'react';
import type { ThemeChoice as Choice } from '../../../storage/theme-store';
import { segmentedOption, segmentedTrack } from '../../../ui/segmented';
import { useThemeChoice } from '../use-theme-choice';

const OPTIONS: readonly { value: Choice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/**
 * The theme picker of the profile menu: three radios (arrow keys move between them, as in any
 * radio group), drawn like the semester tabs.
 */
export function ThemeChoice() {
  const { choice, choose } = useThemeChoice();
  const name = useId();
  return (
    // min-w-0: a fieldset is as wide as its content by default, and would spill out of the menu.
    <fieldset className="min-w-0 px-3 py-2">
      <legend className="mb-2 text-sm font-medium text-ink-soft">Theme</legend>
      <div className={`${segmentedTrack} w-full`}>
        {OPTIONS.map(({ value, label }) => (
          <label
            key={value}
            className={`${segmentedOption(choice === value, true)} flex min-w-0 cursor-pointer items-center justify-center has-focus-visible:focus-ring`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
