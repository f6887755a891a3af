import { CloudUpload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useFileDrop } from '../../../ui/use-file-drop';
import { handFilesTo } from '../handed-files';

/**
 * An area files can be dropped on from the desktop, though it is not an upload screen: a drop
 * opens the upload screen at `to` with the files chosen there, to be checked and uploaded with
 * its button as usual. While files are dragged over it, it says where they will go.
 */
export function DropToUpload({
  to,
  place,
  children,
}: {
  to: string;
  /** Where the files go, as the student knows it: "Notes · DSA". */
  place: string;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  const { isDragActive, dropProps } = useFileDrop((files) => {
    if (files.length === 0) return;
    handFilesTo(to, files);
    navigate(to);
  });
  return (
    <div {...dropProps} className="relative">
      {children}
      {isDragActive && (
        <div className="pointer-events-none absolute inset-0 flex items-start justify-center rounded-card border-2 border-dashed border-primary-ink bg-primary-soft/90 pt-16">
          <p role="status" className="flex items-center gap-2 font-semibold text-primary-ink">
            <CloudUpload aria-hidden="true" className="h-6 w-6" />
            Drop to upload to {place}
          </p>
        </div>
      )}
    </div>
  );
}
