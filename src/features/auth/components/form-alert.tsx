import { Alert, type AlertTone } from '../../../ui/alert';

/** The message above a form's fields (an error unless told otherwise); nothing while there is none. */
export function FormAlert({
  text,
  tone = 'error',
}: {
  text: string | undefined;
  tone?: AlertTone;
}) {
  if (!text) return null;
  return (
    <div className="mb-4">
      <Alert tone={tone}>{text}</Alert>
    </div>
  );
}
