import type { Page } from '@playwright/test';

/**
 * Waits until every finite transition and animation running on the page has ended. A colour read
 * mid-transition (a button fading from disabled to enabled, a focus ring fading in) is no colour
 * the reader ever rests on, so checks of computed colours read them after this.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
