import { tunisDay } from '@tabib/ui';
import { useSearchParams } from 'react-router';

import { agendaSearch, parseAgendaSearch, type AgendaState, type AgendaView } from './agenda';

/** The agenda's view, day and status filter, kept in the URL query so a view can be shared and reloaded. */
export function useAgendaState(views: readonly [AgendaView, ...AgendaView[]]) {
  const [search, setSearch] = useSearchParams();
  const today = tunisDay(new Date());
  const state = parseAgendaSearch(search, views, today);
  const update = (change: Partial<AgendaState>) =>
    setSearch((current) => agendaSearch({ ...state, ...change }, views, today, current));
  return { state, today, update };
}
