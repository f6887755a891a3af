import { LoaderCircle } from 'lucide-react';
import { useUploadActivity } from '../../library/upload-activity';

/**
 * The navigation bar's sign that an upload runs, whichever screen the student is on. On a phone
 * the bar has room for the spinner only (the count would push the profile button off a 320 px
 * screen); the words stay for screen readers, and the upload screen shows each file's progress.
 */
export function UploadIndicator() {
  const activities = useUploadActivity();
  if (activities.length === 0) return null;
  const done = activities.reduce((sum, activity) => sum + activity.done, 0);
  const total = activities.reduce((sum, activity) => sum + activity.total, 0);
  const text = `Uploading ${Math.min(done + 1, total)} of ${total}`;
  return (
    <p
      role="status"
      className="flex items-center gap-1.5 rounded-full bg-primary-soft p-2 text-sm font-medium whitespace-nowrap text-primary-ink sm:px-3 sm:py-1"
    >
      <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
      <span className="sr-only sm:not-sr-only">
        {text}
        <span className="sr-only"> files</span>
      </span>
    </p>
  );
}
