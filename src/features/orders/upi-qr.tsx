import { useEffect, useState } from 'react';

/** The dark modules of a QR code as one SVG path, a run of modules per rectangle. */
function modulesPath(rows: readonly (readonly boolean[])[]): string {
  let path = '';
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (row[x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return path;
}

interface Drawn {
  text: string;
  size: number;
  path: string;
}

/**
 * A QR code of `text`, drawn as SVG in the page (no image request, so the CSP stays as it is). The
 * encoder (`uqr`, a few kB) loads with the first QR code shown, never with the rest of the shop.
 * The code is always dark on white with a four-module quiet zone, in either theme, as scanners
 * need.
 */
export function UpiQr({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('uqr')
      .then(({ encode }) => {
        const { size, data } = encode(text, { ecc: 'M', border: 4 });
        if (current) setDrawn({ text, size, path: modulesPath(data) });
      })
      .catch((error: unknown) => {
        console.warn('The QR code could not be drawn.', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn?.text !== text) {
    return (
      <div className="upi-qr upi-qr--pending" role="img" aria-label={failed ? `${label} could not be drawn` : `${label} (drawing…)`}>
        {failed ? 'The QR code could not be drawn here. Use “Pay with a UPI app” or the UPI ID instead.' : 'Drawing the QR code…'}
      </div>
    );
  }
  return (
    <svg className="upi-qr" role="img" aria-label={label} viewBox={`0 0 ${drawn.size} ${drawn.size}`} shapeRendering="crispEdges">
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
