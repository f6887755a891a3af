import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../../session/auth-context';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { beginUploadActivity, useUploadActivity } from '../../library/upload-activity';
import { uploadFiles, type UploadOutcome } from './upload-files';
import { useDuplicateQuestion } from './use-duplicate-question';
import { useUploadProgress } from './use-upload-progress';
import { isSameFile, pickFiles } from './validate-selection';

export interface SelectedFile {
  key: string;
  file: File;
  /** 0-100 while an upload runs, null before. */
  progress: number | null;
}

/** Said when the student cancels; what was stored before stays. */
export function cancelledText(stored: number): string {
  return stored === 0
    ? 'Upload cancelled. Nothing was stored.'
    : `Upload cancelled. ${stored} ${stored === 1 ? 'file was' : 'files were'} stored before it stopped.`;
}

export interface UploadNotice {
  tone: 'error' | 'success';
  text: string;
}

/**
 * The state of one upload panel, for every kind: the selection, per-file progress, the busy
 * flag and the message to show. The component supplies picked files; uploadFiles decides.
 */
export function useUpload(settings: KindSettings, scope: MaterialScope) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const { duplicate, ask: askDuplicate } = useDuplicateQuestion();
  const progress = useUploadProgress(setFiles);
  const controller = useRef<AbortController | null>(null);
  // The ref guards against a second click landing before React re-renders with busy=true.
  const busyRef = useRef(false);
  const nextKey = useRef(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // An upload outlives its screen: once the student has gone elsewhere, it must not pull them back.
  const onScreen = useRef(true);
  const listKey = settings.layout(scope).listKey;
  const elsewhere = useUploadActivity().some((activity) => activity.listKey === listKey);

  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
      clearTimeout(redirectTimer.current);
    };
  }, []);

  const addFiles = useCallback(
    (picked: readonly File[]) => {
      if (busyRef.current) return;
      const { accepted, refusals } = pickFiles(picked, settings);
      const fresh = accepted.map((file) => ({
        key: `file-${nextKey.current++}`,
        file,
        progress: null,
      }));
      setFiles((previous) => [
        ...previous,
        ...fresh.filter(({ file }) => !previous.some((kept) => isSameFile(kept.file, file))),
      ]);
      setNotice(refusals.length > 0 ? { tone: 'error', text: refusals.join('\n') } : null);
    },
    [settings],
  );

  const removeFile = useCallback((key: string) => {
    if (busyRef.current) return;
    setFiles((previous) => previous.filter((selected) => selected.key !== key));
  }, []);

  const upload = useCallback(async () => {
    // An upload to this list already runs (started before this screen was left and reopened).
    if (busyRef.current || elsewhere) return;
    busyRef.current = true;
    const activity = beginUploadActivity(listKey, files.length);
    controller.current = new AbortController();
    const { storedKeys, skippedKeys, error, cancelled } = await uploadFiles({
      files,
      settings,
      scope,
      uid: user?.uid,
      onStart: (keys) => {
        setBusy(true);
        setNotice(null);
        progress.begin(files, keys, settings.milestones);
      },
      signal: controller.current.signal,
      onProgress: progress.setProgress,
      onFileStored: activity.fileDone,
      askDuplicate,
    })
      .catch((): UploadOutcome => ({ storedKeys: [], error: settings.messages.uploadFailed }))
      .finally(activity.end);
    busyRef.current = false;
    controller.current = null;
    if (!onScreen.current) return;
    setBusy(false);
    progress.end();
    // Stored files leave the selection so a retry never stores them twice; skipped ones too.
    const gone = [...storedKeys, ...(skippedKeys ?? [])];
    setFiles((previous) =>
      previous
        .filter((selected) => !gone.includes(selected.key))
        .map((selected) => ({ ...selected, progress: null })),
    );
    if (error) {
      setNotice({ tone: 'error', text: error });
      return;
    }
    if (cancelled) {
      setNotice({ tone: 'success', text: cancelledText(storedKeys.length) });
      return;
    }
    const success = settings.messages.success?.(storedKeys.length);
    if (success) setNotice({ tone: 'success', text: success });
    const delay = settings.upload.redirectToViewAfterMs;
    if (delay !== undefined) {
      const target = settings.routes.view(scope);
      redirectTimer.current = setTimeout(() => navigate(target), delay);
    }
  }, [askDuplicate, elsewhere, files, listKey, navigate, progress, scope, settings, user]);

  const dismissNotice = useCallback(() => setNotice(null), []);
  /** Stops the upload: the file being saved leaves nothing behind, those before it stay. */
  const cancel = useCallback(() => controller.current?.abort(), []);

  return {
    files,
    busy: busy || elsewhere,
    notice,
    duplicate,
    overall: progress.overall,
    cancel,
    addFiles,
    removeFile,
    upload,
    dismissNotice,
  };
}
