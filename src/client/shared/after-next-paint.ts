/** Runs `task` after the browser has painted the frame in progress. */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
