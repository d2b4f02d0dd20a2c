import { type RefObject, useEffect } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * Draws a uPlot chart into `container` as wide as the container (followed with a ResizeObserver, so the
 * chart fits a phone and a desktop column alike) and `height` tall; draws it again when the options or
 * data change (pass memoized ones) and removes it on unmount.
 *
 * @example
 * const plot = useRef<HTMLDivElement>(null);
 * useUplot(plot, options, data, 260);
 */
export function useUplot(
  container: RefObject<HTMLElement | null>,
  options: Omit<uPlot.Options, 'width' | 'height'>,
  data: uPlot.AlignedData,
  height: number,
): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = () => Math.max(200, Math.floor(element.clientWidth));
    const plot = new uPlot({ ...options, width: width(), height }, data, element);
    const observer = new ResizeObserver(() => {
      if (width() !== plot.width) plot.setSize({ width: width(), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [container, options, data, height]);
}
