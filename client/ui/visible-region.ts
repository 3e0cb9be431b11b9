import { useEffect, useState } from 'react';

/** The part of this frame that lies in the host page's viewport, in the frame's coordinates. */
export interface VisibleRegion {
  top: number;
  height: number;
}

/** How finely the region follows scrolling: a notice per 2 % of the frame seen or hidden. */
const THRESHOLDS = Array.from({ length: 51 }, (_, i) => i / 50);

/** True in a frame where the visible part can be measured (a dialog then waits for it). */
export const measuresVisibleRegion = (): boolean =>
  window.top !== window && typeof IntersectionObserver === 'function';

/**
 * Where the person is looking while `active`, in a frame inside Jira or Confluence. A frame
 * that grows with its content (an issue panel, a macro, a page) is as tall as that content and
 * the host page scrolls it, so the frame's own top may be far above what one sees. An
 * IntersectionObserver without a root measures against the top-level viewport, cross-origin
 * too, and tells which part of the frame's document is visible. Null outside a frame, before
 * the first answer (a moment after opening: `measuresVisibleRegion` says whether to wait for
 * it) and where the browser has no IntersectionObserver: a dialog then opens at the top of
 * the frame's viewport as in a tab.
 */
export function useVisibleRegion(active: boolean): VisibleRegion | null {
  const [region, setRegion] = useState<VisibleRegion | null>(null);
  useEffect(() => {
    if (!active || !measuresVisibleRegion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // Nothing of the frame in sight: its top, as in a tab.
        const { top, height } = entry.isIntersecting
          ? entry.intersectionRect
          : { top: 0, height: window.innerHeight };
        setRegion((last) =>
          last && Math.abs(last.top - top) < 1 && Math.abs(last.height - height) < 1
            ? last
            : { top, height },
        );
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [active]);
  return active ? region : null;
}
