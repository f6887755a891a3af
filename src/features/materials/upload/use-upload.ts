import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../session/auth-context';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { overallProgress, type OverallProgress } from './overall-progress';
import { queuedProgress } from './progress';
import { beginUploadActivity, useUploadActivity } from '../../library/upload-activity';
import { uploadFiles, type DuplicateChoice, type UploadOutcome } from './upload-files';
import { isSameFile, pickFiles } from './validate-selection';

export interface SelectedFile {
  key: string;
  file: File;
  /** 0-100 while an upload runs, null before. */
  progress: number | null;
}

/** A file of the selection that the list already holds, waiting for the student's choice. */
export interface DuplicateQuestion {
  fileName: string;
  canReplace: boolean;
  answer: (choice: DuplicateChoice) => void;
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
  const navigate = useNavigate();
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateQuestion | null>(null);
  const [overall, setOverall] = useState<OverallProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  /** Each uploading file's size and percent, and when the upload began: the overall bar's input. */
  const tally = useRef({
    sizes: new Map<string, number>(),
    percents: new Map<string, number>(),
    startedAt: 0,
  });
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

  const setProgress = useCallback((key: string, percent: number) => {
    const { sizes, percents, startedAt } = tally.current;
    if (sizes.has(key) && percent > (percents.get(key) ?? 0)) {
      percents.set(key, percent);
      setOverall(overallProgress(sizes, percents, Date.now() - startedAt));
    }
    setFiles((previous) => {
      const target = previous.find((selected) => selected.key === key);
      // Never backwards: a late progress report must not undo a later milestone.
      if (!target || (target.progress ?? 0) >= percent) return previous;
      return previous.map((selected) =>
        selected === target ? { ...selected, progress: percent } : selected,
      );
    });
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
        const queued = queuedProgress(settings.milestones);
        tally.current = {
          sizes: new Map(
            files.filter(({ key }) => keys.includes(key)).map(({ key, file }) => [key, file.size]),
          ),
          percents: new Map(),
          startedAt: Date.now(),
        };
        setOverall(overallProgress(tally.current.sizes, tally.current.percents, 0));
        setFiles((previous) =>
          previous.map((selected) =>
            keys.includes(selected.key) ? { ...selected, progress: queued } : selected,
          ),
        );
      },
      signal: controller.current.signal,
      onProgress: setProgress,
      onFileStored: activity.fileDone,
      askDuplicate: (fileName, canReplace) =>
        new Promise<DuplicateChoice>((resolve) =>
          setDuplicate({
            fileName,
            canReplace,
            answer: (choice) => {
              setDuplicate(null);
              resolve(choice);
            },
          }),
        ),
    })
      .catch((): UploadOutcome => ({ storedKeys: [], error: settings.messages.uploadFailed }))
      .finally(activity.end);
    busyRef.current = false;
    controller.current = null;
    if (!onScreen.current) return;
    setBusy(false);
    setOverall(null);
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
  }, [elsewhere, files, listKey, navigate, scope, setProgress, settings, user]);

  const dismissNotice = useCallback(() => setNotice(null), []);
  /** Stops the upload: the file being saved leaves nothing behind, those before it stay. */
  const cancel = useCallback(() => controller.current?.abort(), []);

  return {
    files,
    busy: busy || elsewhere,
    notice,
    duplicate,
    overall,
    cancel,
    addFiles,
    removeFile,
    upload,
    dismissNotice,
  };
}
