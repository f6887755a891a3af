import { useId } from 'react';
import {
  SORT_CHOICES,
  TYPE_FILTER_LABELS,
  type ListView,
  type TypeFilter,
} from '../list/arrange-records';
import { fieldClass } from '../../../ui/field-styles';

const select = `${fieldClass} w-full text-sm sm:w-auto`;
// On a phone the two sit side by side, each label above its select, to keep the list in view.
const choice = 'flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2';

/** "Sort by" and "File type" of one list: native selects, so every device's own picker works. */
export function ListViewControls({
  view,
  onChange,
}: {
  view: ListView;
  onChange: (view: ListView) => void;
}) {
  const id = useId();
  const sortValue = `${view.sort}-${view.direction}`;
  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-wrap sm:items-center sm:gap-x-4 sm:gap-y-2">
      <div className={choice}>
        <label htmlFor={`${id}-sort`} className="text-sm font-medium text-ink-soft">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={sortValue}
          onChange={(event) => {
            const choice = SORT_CHOICES.find(
              ({ sort, direction }) => `${sort}-${direction}` === event.target.value,
            );
            if (choice) onChange({ ...view, sort: choice.sort, direction: choice.direction });
          }}
          className={select}
        >
          {SORT_CHOICES.map(({ sort, direction, label }) => (
            <option key={`${sort}-${direction}`} value={`${sort}-${direction}`}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={choice}>
        <label htmlFor={`${id}-type`} className="text-sm font-medium text-ink-soft">
          File type
        </label>
        <select
          id={`${id}-type`}
          value={view.type}
          onChange={(event) => onChange({ ...view, type: event.target.value as TypeFilter })}
          className={select}
        >
          {Object.entries(TYPE_FILTER_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
