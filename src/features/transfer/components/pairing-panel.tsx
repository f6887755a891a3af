import { useEffect, useState } from 'react';
import { buttonClass } from '../../../ui/button-styles';
import { paths } from '../../../config/paths';
import { CODE_PARAM, spacedCode } from '../pairing-code';
import { transferTexts } from '../transfer-texts';
import { PairingQr } from './pairing-qr';

function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The code to type on the other device, the same as a QR code, and the minutes it has left; once
 * it has expired, or a device spent it on a failed try, a way to a new one.
 */
export function PairingPanel({
  code,
  expiresAt,
  spent,
  onCancel,
  onNewCode,
}: {
  code: string;
  expiresAt: number;
  spent: boolean;
  onCancel: () => void;
  onNewCode: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const expired = now > expiresAt || spent;
  const receiveUrl = `${location.origin}${paths.receive.href()}?${CODE_PARAM}=${code}`;

  return (
    <section aria-labelledby="pairing-heading" className="mt-2">
      <h2 id="pairing-heading" className="text-xl font-semibold text-ink">
        Pairing code
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-6">
        <p
          className={`font-mono text-4xl font-bold tracking-widest ${expired ? 'text-ink-muted line-through' : 'text-ink'}`}
          aria-label={`Pairing code ${code.split('').join(' ')}`}
        >
          {spacedCode(code)}
        </p>
        {!expired && <PairingQr text={receiveUrl} label="The pairing code as a QR code" />}
      </div>
      {expired ? (
        <p
          className={`mt-3 ${spent ? 'text-danger-ink' : 'text-ink'}`}
          role={spent ? 'alert' : 'status'}
        >
          {spent ? transferTexts.codeSpent : transferTexts.expiredHere}
        </p>
      ) : (
        <>
          <p className="mt-3 text-ink-soft">
            On your other device, sign in to StudyShelf as you, choose Receive from another device
            and type this code, or scan the QR code with the phone&apos;s camera.
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            The code works once, for {timeLeft(expiresAt - now)} more. Waiting for your other
            device…
          </p>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {expired && (
          <button type="button" className={buttonClass('primary')} onClick={onNewCode}>
            Show a new code
          </button>
        )}
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
