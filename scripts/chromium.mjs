// @ts-check
/**
 * Finds the Chromium the browser tests, screenshots and benchmark drive. The project never
 * downloads a browser of its own:
 *   1. CHROMIUM_PATH (or CHROME_PATH) when set,
 *   2. /usr/bin/chromium,
 *   3. as root on Debian: installs Debian's `chromium` package with apt-get,
 *   4. otherwise stops, saying how to get one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {string} the path of a Chromium executable */
export function findChromium({ install = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/etc/debian_version')) {
    console.log('Chromium is missing: installing Debian’s chromium package with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  }
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install one (Debian/Ubuntu: "sudo apt-get install chromium"; macOS: install Chromium or Chrome)',
      'and, if it is not at /usr/bin/chromium, point CHROMIUM_PATH at its executable, e.g.',
      '  CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium" npm test',
    ].join('\n'),
  );
}

if (process.argv[1]?.endsWith('chromium.mjs')) {
  try {
    console.log(findChromium({ install: process.argv.includes('--install') }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
