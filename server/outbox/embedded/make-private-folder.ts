import { lstatSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes `folder` and any missing parents, each owner-only. Anything already at `folder` is left
 * as it is (a file there fails when the outbox file is opened in it).
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
    // Only a parent that is not there at all is made: one that is, a link to nowhere say (a
    // volume not mounted), is the operator's to mend, and making it would find it exists.
    if (code !== 'ENOENT' || parent === folder || lstatSync(parent, { throwIfNoEntry: false })) throw error;
    makePrivateFolder(parent);
    // Again through here: another process sharing DATA_DIR may make it meanwhile.
    makePrivateFolder(folder);
  }
}
