import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import './RemoteLabel.css';

/**
 * Decision 054: a teleconsultation said as one wherever the practice sees its rdvs (the time grid, the
 * agenda, the month): a video camera and the word, so it is never told by colour alone. The icon is
 * hidden from assistive technology; the word is the name.
 *
 * Data attributes: presence-only `data-remote=""`.
 */
export function RemoteLabel() {
  const intl = useIntl();
  return (
    <span className="tc-remote-label" data-remote="">
      <svg
        className="tc-remote-label__icon"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="2" y="6" width="14" height="12" rx="2" />
        <path d="m16 10 6-4v12l-6-4" />
      </svg>
      {intl.formatMessage({ id: 'REMOTE.LABEL' })}
    </span>
  );
}

/** How often a page showing join buttons looks at the clock: a room opens 10 minutes before its rdv. */
const ROOM_CLOCK_MS = 30_000;

/**
 * The time now, renewed every 30 seconds while the page is open, so a join button appears when the
 * room opens and goes when it closes without a reload (decision 055's window).
 */
export function useRoomClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ROOM_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
