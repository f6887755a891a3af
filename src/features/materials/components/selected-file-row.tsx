import { X } from 'lucide-react';
import { formatSize } from '../../../shared/format-size';
import type { SelectedFile } from '../upload/use-upload';
import { FileIcon } from '../../library/components/file-icon';
import { ProgressBar } from './progress-bar';
import { buttonClass } from '../../../ui/button-styles';

/** One picked file: name and size, its progress once the upload runs, and a remove button. */
export function SelectedFileRow({
  selected,
  disabled,
  onRemove,
}: {
  selected: SelectedFile;
  disabled: boolean;
  onRemove: (key: string) => void;
}) {
  const { file, progress } = selected;
  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex items-center gap-3">
        <FileIcon fileName={file.name} className="h-5 w-5 shrink-0" />
        <span className="min-w-0 flex-1 truncate font-medium text-ink" title={file.name}>
          {file.name}
        </span>
        <span className="shrink-0 text-sm text-ink-muted">{formatSize(file.size)}</span>
        <button
          type="button"
          onClick={() => onRemove(selected.key)}
          disabled={disabled}
          aria-label={`Remove ${file.name}`}
          className={buttonClass('ghost-danger', 'icon')}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {progress !== null && (
        <ProgressBar value={progress} label={`Upload progress of ${file.name}`} />
      )}
    </li>
  );
}
