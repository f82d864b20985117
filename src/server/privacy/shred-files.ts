import fs from 'node:fs/promises';

/**
 * Overwrites each file with zeros, flushes it, then deletes it (ADR 041): on a plain disk the
 * erased person's bytes do not outlive the name. Returns how many went; a file already gone
 * (a retention sweep, another erasure) is not counted.
 */
export async function shredFiles(files: readonly string[]): Promise<number> {
  let shredded = 0;
  for (const file of files) {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r+');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      await handle.write(Buffer.alloc(size), 0, size, 0);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rm(file, { force: true });
    shredded += 1;
  }
  return shredded;
}
