import { useParams } from 'react-router';

import { EmbedDoctor } from './EmbedDoctor';

/** /embed/doctor/<id>?origin=<site>: the booking widget of one doctor in a site's frame. */
export default function EmbedDoctorPage() {
  const { id = '' } = useParams();
  return <EmbedDoctor doctorId={id} />;
}
