/**
 * The Heatmaps tab shows the configurator itself in a frame (`?hm-preview=1`); nothing done
 * there is a visitor's. Read once: the frame's address keeps the flag for its whole life.
 */
export const trackingOff =
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('hm-preview');
