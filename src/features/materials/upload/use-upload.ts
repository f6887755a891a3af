import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import type { KindSettings, MaterialScope } from '../kinds/kind-settings';
import { holdFeedback } from './held-feedback';
import { queuedProgress, startedProgress } from './progress';
import { prepareSave } from '../material-storage';
import { prefetchStorageInfo } from './storage-estimate';
import { storeSelection } from './store-selection';
import { isSameFile, pickFiles, selectionProblem } from './validate-selection';

export interface SelectedFile {
  key: string;
  file: File;
  /** 0-100 while an upload runs, null before. */
  progress: number | null;
}

export interface UploadNotice {
  tone: 'error' | 'success';
  text: string;
}

/** Shown only if a signed-out visitor reaches an upload panel (the routes redirect them first). */
export const SIGN_IN_TO_UPLOAD = 'Please sign in to upload files.';

/**
 * The state of one upload panel, for every kind: the selection, per-file progress, the busy
 * flag and the message to show. The component supplies picked files; this hook decides.
 */
export function useUpload(settings: KindSettings, scope: MaterialScope) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  // The ref guards against a second click landing before React re-renders with busy=true.
  const busyRef = useRef(false);
  const nextKey = useRef(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const addFiles = useCallback(
    (picked: readonly File[]) => {
      if (busyRef.current) return;
      const { accepted, refusals } = pickFiles(picked, settings);
      const fresh = accepted.map((file) => ({ key: `file-${nextKey.current++}`, file, progress: null }));
      setFiles((previous) => [
        ...previous,
        ...fresh.filter(({ file }) => !previous.some((kept) => isSameFile(kept.file, file))),
      ]);
      setNotice(refusals.length > 0 ? { tone: 'error', text: refusals.join('\n') } : null);
      if (accepted.length > 0) prefetchStorageInfo();
      // The store readies large files while the student looks at the selection (see prepareSave).
      const layout = settings.layout(scope);
      for (const file of accepted) prepareSave(file, layout);
    },
    [settings, scope],
  );

  const removeFile = useCallback((key: string) => {
    if (busyRef.current) return;
    setFiles((previous) => previous.filter((selected) => selected.key !== key));
  }, []);

  const setProgress = useCallback((key: string, percent: number) => {
    setFiles((previous) => {
      const target = previous.find((selected) => selected.key === key);
      // Never backwards (a late progress event must not undo a later milestone), and no new
      // state when nothing moves: every re-render during a write delays its commit.
      if (!target || (target.progress ?? 0) >= percent) return previous;
      return previous.map((selected) => (selected === target ? { ...selected, progress: percent } : selected));
    });
  }, []);

  const upload = useCallback(async () => {
    if (busyRef.current) return;
    const problem = selectionProblem(
      files.map((selected) => selected.file),
      settings,
    );
    if (problem) {
      setNotice({ tone: 'error', text: problem });
      return;
    }
    if (!user) {
      setNotice({ tone: 'error', text: SIGN_IN_TO_UPLOAD });
      return;
    }
    busyRef.current = true;
    const start = queuedProgress(settings.milestones);
    // The busy state waits until the store has the first file's bytes in hand (see holdFeedback);
    // the ref above already refuses a second click meanwhile. Not a transition: the progress
    // reports that follow are urgent updates, and each one restarted a transition's render, so a
    // short upload's busy state could be starved until the upload ended and never be shown.
    const feedback = holdFeedback({
      releaseAbove: startedProgress(settings.milestones),
      show: (reported) => {
        setBusy(true);
        setNotice(null);
        setFiles((previous) =>
          previous.map((selected) => ({ ...selected, progress: Math.max(start, reported.get(selected.key) ?? start) })),
        );
      },
      progress: setProgress,
    });

    let storedKeys: string[] = [];
    let error: string | null;
    try {
      ({ storedKeys, error } = await storeSelection({
        files,
        settings,
        scope,
        uid: user.uid,
        onProgress: feedback.report,
      }));
    } catch {
      error = settings.messages.uploadFailed;
    } finally {
      feedback.end();
    }

    busyRef.current = false;
    setBusy(false);
    // Stored files leave the selection so a retry never stores them twice.
    setFiles((previous) =>
      previous
        .filter((selected) => !storedKeys.includes(selected.key))
        .map((selected) => ({ ...selected, progress: null })),
    );
    if (error) {
      setNotice({ tone: 'error', text: error });
      return;
    }
    const success = settings.messages.success?.(storedKeys.length);
    if (success) setNotice({ tone: 'success', text: success });
    const delay = settings.upload.redirectToViewAfterMs;
    if (delay !== undefined) {
      const target = settings.routes.view(scope);
      redirectTimer.current = setTimeout(() => navigate(target), delay);
    }
  }, [files, navigate, scope, setProgress, settings, user]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return { files, busy, notice, addFiles, removeFile, upload, dismissNotice };
}
