import { useSearchParams } from 'react-router';

import { isId } from '../booking/reservationParams';
import { EmbedDoctorChooser } from './EmbedDoctorChooser';

/**
 * /embed/practice?doctors=<id>,<id>&origin=<site>: the booking widget of a practice or clinic
 * (docs/decisions/046-embed.md) — its doctors to choose from, the first one shown at once.
 */
export default function EmbedPracticePage() {
  const [search] = useSearchParams();
  return <EmbedDoctorChooser doctors={(search.get('doctors') ?? '').split(',').filter(isId)} />;
}
