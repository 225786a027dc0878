/**
 * A load everyone who asks for shares: code or data fetched once per visit (a chunk, a module of
 * text, a search index). The same promise while it runs and after it has arrived; a load that fails
 * (offline, a chunk gone after a new release) is forgotten, so the next ask tries again rather than
 * fail for the rest of the visit. The first ask's arguments start it (`after`, the page's ready mark).
 */
export interface LoadOnce<A extends unknown[], T> {
  get: (...args: A) => Promise<T>;
  /** What has arrived, if it has: for a first render that must not suspend. */
  arrived: () => T | undefined;
}

export function loadOnce<A extends unknown[], T>(load: (...args: A) => Promise<T>): LoadOnce<A, T> {
  let loading: Promise<T> | undefined;
  let value: { arrived: T } | undefined;
  return {
    get: (...args) =>
      (loading ??= load(...args).then(
        (loaded) => {
          value = { arrived: loaded };
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    arrived: () => value?.arrived,
  };
}

/** `loadOnce` for each key: one article's text, one product's reviews. */
export interface LoadOnceEach<K, T> {
  get: (key: K) => Promise<T>;
  arrived: (key: K) => T | undefined;
}

export function loadOnceEach<K, T>(load: (key: K) => Promise<T>): LoadOnceEach<K, T> {
  const loads = new Map<K, LoadOnce<[], T>>();
  const of = (key: K) => {
    let each = loads.get(key);
    if (!each) loads.set(key, (each = loadOnce(() => load(key))));
    return each;
  };
  return { get: (key) => of(key).get(), arrived: (key) => loads.get(key)?.arrived() };
}
