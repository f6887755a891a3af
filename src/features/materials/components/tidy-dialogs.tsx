import { useId, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { FormDialog, TextFieldDialog } from '../../../ui/form-dialog';
import { ListChoice } from '../../library/components/list-choice';
import type { StoredFileRecord } from '../../../storage/file-store';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import {
  canMoveFrom,
  moveMessages,
  moveStoredFile,
  moveTargets,
  type FileToMove,
  type MoveTarget,
} from '../list/move-file';

/** Asks for a file's new name; `onRename` resolves to null when done, or to what went wrong. */
function RenameDialog({
  record,
  onRename,
  onClose,
}: {
  record: StoredFileRecord;
  onRename: (typed: string) => Promise<string | null>;
  onClose: () => void;
}) {
  return (
    <TextFieldDialog
      title={`Rename ${record.fileName}`}
      submitLabel="Rename"
      busyLabel="Renaming…"
      label="New name"
      initial={record.fileName}
      maxLength={300}
      onFieldFocus={(field) => {
        // The name without its extension is what a student means to change.
        const dot = field.value.lastIndexOf('.');
        field.setSelectionRange(0, dot > 0 ? dot : field.value.length);
      }}
      act={onRename}
      onClose={onClose}
    />
  );
}

/**
 * Asks which list the file goes to, of its own kind or another that takes its format; `onMove`
 * resolves to null once moved.
 */
function MoveDialog({
  records,
  targets,
  onMove,
  onClose,
}: {
  records: readonly StoredFileRecord[];
  targets: readonly MoveTarget[];
  onMove: (to: MoveTarget) => Promise<string | null>;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(0);
  const fieldId = useId();
  const target = targets[chosen];
  return (
    <FormDialog
      title={
        records.length === 1 ? `Move ${records[0]?.fileName ?? ''}` : `Move ${records.length} files`
      }
      submitLabel="Move"
      busyLabel="Moving…"
      act={() => (target ? onMove(target) : Promise.resolve(moveMessages.nowhere))}
      onClose={onClose}
    >
      {() => (
        <>
          <label htmlFor={fieldId} className="mt-4 block font-medium text-ink">
            Move to
          </label>
          <ListChoice id={fieldId} places={targets} chosen={chosen} onChoose={setChosen} />
          <p className="mt-2 text-sm text-ink-soft">
            {records.length === 1 ? 'Its' : 'Each one’s'} star, place in your recent files, where
            you left off and highlights go with it.
          </p>
        </>
      )}
    </FormDialog>
  );
}

type Tidying =
  | { how: 'rename'; file: StoredFileRecord }
  | { how: 'move'; files: readonly StoredFileRecord[] }
  | null;

/** The lists every one of `records` can move to (see moveTargets). */
function commonTargets(
  kinds: readonly KindSettings[],
  records: readonly StoredFileRecord[],
  kind: KindSettings,
  scope: MaterialScope,
): MoveTarget[] {
  const [first, ...rest] = records;
  if (!first) return [];
  const fits = rest.map(
    (record) =>
      new Set(
        moveTargets(kinds, { record, kind, scope }).map((t) => t.kind.layout(t.scope).listKey),
      ),
  );
  return moveTargets(kinds, { record: first, kind, scope }).filter((target) =>
    fits.every((keys) => keys.has(target.kind.layout(target.scope).listKey)),
  );
}

/** Moves each file in turn; null once all moved, else what to tell the student. */
async function moveAll(
  files: readonly FileToMove[],
  to: MoveTarget,
  uid: string,
  say: (text: string) => void,
): Promise<string | null> {
  let moved = 0;
  let last = '';
  for (const file of files) {
    const outcome = await moveStoredFile(file, to, uid);
    if (!outcome.moved) {
      if (moved > 0) say(moveMessages.movedSome(moved, to.label));
      return outcome.text;
    }
    moved += 1;
    last = outcome.text;
  }
  say(files.length === 1 ? last : moveMessages.movedSome(moved, to.label));
  return null;
}

/**
 * A list's Rename and "Move to…": which file is being tidied, its dialog, and what a move said.
 * A file moves to any list of `kinds` that takes it; `movable` is false when there is no other.
 */
export function useTidying(
  rename: (record: StoredFileRecord, typed: string) => Promise<string | null>,
  {
    kind,
    kinds,
    scope,
    uid,
  }: { kind: KindSettings; kinds: readonly KindSettings[]; scope: MaterialScope; uid: string },
): {
  rename: (record: StoredFileRecord) => void;
  move: (record: StoredFileRecord) => void;
  /** Asks where the files go, and moves them all there. */
  moveMany: (records: readonly StoredFileRecord[]) => void;
  movable: boolean;
  dialogs: ReactNode;
} {
  const [tidying, setTidying] = useState<Tidying>(null);
  const [note, setNote] = useState<string | null>(null);
  const { subject, paperType } = scope;
  // Worked out once per list, not on each of its renders; the targets, for the file chosen.
  const movable = useMemo(
    () => canMoveFrom(kinds, { kind, scope: { subject, paperType } }),
    [kinds, kind, subject, paperType],
  );
  const moving = tidying?.how === 'move' ? tidying.files : null;
  const targets = useMemo(
    () => (moving ? commonTargets(kinds, moving, kind, { subject, paperType }) : []),
    [moving, kinds, kind, subject, paperType],
  );
  const close = () => setTidying(null);
  return {
    rename: (file) => setTidying({ file, how: 'rename' }),
    move: (file) => setTidying({ files: [file], how: 'move' }),
    moveMany: (files) => setTidying({ files, how: 'move' }),
    movable,
    dialogs: (
      <>
        {note && (
          <Alert tone="success" onDismiss={() => setNote(null)}>
            {note}
          </Alert>
        )}
        {tidying?.how === 'rename' && (
          <RenameDialog
            record={tidying.file}
            onRename={(typed) => rename(tidying.file, typed)}
            onClose={close}
          />
        )}
        {tidying?.how === 'move' && (
          <MoveDialog
            records={tidying.files}
            targets={targets}
            onMove={(to) =>
              moveAll(
                tidying.files.map((record) => ({ record, kind, scope })),
                to,
                uid,
                setNote,
              )
            }
            onClose={close}
          />
        )}
      </>
    ),
  };
}
