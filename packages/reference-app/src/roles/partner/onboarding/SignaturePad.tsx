import { useMediaUpload } from '@marketplace/react-hooks';
import { type PointerEvent, useRef, useState } from 'react';

/** Props of {@link SignaturePad}. */
export interface SignaturePadProps {
  /** The pad's accessible name ("Your signature: sign here"). */
  label: string;
  /** Called with the drawing's hosted URL once it is uploaded. */
  onChange(url: string): void;
}

type Sending =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'failed'; message: string };

const WIDTH = 480;
const HEIGHT = 160;

/** The canvas's drawing as a PNG file, ready for the media upload. */
function drawingOf(canvas: HTMLCanvasElement): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], 'signature.png', { type: 'image/png' }));
      else reject(new Error('the drawing could not be read'));
    }, 'image/png');
  });
}

/**
 * A canvas to sign on with a finger, a pen or the mouse (pointer events, so touch works), in as many
 * strokes as the signature takes; "Use this signature" sends the drawing (a PNG) through the app's one
 * media upload (`useMediaUpload`, purpose `signature`) with its progress, and hands over the hosted URL;
 * a failed upload says why and can be tried again, "Clear the pad" starts over. Drawing needs a pointer:
 * the signature field offers typing the name or uploading an image too, for keyboard and screen reader
 * users.
 *
 * @example
 * <SignaturePad label="Your signature: sign here" onChange={setSignatureUrl} />
 */
export function SignaturePad({ label, onChange }: SignaturePadProps) {
  const { upload } = useMediaUpload();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const uploading = sending.state === 'uploading';

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

  const send = async () => {
    if (!canvas.current || !drawn || uploading) return;
    setSending({ state: 'uploading', progress: 0 });
    try {
      const file = await drawingOf(canvas.current);
      const { url } = await upload(file, {
        purpose: 'signature',
        onProgress: (fraction) =>
          setSending({ state: 'uploading', progress: Math.max(0, Math.min(1, fraction)) }),
      });
      setSending({ state: 'idle' });
      onChange(url);
    } catch (error) {
      const reason = error instanceof Error && error.message ? `: ${error.message}` : '.';
      setSending({ state: 'failed', message: `Your signature could not be uploaded${reason}` });
    }
  };

  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
    setSending({ state: 'idle' });
  };

  return (
    <div className="signature-pad__box">
      <canvas
        ref={canvas}
        className="signature-pad"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx || uploading) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          if (!drawn) {
            // A white ground, so the signature reads on any page it is shown on.
            ctx.fillStyle = '#ffffff';
            ctx.fillRect(0, 0, WIDTH, HEIGHT);
            setDrawn(true);
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
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <div className="signature-pad__actions">
        <button
          type="button"
          className="button"
          aria-disabled={!drawn || uploading}
          onClick={() => void send()}
        >
          {uploading ? 'Uploading your signature…' : 'Use this signature'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={!drawn || uploading}
          onClick={() => {
            if (drawn && !uploading) clear();
          }}
        >
          Clear the pad
        </button>
        {uploading ? (
          <progress max={1} value={sending.progress} aria-label="Uploading your signature" />
        ) : null}
      </div>
      {sending.state === 'failed' ? (
        <p className="field__error" role="alert">
          {sending.message} Try again, or type your name instead.
        </p>
      ) : null}
    </div>
  );
}
