import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Spec files that run the SMTP test server on E2E_SMTP_PORT take turns: Playwright runs files
 * in parallel workers, and two servers cannot listen on one port. A directory is the lock
 * (mkdir is atomic); a lock left by a run that died is taken over.
 */
export async function lockSmtpPort(port: number, timeoutMs = 240_000): Promise<() => void> {
  const lockDir = path.join(os.tmpdir(), `grainline-e2e-smtp-${port}.lock`);
  const ownerFile = path.join(lockDir, 'pid');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(ownerFile, String(process.pid));
      return () => fs.rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!ownerAlive(ownerFile)) fs.rmSync(lockDir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`The SMTP test port ${port} stayed locked by another spec file`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function ownerAlive(ownerFile: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(ownerFile, 'utf8'));
  } catch {
    // Just created and not yet written, or already released: not stale.
    return true;
  }
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
