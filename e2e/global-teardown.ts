import { removeSharedCopy, sharedCopyFolder } from './editor-copy';

/**
 * After every test has run: the project copy the phone editor's tests built for this run
 * (e2e/phone-editor.spec.ts; its workers are this process's children) is removed, build and all.
 */
export default function globalTeardown(): void {
  removeSharedCopy(sharedCopyFolder(process.pid));
}
