import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../session/auth-context';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button-styles';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { removeOwnSubject, renameOwnSubject } from '../subjects/manage-own-subjects';
import { SubjectNameDialog } from './subject-name-dialog';

type Asking = 'rename' | 'remove' | null;
type Said = { tone: 'success' | 'error'; text: string };

/** What a rename said, carried to the renamed subject's page in the navigation's state. */
function renamedText(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('renamed' in state)) return null;
  return typeof state.renamed === 'string' ? state.renamed : null;
}

/**
 * Rename and Remove for a subject the student added, on its page. A rename moves its files to
 * the new name's lists and the page follows; a removal asks first and is refused while any file
 * names the subject.
 */
export function OwnSubjectActions({
  slug,
  name,
  kinds,
}: {
  slug: string;
  name: string;
  kinds: readonly KindSettings[];
}) {
  const uid = useAuth().user?.uid ?? '';
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<Asking>(null);
  const carried = renamedText(useHistoryState());
  const [said, setSaid] = useState<Said | null>(
    carried === null ? null : { tone: 'success', text: carried },
  );
  return (
    <div className="mb-6">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => {
            setSaid(null);
            setAsking('rename');
          }}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Rename subject
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => {
            setSaid(null);
            setAsking('remove');
          }}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove subject
        </button>
      </div>
      {said && (
        <div className="mt-3">
          <Alert tone={said.tone} onDismiss={() => setSaid(null)}>
            {said.text}
          </Alert>
        </div>
      )}
      {asking === 'rename' && (
        <SubjectNameDialog
          title={`Rename ${name}`}
          submitLabel="Rename"
          busyLabel="Renaming…"
          initial={name}
          hint="Its notes, papers and books move with it, with their stars, places and highlights."
          act={async (typed) => {
            const outcome = await renameOwnSubject(slug, typed, { kinds, uid });
            if (!outcome.ok) return outcome.text;
            // The page of the new name is another page: the message goes with the navigation.
            if (outcome.slug === slug) setSaid({ tone: 'success', text: outcome.text });
            else
              navigate(paths.subject.href(outcome.slug), {
                replace: true,
                state: { renamed: outcome.text },
              });
            return null;
          }}
          onClose={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={asking === 'remove'}
        title={`Remove ${name}?`}
        message={`${name} leaves your subjects of notes, question papers and reference books. Only a subject without files can be removed.`}
        confirmLabel="Remove subject"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => {
          setAsking(null);
          const outcome = removeOwnSubject(slug, { kinds, uid });
          if (outcome.ok) navigate(paths.subjectNotes.href(), { replace: true });
          else setSaid({ tone: 'error', text: outcome.text });
        }}
        onCancel={() => setAsking(null)}
        onDismiss={() => setAsking(null)}
      />
    </div>
  );
}
