// The programs from Debian that the tests drive, and the one line that says what to install
// when some are missing (`.ci/run` installs them).
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { HEADLESS_SHELL_PATH } from './chromium';

interface Tool {
  /** What the tests call it by. */
  name: string;
  /** The Debian package that brings it. */
  debianPackage: string;
  present(): boolean;
}

const onPath = (command: string) => () =>
  [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin'].some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/** The fonts that draw the Indian scripts, for the tests' screenshots and for our artwork. */
export const NOTO_FONTS = 'Noto fonts for Kannada, Tamil, Telugu and Hindi';

const TEST_TOOLS: readonly Tool[] = [
  {
    name: 'chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
    present: () => {
      try {
        accessSync(HEADLESS_SHELL_PATH, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
  },
  { name: 'java', debianPackage: 'default-jre-headless', present: onPath('java') },
  { name: 'redis-server', debianPackage: 'redis-server', present: onPath('redis-server') },
  { name: 'nginx', debianPackage: 'nginx', present: onPath('nginx') },
  {
    name: NOTO_FONTS,
    debianPackage: 'fonts-noto-core',
    present: () => ['kn', 'ta', 'te', 'hi'].every(hasFontFor),
  },
];

/** Whether fontconfig knows a font that covers this language (what Chromium will draw it with). */
function hasFontFor(lang: string): boolean {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/** One line naming the missing tools and their packages, or null when all are there. */
export function missingTools(names: readonly string[] = TEST_TOOLS.map((tool) => tool.name)): string | null {
  const missing = TEST_TOOLS.filter((tool) => names.includes(tool.name) && !tool.present());
  if (missing.length === 0) return null;
  return `Missing ${missing.map((tool) => tool.name).join(', ')}: install with "apt-get install ${missing.map((tool) => tool.debianPackage).join(' ')}" (.ci/run does this).`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingTools();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  // The outbox's disk tests fill and remount a small file system of their own.
  if (process.getuid?.() !== 0) {
    console.error(
      'npm test mounts a small tmpfs for the disk-full tests: run it as root (as .ci/run does), e.g. in a container.',
    );
    process.exit(1);
  }
}
