import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import { persist } from './persist';
import { storage as deviceStorage, type StorageAdapter } from './storage';

/**
 * The PIN code the visitor last checked delivery to, or gave at checkout (PRODUCT.md §4), kept on
 * this device under `pin`: the product page's delivery check and the checkout's PIN code field
 * start from it. Connected to storage on first use.
 */
export const pinStore = createStore<{ pin: string | null }>(() => ({ pin: null }));

const storedPin = v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/));

const connected = new WeakSet<StorageAdapter>();

function connect(storage: StorageAdapter): void {
  if (connected.has(storage)) return;
  connected.add(storage);
  persist(pinStore, storage, {
    key: 'pin',
    schema: storedPin,
    fromStored: (stored) => ({ pin: stored ?? null }),
    toStored: ({ pin }) => pin ?? undefined,
  });
}

/** The PIN code remembered on this device, if any. */
export function rememberedPin(storage: StorageAdapter = deviceStorage): string | null {
  connect(storage);
  return pinStore.getState().pin;
}

/** Remembers a PIN code (six digits, first 1–9; anything else is not kept). */
export function rememberPin(pin: string, storage: StorageAdapter = deviceStorage): void {
  connect(storage);
  if (v.is(storedPin, pin)) pinStore.setState({ pin });
}
