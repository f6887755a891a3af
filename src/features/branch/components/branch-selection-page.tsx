import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Alert } from '../../../ui/alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { SubmitButton } from '../../../ui/submit-button';
import { useAuth } from '../../../session/auth-context';
import { BRANCHES, branchLabel } from '../branches';
import { BRANCH_REQUIRED_MESSAGE, branchErrorMessage, selectBranch } from '../select-branch';

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
  const location = useLocation();
  const navigate = useNavigate();
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
      selectBranch(selected, uidFromState(location.state) ?? user?.uid);
      setSaved(true);
    } catch (caught) {
      setError(branchErrorMessage(caught));
    }
  }

  return (
    <div className="flex justify-center px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Choose your branch</h1>
        <p className="mt-2 text-slate-700">
          Pick your academic branch to see the study materials organised for it.
        </p>
        {error && (
          <div className="mt-4">
            <Alert>{error}</Alert>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate className="mt-6">
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-slate-800">Branch</legend>
            {BRANCHES.map((branch) => (
              <label
                key={branch.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-4 hover:bg-slate-50 has-checked:border-indigo-600 has-checked:bg-indigo-50"
              >
                <input
                  type="radio"
                  name="branch"
                  id={branch.id}
                  value={branch.id}
                  checked={selected === branch.id}
                  onChange={() => setSelected(branch.id)}
                  className="h-4 w-4 accent-indigo-600"
                />
                <span className="font-medium text-slate-900">{branchLabel(branch)}</span>
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
