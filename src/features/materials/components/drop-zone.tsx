import { CloudUpload } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { useFileDrop } from '../../../ui/use-file-drop';

/**
 * Where files are dropped or picked. The picker's `accept` only suggests: useUpload checks every
 * file's extension, and a refused file gets its message instead of vanishing.
 */
export function DropZone({
  extensions,
  limits,
  busy,
  onFiles,
}: {
  extensions: readonly string[];
  /** The kind's limits, said under the accepted formats. */
  limits: string;
  busy: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { isDragActive, dropProps } = useFileDrop(onFiles, busy);
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div
      {...dropProps}
      className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-6 py-10 text-center transition ${
        isDragActive ? 'border-primary-ink bg-primary-soft' : 'border-line-strong bg-surface'
      }`}
    >
      <input
        ref={picker}
        type="file"
        multiple
        // Out of sight and of the Tab order (Choose files opens it), but not display: none, which
        // some WebDriver implementations refuse to hand files to.
        className="sr-only"
        tabIndex={-1}
        accept={extensions.join(',')}
        aria-label="Files to upload"
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
      />
      <CloudUpload aria-hidden="true" className="h-10 w-10 text-primary-ink" />
      {/* Dragging needs a mouse or trackpad: a touch screen is only offered the picker. */}
      <p className="hidden font-medium text-ink-soft pointer-fine:block">
        {isDragActive ? 'Drop the files here' : 'Drag and drop files here, or'}
      </p>
      <button
        type="button"
        onClick={() => picker.current?.click()}
        disabled={busy}
        className={buttonClass('outline')}
      >
        Choose files
      </button>
      <p className="text-sm text-ink-muted">
        Accepted: {extensions.join(', ')}. {limits}
      </p>
    </div>
  );
}
