import { useIntl } from 'react-intl';
import { formatTunisInstant } from '@tabib/ui';

import './offline.css';

export interface OfflineNoticeProps {
  /** When the rdvs shown were saved (ISO instant); `null` when this browser keeps none. */
  savedAt: string | null;
}

/**
 * docs/decisions/042: says the page is read offline, from a copy saved at `savedAt`, and that changes
 * wait for the network. A status region, so a screen reader hears it when it appears.
 */
export function OfflineNotice({ savedAt }: OfflineNoticeProps) {
  const intl = useIntl();
  return (
    <div className="offline-notice" role="status">
      <p className="offline-notice-title">
        {savedAt === null
          ? intl.formatMessage({ id: 'OFFLINE.NOTHING_SAVED' })
          : intl.formatMessage(
              { id: 'OFFLINE.RDVS_SAVED_ON' },
              { date: formatTunisInstant(savedAt, intl.locale, 'longDateTime') },
            )}
      </p>
      <p className="offline-notice-hint">{intl.formatMessage({ id: 'OFFLINE.CHANGES_NEED_NETWORK' })}</p>
    </div>
  );
}
