import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Names the process holding a lead: `host/pid/token`. A process started after a crash tells
 * the crashed one's holds apart from live ones by asking the kernel whether that pid still
 * runs; the token tells a reused pid (a container's pid 1 after a restart) from itself.
 */
export function newClaimOwner(): string {
  return `${hostname()}/${process.pid}/${randomBytes(6).toString('hex')}`;
}

export function isOwnerGone(owner: string, self: string): boolean {
  const [host, pidText] = owner.split('/');
  if (owner === self || host !== hostname()) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
