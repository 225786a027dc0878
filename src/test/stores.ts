import { sessionStore } from '@/features/account/session';
import { cartStore } from '@/features/cart/cart-store';
import { themeStore } from '@/app/theme';
import { noticeStore } from '@/lib/notices';
import { pinStore } from '@/lib/remembered-pin';

/** Puts every app-wide zustand store back to its initial state (call in beforeEach/afterEach). */
export function resetStores(): void {
  cartStore.setState(cartStore.getInitialState(), true);
  noticeStore.setState(noticeStore.getInitialState(), true);
  themeStore.setState(themeStore.getInitialState(), true);
  sessionStore.setState(sessionStore.getInitialState(), true);
  pinStore.setState(pinStore.getInitialState(), true);
}
