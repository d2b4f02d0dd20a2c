import { useState } from 'react';
import { lazyWithSpinner } from '../../kit/lazyWithSpinner';
import type { GalleryZoom as GalleryZoomView } from './GalleryZoom';
import './storefront.css';

// The zoomed view is a chunk of its own, fetched when the shopper first points at or focuses the picture.
const loadZoom = () => import('./GalleryZoom');
const GalleryZoom = lazyWithSpinner(
  () => loadZoom().then((m) => m.GalleryZoom),
  'Opening the zoomed picture',
);

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  images: readonly string[];
  /** The product's name, for the images' text alternatives. */
  name: string;
  /**
   * A picture to show now (the chosen variant's): when it changes, the gallery turns to it (it is added
   * in front when it is not one of `images`).
   */
  show?: string;
  /**
   * Called once the main picture is there (loaded or failed): the page's first screen is complete, and
   * what lies further down may load (see `useLoadWhenNear`).
   */
  onPictureSettled?: () => void;
}

/**
 * A product's pictures: the chosen one large, and a row of thumbnail buttons to choose another (the
 * chosen thumbnail is marked pressed); a chosen variant's picture (`show`) comes to the front. The large
 * picture is a button that opens the zoomed view ({@link GalleryZoomView}: click or tap to zoom, pinch, drag,
 * keys; Escape closes), which comes back on the picture last seen there. A product without pictures
 * shows a labelled placeholder.
 *
 * @example
 * <ProductGallery images={product.hostedImages ?? []} name={product.name} />
 */
export function ProductGallery({ images: productImages, name, show, onPictureSettled }: ProductGalleryProps) {
  const images = show && !productImages.includes(show) ? [show, ...productImages] : productImages;
  const [chosen, setChosen] = useState(() => (show ? Math.max(0, images.indexOf(show)) : 0));
  const [shown, setShown] = useState(show);
  // The picture open in the zoomed view, if any.
  const [zoomed, setZoomed] = useState<number | undefined>();
  // A new variant's picture takes over (adjusted while rendering); the thumbnails still choose freely.
  if (show !== shown) {
    setShown(show);
    if (show) setChosen(Math.max(0, images.indexOf(show)));
  }
  const index = Math.min(chosen, Math.max(0, images.length - 1));
  const main = images[index];
  if (!main) {
    return (
      <div className="gallery">
        <div className="gallery__placeholder" role="img" aria-label={`${name}: no picture`} />
      </div>
    );
  }
  const prefetch = () => void loadZoom().catch(() => undefined);
  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__zoom"
        aria-label={`Zoom ${images.length > 1 ? `picture ${index + 1} of ${images.length}` : 'the picture'}`}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setZoomed(index)}
      >
        <img
          className="gallery__main"
          src={main}
          width={600}
          height={600}
          // The page's largest paint: fetched first, never lazily.
          loading="eager"
          fetchPriority="high"
          onLoad={onPictureSettled}
          onError={onPictureSettled}
          alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
        />
        <span className="gallery__zoom-hint" aria-hidden="true">
          Zoom
        </span>
      </button>
      {zoomed !== undefined ? (
        <GalleryZoom
          images={images}
          name={name}
          index={zoomed}
          onClose={(last) => {
            setChosen(last);
            setZoomed(undefined);
          }}
        />
      ) : null}
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                onClick={() => setChosen(i)}
              >
                <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
