import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useFileDrop } from '../../../ui/use-file-drop';
import { handFilesTo } from '../handed-files';
import { DropOverlay, type DropPlacement } from './drop-overlay';

/**
 * An area files can be dropped on from the desktop, though it is not an upload screen: a drop
 * opens the upload screen at `to` with the files chosen there, to be checked and uploaded with
 * its button as usual. While files are dragged over it, it says where they will go.
 */
export function DropToUpload({
  to,
  place,
  placement = 'area',
  children,
}: {
  to: string;
  /** Where the files go, as the student knows it: "Notes · DSA". */
  place: string;
  placement?: Exclude<DropPlacement, 'screen'>;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  const { isDragActive, dropProps } = useFileDrop((files) => {
    if (files.length === 0) return;
    handFilesTo(to, files);
    navigate(to);
  });
  return (
    <div {...dropProps} className={placement === 'card' ? 'relative h-full' : 'relative'}>
      {children}
      {isDragActive && <DropOverlay placement={placement} text={`Drop to upload to ${place}`} />}
    </div>
  );
}
