import type { IntegrityReport } from '../../../storage/health';
import { Alert } from '../../../ui/alert';

/** What the integrity check found, and its Repair. */
export function IntegrityResult({
  integrity,
  onRepair,
  onClose,
}: {
  integrity: IntegrityReport | 'checking' | 'repaired' | null;
  onRepair: () => void;
  onClose: () => void;
}) {
  if (integrity === null || integrity === 'checking') return null;
  if (integrity === 'repaired') {
    return (
      <Alert tone="success" onDismiss={onClose}>
        Repaired: broken entries removed, files that had lost their list entry listed again, and
        leftover data cleared.
      </Alert>
    );
  }
  const { broken, orphanRecords } = integrity;
  if (broken.length === 0 && !orphanRecords) {
    return (
      <Alert tone="success" onDismiss={onClose}>
        Integrity check: every listed file is whole
        {orphanRecords === 0 ? ' and no leftover data remains' : ''}.
      </Alert>
    );
  }
  return (
    <Alert tone="info" onDismiss={onClose}>
      <p>
        Integrity check: {broken.length}{' '}
        {broken.length === 1 ? 'entry has lost its bytes' : 'entries have lost their bytes'}
        {orphanRecords
          ? `, and ${orphanRecords} stored ${orphanRecords === 1 ? 'record belongs' : 'records belong'} to no list`
          : ''}
        .
      </p>
      {broken.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {broken.map(({ listKey, record }) => (
            <li key={`${listKey}/${record.id}`}>{record.fileName}</li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onRepair} className="mt-2 font-semibold underline">
        Repair
      </button>
    </Alert>
  );
}
