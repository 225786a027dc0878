// @ts-check
/**
 * Finds nginx for the test that serves dist/ through deploy/nginx.conf (e2e/nginx.spec.ts), as
 * scripts/chromium.mjs finds Chromium: NGINX_PATH, /usr/sbin/nginx, or, as root on Debian,
 * Debian's `nginx` package installed with apt-get. The test runs it in the foreground with its own
 * prefix in a temporary folder, never as the system service.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_NGINX = '/usr/sbin/nginx';

/** @returns {string} the path of an nginx executable */
export function findNginx({ install = false } = {}) {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`NGINX_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  if (existsSync(SYSTEM_NGINX)) return SYSTEM_NGINX;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/etc/debian_version')) {
    console.log('nginx is missing: installing Debian’s nginx package with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    // The package starts its system service; the test runs its own nginx.
    try {
      execFileSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
    } catch {
      // No service manager here: nothing was started.
    }
    if (existsSync(SYSTEM_NGINX)) return SYSTEM_NGINX;
  }
  throw new Error('No nginx found for the publishing test. Install it (Debian/Ubuntu: "sudo apt-get install nginx") or point NGINX_PATH at it.');
}
