import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * `text` as a QR code, drawn as one SVG path of its dark modules: a phone's camera reads it
 * without the app. Dark on white in either theme, as cameras expect.
 */
export function PairingQr({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 });
    const cells: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: cells.join(''), size: qr.size };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="h-44 w-44 rounded-control bg-qr-light"
      shapeRendering="crispEdges"
    >
      <path d={path} className="fill-qr-dark" />
    </svg>
  );
}
