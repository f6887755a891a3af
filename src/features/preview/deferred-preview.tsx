import { deferredComponent } from '../../ui/deferred-component';
import { NotLoadedDialog } from '../../ui/not-loaded-dialog';
import type { FilePreviewDialogProps } from './file-preview-dialog';
import { previewMessages } from './preview-type';

function PreviewNotLoaded({ record, onClose }: FilePreviewDialogProps) {
  return (
    <NotLoadedDialog
      title={record.fileName}
      message={previewMessages.notLoaded}
      onClose={onClose}
    />
  );
}

/**
 * The in-app viewer, for every list and the dashboard. Its code (and pdf.js behind it) loads
 * when a student first previews a file, and the dialog opens the moment it is in.
 */
export const FilePreviewDialog = deferredComponent(
  () => import('./file-preview-dialog').then((m) => m.FilePreviewDialog),
  { Failed: PreviewNotLoaded },
);
