import { FolderSync } from 'lucide-react';
import { buttonClass } from '../../../ui/button-styles';
import { formatUploadDate } from '../../../shared/format-date';
import { useFolderBackup, type FolderBackupState } from '../folder/use-folder-backup';

function stateText(state: FolderBackupState): string {
  switch (state.step) {
    case 'unsupported':
      return '';
    case 'off':
      return 'Choose a folder on this computer, and StudyShelf backs your library up there after every change.';
    case 'needs-permission':
      return `The browser asks again before StudyShelf writes to “${state.folder}”.`;
    case 'on':
      if (state.writing) return `Backing up to “${state.folder}”…`;
      if (state.failed)
        return `The last backup to “${state.folder}” could not be written. It is tried again after the next change.`;
      return state.at
        ? `Backs up to “${state.folder}” after every change. Last written ${formatUploadDate(state.at)}.`
        : `Backs up to “${state.folder}” after every change.`;
  }
}

/** The automatic backup to a folder, where the browser can write to one (Chromium on a computer). */
export function FolderBackupLine() {
  const { state, choose, allow, stop } = useFolderBackup();
  if (state.step === 'unsupported') return null;
  return (
    <div className="flex flex-wrap items-start gap-3 text-sm">
      <FolderSync aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary-ink" />
      <dl className="min-w-0 flex-1">
        <dt className="font-medium text-ink">Automatic backup</dt>
        <dd className="text-ink-soft" aria-live="polite">
          {stateText(state)}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {state.step === 'off' && (
          <button type="button" onClick={() => void choose()} className={buttonClass('outline')}>
            Choose a backup folder
          </button>
        )}
        {state.step === 'needs-permission' && (
          <button type="button" onClick={() => void allow()} className={buttonClass('outline')}>
            Allow backups to “{state.folder}”
          </button>
        )}
        {state.step !== 'off' && (
          <button type="button" onClick={() => void stop()} className={buttonClass('secondary')}>
            Stop automatic backup
          </button>
        )}
      </div>
    </div>
  );
}
