import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A copy of this project in a temporary folder (its node_modules shared), with the shop and its
 * last build, so a test can edit shop/ and rebuild without touching the build the other tests use.
 * The caller removes it when its tests are done.
 */
export function projectCopy(): string {
  const from = resolve('.');
  const to = mkdtempSync(join(tmpdir(), 'rangeela-project-'));
  try {
    for (const entry of ['shop', 'src', 'scripts', 'admin', 'public', 'dist', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json']) {
      cpSync(join(from, entry), join(to, entry), { recursive: true });
    }
    symlinkSync(join(from, 'node_modules'), join(to, 'node_modules'), 'dir');
  } catch (error) {
    // A copy half made is removed here: the caller, which removes the copy it is given, never gets it.
    rmSync(to, { recursive: true, force: true });
    throw error;
  }
  return to;
}

/**
 * The folder where the phone editor's tests keep the project copy they build once for a run of the
 * tests (e2e/phone-editor.spec.ts), named by the test runner's process: its `project.txt` says
 * where the copy is.
 */
export function sharedCopyFolder(runner: number): string {
  return join(tmpdir(), `rangeela-phone-editor-${runner}`);
}

/** Removes such a folder and the project copy it names. */
export function removeSharedCopy(folder: string): void {
  const named = join(folder, 'project.txt');
  if (existsSync(named)) rmSync(readFileSync(named, 'utf8'), { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
}

/**
 * A product file with each colour's photos as the README's "Open your own shop" writes them by
 * hand, file names alone: `photos: [front.jpg, back.jpg]`, not `- { file: front.jpg, alt: … }`.
 */
export function withShortFormPhotos(file: string): string {
  return file.replace(
    /photos:\n((?:[ ]+- \{ file: [^,}]+(?:, alt: [^}]*)? \}\n)+)/g,
    (_all, items: string) => `photos: [${[...items.matchAll(/file: ([^,}]+)/g)].map((match) => match[1]!.trim()).join(', ')}]\n`,
  );
}

/** What the build's check of shop/ says of a project: `node scripts/shop.mjs --check`, its exit code and output. */
export function checkShop(project: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(project, 'scripts/shop.mjs'), '--check'], { cwd: project, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
