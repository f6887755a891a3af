import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { paths } from '../../../config/paths';
import { Alert } from '../../../ui/alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { SubmitButton } from '../../../ui/submit-button';
import { useAuth } from '../../../session/auth-context';
import { BRANCHES, branchLabel } from '../branches';
import { BRANCH_REQUIRED_MESSAGE, branchErrorMessage, selectBranch } from '../select-branch';
import { cardClass } from '../../../ui/card-styles';

export const BRANCH_REDIRECT_MS = 500;

/** The uid sign-up passes in navigation state, if any. */
function uidFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('uid' in state)) return undefined;
  const { uid } = state as { uid: unknown };
  return typeof uid === 'string' && uid ? uid : undefined;
}

export function BranchSelectionPage() {
  useDocumentTitle('Choose your branch');
  const { user } = useAuth();
  const state: unknown = useHistoryState();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(paths.dashboard.href()), BRANCH_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) {
      setError(BRANCH_REQUIRED_MESSAGE);
      return;
    }
    setError('');
    try {
      selectBranch(selected, uidFromState(state) ?? user?.uid);
      setSaved(true);
    } catch (caught) {
      setError(branchErrorMessage(caught));
    }
  }

  return (
    <div className="flex justify-center px-4 py-12">
      <div className={`${cardClass} w-full max-w-lg p-8`}>
        <h1 className="text-2xl font-bold text-ink">Choose your branch</h1>
        <p className="mt-2 text-ink-soft">
          Pick your academic branch to see the study materials organised for it.
        </p>
        {error && (
          <div className="mt-4">
            <Alert>{error}</Alert>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate className="mt-6">
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-ink-soft">Branch</legend>
            {BRANCHES.map((branch) => (
              <label
                key={branch.id}
                className="flex cursor-pointer items-center gap-3 rounded-control border border-line-strong p-4 hover:bg-sunken has-checked:border-primary-ink has-checked:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="branch"
                  id={branch.id}
                  value={branch.id}
                  checked={selected === branch.id}
                  onChange={() => setSelected(branch.id)}
                  className="h-4 w-4 accent-primary"
                />
                <span className="font-medium text-ink">{branchLabel(branch)}</span>
              </label>
            ))}
          </fieldset>
          <div className="mt-6">
            <SubmitButton busy={saved} label="Continue" busyLabel="Saving..." />
          </div>
        </form>
      </div>
    </div>
  );
}
