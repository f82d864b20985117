import fs from 'node:fs';

/**
 * The Chromium the browser tests and the bench drive: Debian's by default, never a downloaded
 * one. A missing binary stops the run with a message that says how to point at another.
 */
export function chromiumPath(): string {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    throw new Error(
      `No Chromium at ${chromium}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  return chromium;
}
