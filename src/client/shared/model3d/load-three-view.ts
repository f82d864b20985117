/**
 * The one door to three.js (ADR 031): the 'View in 3D' button starts this as it opens the
 * viewer, so the viewer's own chunk and three.js download side by side. Nothing in the first
 * load imports this module statically.
 */
export const loadThreeView = () => import('./three-view');

/** Whether this browser can draw WebGL at all; without it the viewer shows the 2D drawing (CONF-42). */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    // Handed back at once: a page may only hold a few contexts, and the viewer makes its own.
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
