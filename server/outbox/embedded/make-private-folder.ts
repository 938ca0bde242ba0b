import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes `folder` and any missing parents, each owner-only; an existing one is left as it is.
 * Not `mkdirSync(..., { recursive: true })`: where a file system refuses a folder whose parent
 * exists (under /proc, a DATA_DIR misspelt there), Node's recursive mkdir tries again for ever
 * and the process hangs without a word. Here the refusal is an error naming the folder.
 */
export function makePrivateFolder(folder: string): void {
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    const parent = path.dirname(folder);
    if (code !== 'ENOENT' || parent === folder || existsSync(parent)) throw error;
    makePrivateFolder(parent);
    // Again through here: another process sharing DATA_DIR may make it meanwhile.
    makePrivateFolder(folder);
  }
}
