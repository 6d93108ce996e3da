import type { CubeDetail } from '@cubewright/core/protocol';
import { useParams } from 'react-router';
import { EventList } from './event-list';
import { EventPage } from './event-page';

/** The cube's records tab: its events, or one event at /cubes/{id}/records/{eventId}. */
export default function RecordsTab({ cube }: { cube: CubeDetail }) {
  const { eventId } = useParams();
  return eventId ? <EventPage cubeId={cube.id} eventId={eventId} /> : <EventList cubeId={cube.id} />;
}
