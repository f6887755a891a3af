import { LoaderCircle } from 'lucide-react';
import { useUploadActivity } from '../upload/upload-activity';

/** The navigation bar's sign that an upload runs, whichever screen the student is on. */
export function UploadIndicator() {
  const activities = useUploadActivity();
  if (activities.length === 0) return null;
  const done = activities.reduce((sum, activity) => sum + activity.done, 0);
  const total = activities.reduce((sum, activity) => sum + activity.total, 0);
  return (
    <p
      role="status"
      className="flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary-ink"
    >
      <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
      <span>
        Uploading {Math.min(done + 1, total)} of {total}
        <span className="sr-only"> files</span>
      </span>
    </p>
  );
}
