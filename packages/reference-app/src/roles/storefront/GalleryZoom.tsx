import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import './galleryZoom.css';

/** Props of {@link GalleryZoom}. */
export interface GalleryZoomProps {
  images: readonly string[];
  /** The product's name, for the pictures' text alternatives. */
  name: string;
  /** The picture shown first. */
  index: number;
  /** Called with the picture shown last when the viewer closes (Close, Escape). */
  onClose(index: number): void;
}

/** How far a picture zooms: a tap or click goes to STEP_ZOOM; pinching and the buttons up to MAX_ZOOM. */
const MAX_ZOOM = 4;
const STEP_ZOOM = 2.5;
/** How far a pointer may move and still be a tap (px). */
const TAP_SLOP = 6;
/** How far an arrow key pans a zoomed picture (px). */
const PAN_STEP = 60;

interface View {
  scale: number;
  x: number;
  y: number;
}

const FIT: View = { scale: 1, x: 0, y: 0 };

/** Keeps a zoomed picture covering the stage: it can be moved until its edge meets the stage's. */
function clamp(view: View, stage: HTMLElement | null): View {
  const scale = Math.min(MAX_ZOOM, Math.max(1, view.scale));
  if (scale === 1 || !stage) return { scale, x: 0, y: 0 };
  const { width, height } = stage.getBoundingClientRect();
  const maxX = ((scale - 1) * width) / 2;
  const maxY = ((scale - 1) * height) / 2;
  return {
    scale,
    x: Math.min(maxX, Math.max(-maxX, view.x)),
    y: Math.min(maxY, Math.max(-maxY, view.y)),
  };
}

/** `view` zoomed to `scale` about a point (from the stage's centre), which stays where it is. */
function zoomAt(view: View, scale: number, point: { x: number; y: number }): View {
  const ratio = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}

/**
 * The product gallery's zoomed view, on the native modal `<dialog>` (the page behind is inert; Escape and
 * Close shut it and the focus goes back to the picture that opened it). A click or tap zooms in where it
 * lands and out again; a zoomed picture follows a drag; two fingers pinch; the buttons and the keyboard do
 * the same (+ and − zoom, arrows move a zoomed picture or else turn to the next one, 0 fits it). Plain
 * CSS transforms and pointer events: no library.
 *
 * @example
 * {zoomed !== undefined ? <GalleryZoom images={images} name={name} index={zoomed} onClose={close} /> : null}
 */
