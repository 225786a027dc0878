import { createStore, useStore } from 'zustand';

/**
 * Messages for the visitor that are not tied to one form: things kept or lost in storage,
 * and confirmations such as "added to your cart". The layout shows them in a live region.
 */
export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  id: string;
  tone: NoticeTone;
  message: string;
  /** An optional follow-up: a link ("View cart") or a button ("Reload to update"). */
  action?: { label: string; href: string } | { label: string; run: () => void };
}

interface NoticeState {
  notices: readonly Notice[];
}

export const noticeStore = createStore<NoticeState>()(() => ({ notices: [] }));

/**
 * Shows a notice. A notice with the id of one already shown replaces it,
 * so the same problem is never listed twice.
 */
export function notify(notice: Notice): void {
  noticeStore.setState(({ notices }) => ({
    notices: [...notices.filter((n) => n.id !== notice.id), notice],
  }));
}

export function dismissNotice(id: string): void {
  noticeStore.setState(({ notices }) => ({ notices: notices.filter((n) => n.id !== id) }));
}

export function useNotices(): readonly Notice[] {
  return useStore(noticeStore, (state) => state.notices);
}
