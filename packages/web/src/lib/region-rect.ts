/**
 * A scroll region's size before it is laid out, for the virtualizer's `initialRect`: the window's width
 * and `height` of the window's height (the region's own max-height rule, less its borders). The
 * virtualizer measures the region as it mounts; a first guess that differed (600 px against 558 on a
 * laptop) changed the rows in range, so the list rendered twice before its first paint.
 */
export function initialRegionRect(height: (windowHeight: number) => number) {
  if (typeof window === 'undefined') return { width: 900, height: 600 };
  return { width: window.innerWidth, height: Math.round(height(window.innerHeight)) };
}
