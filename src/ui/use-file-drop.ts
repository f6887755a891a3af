import { useCallback, useRef, useState, type DragEvent } from 'react';

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

/**
 * A drop zone for files: the props its element spreads, and whether files are being dragged over
 * it. Only files are taken (dragged text or links are ignored), and nothing is filtered here: the
 * caller checks what it accepts, so a refused file gets its message instead of vanishing.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [isDragActive, setDragActive] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses: count them to know when it left.
  const depth = useRef(0);

  const onDragEnter = useCallback(
    (event: DragEvent) => {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragActive(true);
    },
    [disabled],
  );
  const onDragOver = useCallback(
    (event: DragEvent) => {
      if (disabled || !carriesFiles(event)) return;
      // Without this the browser would open the file itself instead of dropping it here.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    [disabled],
  );
  const onDragLeave = useCallback(() => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragActive(false);
  }, []);
  const onDrop = useCallback(
    (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragActive(false);
      if (!disabled) onFiles(Array.from(event.dataTransfer.files));
    },
    [disabled, onFiles],
  );

  return { isDragActive, dropProps: { onDragEnter, onDragOver, onDragLeave, onDrop } };
}
