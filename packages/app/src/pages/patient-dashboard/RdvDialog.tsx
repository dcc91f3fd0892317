import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Rdv } from '@tabib/sdk';
import { formatTunisInstant } from '@tabib/ui';

import { Dialog } from '../../forms/Dialog';
import { doctorName } from '../../i18n/localizedNames';

interface RdvDialogProps {
  /** The rdv acted on; `null` keeps the dialog closed. */
  rdv: Rdv | null;
  title: string;
  /** Who the rdv is with, for the description. Default: its doctor (the patient's side). */
  withName?: string;
  onClose: () => void;
  /** The dialog's form for this rdv; it starts afresh for each rdv. */
  children: (rdv: Rdv) => ReactNode;
}

/** A dialog about one rdv, described by its date and time in Africa/Tunis and who it is with. */
export function RdvDialog({ rdv, title, withName, onClose, children }: RdvDialogProps) {
  const intl = useIntl();
  const summary =
    rdv === null
      ? null
      : intl.formatMessage(
          { id: 'PATIENT.RDVS.SUMMARY' },
          {
            date: formatTunisInstant(rdv.date, intl.locale, 'fullDateTime'),
            doctor: withName ?? doctorName(rdv.doctor.name, intl.locale),
          },
        );
  return (
    <Dialog open={rdv !== null} onClose={onClose} title={title} description={<p>{summary}</p>}>
      {rdv ? <Fragment key={rdv._id}>{children(rdv)}</Fragment> : null}
    </Dialog>
  );
}
