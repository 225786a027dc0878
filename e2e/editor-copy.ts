import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A copy of this project in a temporary folder (its node_modules shared), with the shop and its
 * last build, so a test can edit shop/ and rebuild without touching the build the other tests use.
 */
export function projectCopy(): string {
  const from = resolve('.');
  const to = mkdtempSync(join(tmpdir(), 'rangeela-project-'));
  for (const entry of ['shop', 'src', 'scripts', 'admin', 'public', 'dist', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json']) {
    cpSync(join(from, entry), join(to, entry), { recursive: true });
  }
  symlinkSync(join(from, 'node_modules'), join(to, 'node_modules'), 'dir');
  return to;
}
