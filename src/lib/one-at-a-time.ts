/**
 * Runs `work` holding the lock `name` in every tab of this site at once (the Web Locks API): a
 * second tab asking for it waits until the first is done, then runs. Where the browser has no
 * Web Locks (an older browser; jsdom), `work` simply runs.
 */
export async function oneAtATime<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks) return work();
  return locks.request(name, () => work());
}