export function GalleryZoom({ images, name, index: first, onClose }: GalleryZoomProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(first);
  const [view, setView] = useState<View>(FIT);
  // The pointers on the stage, and the gesture they began (a tap, a drag or a pinch).
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: boolean; start: View; distance: number; at: { x: number; y: number } }>(
    undefined,
  );
  const indexRef = useRef(index);
  indexRef.current = index;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The keys work at once: the stage takes them.
    stageRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const many = images.length > 1;
  const turn = (by: number) => {
    setIndex((i) => (i + by + images.length) % images.length);
    setView(FIT);
  };
  const fromCentre = (clientX: number, clientY: number) => {
    const box = stageRef.current?.getBoundingClientRect();
    return box
      ? { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 }
      : { x: 0, y: 0 };
  };
  const zoomBy = (factor: number) =>
    setView((v) => clamp(zoomAt(v, v.scale * factor, { x: 0, y: 0 }), stageRef.current));

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const [a, b] = points;
    gesture.current = {
      moved: points.length > 1,
      start: view,
      distance: a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0,
      at: a && b ? fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2) : { x: event.clientX, y: event.clientY },
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const before = pointers.current.get(event.pointerId);
    const current = gesture.current;
    if (!before || !current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b && current.distance > 0) {
      // Pinch: the scale follows the fingers' distance, about the point between them.
      const scale = current.start.scale * (Math.hypot(a.x - b.x, a.y - b.y) / current.distance);
      setView(clamp(zoomAt(current.start, scale, current.at), stageRef.current));
      return;
    }
    const dx = event.clientX - current.at.x;
    const dy = event.clientY - current.at.y;
    if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    current.moved = true;
    if (current.start.scale > 1)
      setView(
        clamp({ ...current.start, x: current.start.x + dx, y: current.start.y + dy }, stageRef.current),
      );
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other goes on as a drag from here.
      const [rest] = [...pointers.current.values()];
      if (rest) gesture.current = { moved: true, start: view, distance: 0, at: rest };
      return;
    }
    gesture.current = undefined;
    if (!current || current.moved) return;
    // A tap or click: zoom in where it landed, or back to the whole picture.
    setView((v) =>
      v.scale > 1
        ? FIT
        : clamp(zoomAt(v, STEP_ZOOM, fromCentre(event.clientX, event.clientY)), stageRef.current),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const pan = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
    if (event.key === '+' || event.key === '=') zoomBy(1.5);
    else if (event.key === '-') zoomBy(1 / 1.5);
    else if (event.key === '0') setView(FIT);
    else if (pan && view.scale > 1)
      setView((v) =>
        clamp(
          { ...v, x: v.x + (pan[0] ?? 0) * PAN_STEP, y: v.y + (pan[1] ?? 0) * PAN_STEP },
          stageRef.current,
        ),
      );
    else if (many && (event.key === 'ArrowLeft' || event.key === 'ArrowRight'))
      turn(event.key === 'ArrowLeft' ? -1 : 1);
    else return;
    event.preventDefault();
  };

  // The bar's tools: short symbols, named for screen readers and on hover.
  const tools = [
    { label: 'Zoom out', symbol: '−', act: () => zoomBy(1 / 1.5), disabled: view.scale <= 1 },
    { label: 'Zoom in', symbol: '+', act: () => zoomBy(1.5), disabled: view.scale >= MAX_ZOOM },
    ...(many
      ? [
          { label: 'Previous picture', symbol: '‹', act: () => turn(-1), disabled: false },
          { label: 'Next picture', symbol: '›', act: () => turn(1), disabled: false },
        ]
      : []),
  ];
  const src = images[index];
  const label = many ? `${name}, picture ${index + 1} of ${images.length}` : name;
  return (
    <dialog
      ref={dialogRef}
      className="gallery-zoom"
      aria-label={`${name}: zoomed pictures`}
      onCancel={(event) => {
        // Escape: React unmounts the dialog (the effect closes it and gives the focus back).
        event.preventDefault();
        closeRef.current(indexRef.current);
      }}
    >
      <div className="gallery-zoom__bar">
        <p className="gallery-zoom__status" aria-live="polite">
          {many ? `Picture ${index + 1} of ${images.length}, ` : ''}
          {view.scale > 1 ? `zoomed ${Math.round(view.scale * 100)}%` : 'whole picture'}
        </p>
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="button button--secondary gallery-zoom__tool"
            aria-label={tool.label}
            title={tool.label}
            onClick={tool.act}
            disabled={tool.disabled}
          >
            {tool.symbol}
          </button>
        ))}
        <button type="button" className="button" onClick={() => onClose(index)}>
          Close
        </button>
      </div>
      <button
        type="button"
        ref={stageRef}
        className={`gallery-zoom__stage${view.scale > 1 ? ' gallery-zoom__stage--zoomed' : ''}`}
        aria-label={`${label}: click or tap to zoom, drag to move; + and − zoom, arrows move or turn`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // Enter or Space (no pointer): zoom in at the centre, or back to the whole picture.
          if (event.detail === 0)
            setView((v) => (v.scale > 1 ? FIT : clamp({ ...v, scale: STEP_ZOOM }, stageRef.current)));
        }}
      >
        {src ? (
          <img
            className="gallery-zoom__image"
            src={src}
            alt={label}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        ) : null}
      </button>
    </dialog>
  );
}
