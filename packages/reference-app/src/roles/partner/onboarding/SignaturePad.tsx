import { type PointerEvent, useRef } from 'react';

/** Props of {@link SignaturePad}. */
export interface SignaturePadProps {
  /** The pad's accessible name ("Draw your signature"). */
  label: string;
  /** Called with the drawing as a PNG data URL after each stroke. */
  onChange(dataUrl: string): void;
}

const WIDTH = 480;
const HEIGHT = 160;

/**
 * A canvas to sign on with a finger, a pen or the mouse (pointer events, so touch works); each stroke
 * hands the drawing over as a PNG data URL. Drawing needs a pointer: the signature field offers typing
 * the name or uploading an image too, for keyboard and screen reader users.
 *
 * @example
 * <SignaturePad label="Draw your signature" onChange={setSignature} />
 */
export function SignaturePad({ label, onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / (box.width || WIDTH)) * WIDTH,
      y: ((event.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT,
    };
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111111';
    }
    return ctx ?? undefined;
  };

  return (
    <canvas
      ref={canvas}
      className="signature-pad"
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
      onPointerDown={(event) => {
        const ctx = context();
        if (!ctx) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drawing.current = true;
        const { x, y } = point(event);
        if (!drawn.current) {
          // A white ground, so the signature reads on any page it is shown on.
          ctx.fillStyle = '#ffffff';
          ctx.fillRect(0, 0, WIDTH, HEIGHT);
          drawn.current = true;
        }
        ctx.beginPath();
        ctx.moveTo(x, y);
      }}
      onPointerMove={(event) => {
        if (!drawing.current) return;
        const ctx = context();
        const { x, y } = point(event);
        ctx?.lineTo(x, y);
        ctx?.stroke();
      }}
      onPointerUp={() => {
        if (!drawing.current) return;
        drawing.current = false;
        const url = canvas.current?.toDataURL('image/png');
        if (url) onChange(url);
      }}
      onPointerCancel={() => {
        drawing.current = false;
      }}
    />
  );
}
