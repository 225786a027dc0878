import { useEffect } from 'react';
import { Link } from '@/lib/router';
import { CloseIcon } from '@/components/ui/icons/close';
import { dismissNotice, useNotices, type Notice } from '@/lib/notices';
import './notice-region.css';

const SUCCESS_NOTICE_MS = 6000;

/** Where notices appear: a polite live region that is always in the page. */
export function NoticeRegion() {
  const notices = useNotices();
  return (
    <div className="notice-region" role="status" aria-live="polite" aria-label="Notifications">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  // Confirmations go away by themselves; problems stay until the visitor dismisses them.
  useEffect(() => {
    if (notice.tone !== 'success') return;
    const timer = window.setTimeout(() => dismissNotice(notice.id), SUCCESS_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <div className={`notice notice--${notice.tone}`}>
      <p className="notice__message">
        {notice.message}
        {notice.action && ' '}
        {notice.action && 'href' in notice.action && (
          <Link to={notice.action.href} onClick={() => dismissNotice(notice.id)}>
            {notice.action.label}
          </Link>
        )}
        {notice.action && 'run' in notice.action && (
          <button type="button" className="btn btn--primary btn--small notice__action" onClick={notice.action.run}>
            {notice.action.label}
          </button>
        )}
      </p>
      <button type="button" className="notice__close" onClick={() => dismissNotice(notice.id)}>
        <CloseIcon size={18} />
        <span className="visually-hidden">Dismiss</span>
      </button>
    </div>
  );
}
