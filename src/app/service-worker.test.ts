import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, noticeStore } from '@/lib/notices';
import { registerServiceWorker } from './service-worker';

/** A stand-in for the browser's service workers: a registration whose versions the test moves on. */
function fakeWorkers({ controlled, waiting }: { controlled: boolean; waiting?: boolean }) {
  const worker = (state: string) => Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker('installed') : null,
    installing: null as ReturnType<typeof worker> | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? worker('activated') : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return {
    container,
    registration,
    /** A new version found, downloaded and installed: it now waits. */
    async install() {
      const next = worker('installing');
      registration.installing = next;
      registration.dispatchEvent(new Event('updatefound'));
      next.state = 'installed';
      next.dispatchEvent(new Event('statechange'));
      return next;
    },
  };
}

const update = () => noticeStore.getState().notices.find((notice) => notice.id === 'app-update');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  dismissNotice('app-update');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js; the first version, with nothing to replace, is offered to no one', async () => {
    const workers = fakeWorkers({ controlled: false });
    registerServiceWorker();
    await settle();
    expect(workers.container.register).toHaveBeenCalledWith('/sw.js');
    await workers.install();
    expect(update()).toBeUndefined();
  });

  it('offers a new version once it waits, and on "Reload to update" lets it take over and reloads then', async () => {
    const workers = fakeWorkers({ controlled: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    registerServiceWorker();
    await settle();
    expect(update()).toBeUndefined();
    const next = await workers.install();
    const notice = update();
    expect(notice?.message).toMatch(/^A new version of .+ is ready\. Your cart and account stay as they are\.$/);
    if (!notice?.action || !('run' in notice.action)) throw new Error('the notice has no button');
    expect(notice.action.label).toBe('Reload to update');
    notice.action.run();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    workers.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting from an earlier visit', async () => {
    fakeWorkers({ controlled: true, waiting: true });
    registerServiceWorker();
    await settle();
    expect(update()?.action?.label).toBe('Reload to update');
  });

  it('says in the console, and nothing to the visitor, when offline support cannot start', async () => {
    const workers = fakeWorkers({ controlled: false });
    workers.container.register.mockImplementationOnce(() => Promise.reject(new Error('insecure')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerServiceWorker();
    await settle();
    expect(warn).toHaveBeenCalledWith('Offline support is not available:', expect.any(Error));
    expect(update()).toBeUndefined();
    warn.mockRestore();
  });
});
