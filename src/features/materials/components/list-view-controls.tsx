import { useId } from 'react';
import {
  SORT_CHOICES,
  TYPE_FILTER_LABELS,
  type ListView,
  type TypeFilter,
} from '../list/arrange-records';
import { fieldClass } from '../../../ui/field-styles';

const select = `${fieldClass} text-sm`;

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
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
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
      <div className="flex items-center gap-2">
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
