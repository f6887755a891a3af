import { fieldClass } from '../../../ui/field-styles';
import type { ListPlace } from '../list-places';

/** A choice of one list among `places`, grouped by kind: `chosen` is an index into `places`. */
export function ListChoice({
  id,
  places,
  chosen,
  onChoose,
}: {
  id: string;
  places: readonly ListPlace[];
  chosen: number;
  onChoose: (index: number) => void;
}) {
  const kinds = [...new Set(places.map((place) => place.kind))];
  return (
    <select
      id={id}
      value={chosen}
      onChange={(event) => onChoose(Number(event.target.value))}
      className={`${fieldClass} mt-1 w-full`}
    >
      {kinds.map((kind) => (
        <optgroup key={kind.kind} label={kind.label}>
          {places.map((place, index) =>
            place.kind === kind ? (
              <option key={place.label} value={index}>
                {place.label}
              </option>
            ) : null,
          )}
        </optgroup>
      ))}
    </select>
  );
}
