import type { ReactNode } from 'react';
import { FileViewerProvider, type RenderFileViewer } from '../features/library/file-viewer';
import { FilePreviewDialog } from '../features/preview/deferred-preview';

// The lists of every screen open their files in the preview dialog.
const renderPreview: RenderFileViewer = (props) => <FilePreviewDialog {...props} />;

/**
 * The screens that list files, with the viewer their files open in. Loaded with those screens,
 * so the first screen's own code does not carry it.
 */
export function WithFileViewer({ children }: { children: ReactNode }) {
  return <FileViewerProvider value={renderPreview}>{children}</FileViewerProvider>;
}
