import { useId, useState } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { fieldClass } from '../../../ui/field-styles';
import { fileCountText } from '../../../shared/file-count';
import { formatSize } from '../../../shared/format-size';
import { placeText, type LibraryFile } from '../../library/library-files';
import { chosenFiles, groupsOf, type SendChoice } from '../send-choice';

const summary = (files: readonly LibraryFile[]) =>
  `${fileCountText(files.length)}, ${formatSize(files.reduce((sum, f) => sum + f.record.fileSize, 0))}`;

/** "What to send": everything, a kind, a subject's list, or files ticked one by one, with the total. */
export function ChooseFiles({
  own,
  onSend,
  busy,
}: {
  own: readonly LibraryFile[];
  onSend: (files: LibraryFile[]) => void;
  busy: boolean;
}) {
  const groups = groupsOf(own);
  const [what, setWhat] = useState<SendChoice['what']>('everything');
  const [kind, setKind] = useState(groups.kinds[0]?.value ?? '');
  const [listKey, setListKey] = useState(groups.lists[0]?.value ?? '');
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const choice: SendChoice =
    what === 'kind'
      ? { what, kind }
      : what === 'subject'
        ? { what, listKey }
        : what === 'files'
          ? { what, ids }
          : { what };
  const chosen = chosenFiles(own, choice);
  const name = useId();
  const option = (value: SendChoice['what'], label: string) => (
    <label className="flex items-center gap-2 py-1 text-ink">
      <input
        type="radio"
        name={name}
        checked={what === value}
        onChange={() => setWhat(value)}
        className="h-4 w-4 accent-primary"
      />
      {label}
    </label>
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(chosen);
      }}
    >
      <fieldset>
        <legend className="font-semibold text-ink">What to send</legend>
        {option('everything', `All your files (${summary(own)})`)}
        {option('kind', 'One kind of material')}
        {what === 'kind' && (
          <select
            aria-label="Kind of material"
            className={`${fieldClass} mb-2 ml-6`}
            value={kind}
            onChange={(event) => setKind(event.target.value)}
          >
            {groups.kinds.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
        {option('subject', 'One subject')}
        {what === 'subject' && (
          <select
            aria-label="Subject"
            className={`${fieldClass} mb-2 ml-6 max-w-64`}
            value={listKey}
            onChange={(event) => setListKey(event.target.value)}
          >
            {groups.lists.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
        {option('files', 'Files I choose')}
        {what === 'files' && (
          <ul aria-label="Your files" className="mt-1 ml-6 max-h-72 space-y-1 overflow-y-auto">
            {own.map((file) => (
              <li key={file.record.id}>
                <label className="flex items-start gap-2 text-ink">
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0 accent-primary"
                    checked={ids.has(file.record.id)}
                    onChange={(event) => {
                      const next = new Set(ids);
                      if (event.target.checked) next.add(file.record.id);
                      else next.delete(file.record.id);
                      setIds(next);
                    }}
                  />
                  <span className="min-w-0 break-words">
                    {file.record.fileName}{' '}
                    <span className="text-sm text-ink-soft">
                      {placeText(file)} · {formatSize(file.record.fileSize)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p className="mt-4 text-ink" aria-live="polite">
        To send: {summary(chosen)}
      </p>
      <button
        type="submit"
        className={`${buttonClass('primary')} mt-3`}
        disabled={busy || chosen.length === 0}
      >
        Show pairing code
      </button>
    </form>
  );
}
