import { useEffect } from 'react';
import { Link } from 'wouter';
import { takeHandedFiles } from '../../library/handed-files';
import { Alert } from '../../../ui/alert';
import { useStuckEdge } from '../../../ui/use-stuck-edge';
import { formatSize } from '../../../shared/format-size';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { useUpload } from '../upload/use-upload';
import { FILE_STORE_UNAVAILABLE } from '../../library/unavailable-message';
import { useFileStoreAvailable } from '../upload/use-file-store-availability';
import { DropZone } from './drop-zone';
import { DuplicateDialog } from './duplicate-dialog';
import { ProgressBar } from './progress-bar';
import { SelectedFileRow } from './selected-file-row';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { useNarrowScreen } from '../../../ui/use-narrow-screen';
import { useHomeScreenNotice } from '../../library/keeping/use-home-screen-notice';
import { HomeScreenFirst } from '../../library/components/home-screen-first';

/** '45 s', '3 min': how long an upload has left, to the nearest the student needs. */
function timeLeftText(seconds: number): string {
  return seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/**
 * Upload for every kind. In an iPhone or iPad browser tab, how to add StudyShelf to the Home Screen
 * comes first: files kept in the tab are erased after 7 days without a visit.
 */
export function UploadPanel({ settings, scope }: { settings: KindSettings; scope: MaterialScope }) {
  const homeScreen = useHomeScreenNotice();
  if (homeScreen.show) return <HomeScreenFirst onAccept={homeScreen.accept} />;
  return <UploadForm settings={settings} scope={scope} />;
}

/** Drop zone, picker, selected files with progress, the upload button. */
function UploadForm({ settings, scope }: { settings: KindSettings; scope: MaterialScope }) {
  const {
    files,
    busy,
    notice,
    duplicate,
    overall,
    cancel,
    addFiles,
    removeFile,
    upload,
    dismissNotice,
  } = useUpload(settings, scope);
  const foot = useStuckEdge<HTMLDivElement>('bottom');
  // Files dropped on the list this screen was opened from.
  useEffect(() => {
    const handed = takeHandedFiles(settings.routes.upload(scope));
    if (handed.length > 0) addFiles(handed);
    // Once, as the screen opens: the hand-over is for this arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const limits =
    `Up to ${formatSize(settings.maxFileBytes)} per file` +
    (settings.maxTotalBytes !== undefined
      ? `, ${formatSize(settings.maxTotalBytes)} per upload.`
      : '.');
  const showViewLink = !settings.upload.viewLinkOnlyWhenEmpty || files.length === 0;
  const narrow = useNarrowScreen();
  const fileStoreAvailable = useFileStoreAvailable();
  const viewLink = (
    <Link
      to={settings.routes.view(scope)}
      className="inline-flex items-center rounded-control font-medium text-primary-ink underline-offset-2 hover:underline"
    >
      {settings.upload.viewLinkLabel}
    </Link>
  );

  return (
    <section aria-label="File upload" className="space-y-6">
      {!fileStoreAvailable && <Alert tone="error">{FILE_STORE_UNAVAILABLE}</Alert>}
      {notice && (
        <Alert tone={notice.tone} onDismiss={dismissNotice}>
          {notice.text}
        </Alert>
      )}

      <DropZone extensions={settings.extensions} limits={limits} busy={busy} onFiles={addFiles} />

      {overall && (
        <div className={`${cardClass} p-4`}>
          <ProgressBar
            value={overall.totalBytes > 0 ? (overall.storedBytes / overall.totalBytes) * 100 : 0}
            label="Overall progress"
            showPercent={false}
          />
          <p className="mt-2 text-sm text-ink-soft tabular-nums">
            {formatSize(overall.storedBytes)} of {formatSize(overall.totalBytes)} stored
            {overall.secondsLeft !== null && ` · about ${timeLeftText(overall.secondsLeft)} left`}
          </p>
        </div>
      )}

      {files.length > 0 && (
        <div>
          <h2 className="mb-2 text-lg font-semibold text-ink">Selected files ({files.length})</h2>
          <ul aria-label="Selected files" className={`${cardClass} divide-y divide-line`}>
            {files.map((selected) => (
              <SelectedFileRow
                key={selected.key}
                selected={selected}
                disabled={busy}
                onRemove={removeFile}
              />
            ))}
          </ul>
        </div>
      )}

      {/* The button stays at the foot of the screen, however long the selection and whatever
          message stands above it: after an error the student tries again without looking for it. */}
      <div
        ref={foot}
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-canvas/95 px-4 py-3 sm:mx-0 sm:gap-4 sm:px-0"
      >
        {/* aria-disabled, not disabled: the browser takes focus away from a disabled button, and a
            keyboard student who pressed it would be dropped to the start of the page. useUpload
            ignores presses while busy. */}
        <button
          type="button"
          onClick={() => void upload()}
          aria-disabled={busy || undefined}
          className={buttonClass('primary', 'lg')}
        >
          {busy ? 'Uploading files...' : settings.upload.buttonLabel}
        </button>
        {overall && (
          <button type="button" onClick={cancel} className={buttonClass('secondary', 'lg')}>
            {/* Beside "Uploading files..." on a phone, "Cancel" says enough; its name stays whole. */}
            <span>
              Cancel<span className="sr-only sm:not-sr-only"> upload</span>
            </span>
          </button>
        )}
        {showViewLink && !narrow && viewLink}
      </div>
      {/* On a phone the link sits below the bar, so the bar stays one row of buttons tall. */}
      {showViewLink && narrow && viewLink}
      {duplicate && <DuplicateDialog key={duplicate.fileName} question={duplicate} />}
    </section>
  );
}
