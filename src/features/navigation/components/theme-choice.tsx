import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { ThemeChoice as Choice } from '../../../storage/theme-store';
import { segmentedOption, segmentedTrack } from '../../../ui/segmented';
import { useThemeChoice } from '../use-theme-choice';

const OPTIONS: readonly { value: Choice; label: string; icon: LucideIcon }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/**
 * The theme picker of the profile menu: three radios (arrow keys move between them, as in any
 * radio group), drawn like the semester tabs.
 */
export function ThemeChoice() {
  const { choice, choose } = useThemeChoice();
  const name = useId();
  return (
    <fieldset className="px-3 py-2">
      <legend className="mb-2 text-sm font-medium text-ink-soft">Theme</legend>
      <div className={`${segmentedTrack} w-full`}>
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={`${segmentedOption(choice === value, true)} flex cursor-pointer items-center justify-center gap-1 has-focus-visible:focus-ring`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
