import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@tabib/hooks';
import type { Rdv } from '@tabib/sdk';
import { appointmentCardMessages, formatCalendarDay, formatTunisTime } from '@tabib/ui';

import type { CalendarDay } from './calendarDays';
import { isMovable, timeGrid, wallClock, type GridCell } from './timeGridLayout';
import './TimeGrid.css';
import { useVisitTypeName } from '../../../i18n/catalogNames';
import { attendeeName } from '../../../relatives/forWhom';
import { RemoteLabel } from '../../teleconsultation/RemoteLabel';

export interface TimeGridProps {
  days: readonly CalendarDay[];
  /** The doctor's slot length: one row each. */
  stepMinutes: number;
  /** The doctor or their secretary: free cells create rdvs and rdvs move (an admin only looks). */
  canEdit: boolean;
  /** A free cell chosen: open "Nouveau rendez-vous" at its start (ISO instant). */
  onCreate: (start: string) => void;
  /** An rdv dropped or moved by keyboard onto a free cell's start. */
  onMove: (rdv: Rdv, start: string) => void;
}

type Position = { row: number; column: number };

const LEGEND: readonly Rdv['status'][] = ['pending', 'confirmed', 'done', 'absent'];

/**
 * The calendar's day or week as a grid (docs/decisions/040): hours down, days across — the table follows
 * the page's direction, so Arabic reads its days from the right. One cell has the focus at a time (the
 * ARIA grid pattern): arrow keys move it, Home/End go to the row's ends, Page Up/Down to the column's.
 * Enter on a free cell opens a new rdv there; Enter on an rdv picks it up, arrows choose a free cell and
 * Enter drops it there (Escape puts it back). A pointer drags an rdv onto a free cell.
 *
 * Data attributes: `data-state` (free, closed, absent, past, taken) and `data-start` (ISO instant) on
 * cells, `data-status` on rdvs, presence-only `data-remote=""` on a teleconsultation's label,
 * presence-only `data-moving=""` on the rdv picked up and on the grid while one is.
 */
export function TimeGrid({ days, stepMinutes, canEdit, onCreate, onMove }: TimeGridProps) {
  const intl = useIntl();
  const visitTypeName = useVisitTypeName();
  const { locale, dir } = useLocale();
  const statusNames = appointmentCardMessages[locale].status;
  const instructionsId = useId();
  const rdvHintId = useId();
  const grid = timeGrid(days, stepMinutes, new Date());
  const [active, setActive] = useState<Position>({ row: 0, column: 0 });
  const [moving, setMoving] = useState<Rdv | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const targets = useRef(new Map<string, HTMLElement>());
  const focusRequested = useRef(false);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const rowCount = grid.rows.length;
  const columnCount = grid.columns.length;
  const clamp = (position: Position): Position => ({
    row: Math.min(Math.max(position.row, 0), rowCount - 1),
    column: Math.min(Math.max(position.column, 0), columnCount - 1),
  });
  const current = clamp(active);

  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    targets.current.get(`${current.row}:${current.column}`)?.focus();
  });

  const dayName = (day: string) => formatCalendarDay(day, intl.locale, 'weekdayDayMonth');
  const rdvParts = (rdv: Rdv) =>
    [
      formatTunisTime(rdv.date, locale),
      attendeeName(intl, rdv, locale),
      visitTypeName(rdv.visitType, rdv.visitTypeNames),
      statusNames[rdv.status],
    ] as const;
  // Decision 054: a teleconsultation says so in words and with its icon, not by colour.
  const rdvLabel = (rdv: Rdv) =>
    [...(rdv.remote ? [text('REMOTE.LABEL')] : []), ...rdvParts(rdv)].join(' · ');
  /**
   * The label as shown, which is also the rdv button's name (what a voice user says to press it): the
   * patient's and the visit's names isolated, as they may be in another script.
   */
  const rdvText = (rdv: Rdv) => {
    const [time, attendee, visit, status] = rdvParts(rdv);
    return (
      <span className="dd-grid__rdv-text">
        {/* First, so a short cell still shows it. */}
        {rdv.remote ? (
          <>
            <RemoteLabel />
            {' · '}
          </>
        ) : null}
        {time} · <bdi>{attendee}</bdi> · <bdi>{visit}</bdi> · {status}
      </span>
    );
  };

  const act = (cell: GridCell) => {
    if (!canEdit) return;
    const first = cell.rdvs[0]?.rdv;
    if (moving !== null) {
      if (cell.state === 'free') {
        onMove(moving, cell.start);
        setMoving(null);
      } else if (first?._id === moving._id) {
        setMoving(null);
        setAnnouncement(text('DOCTOR_DASHBOARD.GRID.MOVE_CANCELLED'));
      }
      return;
    }
    if (first !== undefined && isMovable(first)) {
      setMoving(first);
      setAnnouncement(text('DOCTOR_DASHBOARD.GRID.PICKED', { name: first.patient.name }));
    } else if (cell.state === 'free') {
      onCreate(cell.start);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, Position> = {
      ArrowDown: { row: current.row + 1, column: current.column },
      ArrowUp: { row: current.row - 1, column: current.column },
      ArrowRight: { row: current.row, column: current.column + forward },
      ArrowLeft: { row: current.row, column: current.column - forward },
      Home: { row: current.row, column: 0 },
      End: { row: current.row, column: columnCount - 1 },
      PageUp: { row: 0, column: current.column },
      PageDown: { row: rowCount - 1, column: current.column },
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusRequested.current = true;
      setActive(clamp(next));
    } else if (event.key === 'Escape' && moving !== null) {
      event.preventDefault();
      setMoving(null);
      setAnnouncement(text('DOCTOR_DASHBOARD.GRID.MOVE_CANCELLED'));
    }
  };

  const cellLabel = (cell: GridCell, day: string) => {
    const when = `${dayName(day)} ${wallClock(cell.minutes)}`;
    if (cell.state !== 'free')
      return `${when}, ${text(`DOCTOR_DASHBOARD.GRID.STATE_${cell.state.toUpperCase()}`)}`;
    if (!canEdit) return `${when}, ${text('DOCTOR_DASHBOARD.GRID.STATE_FREE')}`;
    return text(moving === null ? 'DOCTOR_DASHBOARD.GRID.CREATE_AT' : 'DOCTOR_DASHBOARD.GRID.MOVE_HERE', {
      when,
    });
  };

  return (
    <div className="dd-grid-wrap" data-moving={moving === null ? undefined : ''}>
      {/* The keys' help is the grid's description; it shows once the keyboard is in the grid (TimeGrid.css). */}
      <p id={instructionsId} className="dd-grid__help">
        {text(
          canEdit ? 'DOCTOR_DASHBOARD.GRID.INSTRUCTIONS' : 'DOCTOR_DASHBOARD.GRID.INSTRUCTIONS_READ_ONLY',
        )}
      </p>
      {canEdit ? (
        <span id={rdvHintId} hidden>
          {text('DOCTOR_DASHBOARD.GRID.RDV_HINT')}
        </span>
      ) : null}
      <ul className="dd-grid-legend" aria-label={text('DOCTOR_DASHBOARD.GRID.LEGEND')}>
        {LEGEND.map((status) => (
          <li key={status} data-status={status}>
            <span className="dd-grid-legend__swatch" aria-hidden="true" />
            {statusNames[status]}
          </li>
        ))}
        <li data-state="absent">
          <span className="dd-grid-legend__swatch" aria-hidden="true" />
          {text('DOCTOR_DASHBOARD.GRID.STATE_ABSENT')}
        </li>
        <li data-state="closed">
          <span className="dd-grid-legend__swatch" aria-hidden="true" />
          {text('DOCTOR_DASHBOARD.GRID.STATE_CLOSED')}
        </li>
        <li>
          <RemoteLabel />
        </li>
      </ul>
      <div className="dd-grid-scroll">
        <table
          role="grid"
          className="dd-grid"
          aria-label={text('DOCTOR_DASHBOARD.GRID.LABEL')}
          aria-describedby={instructionsId}
          aria-rowcount={rowCount + 1}
          aria-colcount={columnCount + 1}
          onKeyDown={onKeyDown}
          style={{ '--dd-grid-columns': columnCount } as CSSProperties}
        >
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className="dd-grid__corner">
                <span className="tabib-visually-hidden">{text('DOCTOR_DASHBOARD.GRID.TIME')}</span>
              </th>
              {grid.columns.map((column) => (
                <th key={column.day} scope="col">
                  {dayName(column.day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((minutes, row) => (
              <tr key={minutes} aria-rowindex={row + 2}>
                <th scope="row" className="dd-grid__time">
                  {wallClock(minutes)}
                </th>
                {grid.columns.map((column, columnIndex) => {
                  const cell = column.cells[row] as GridCell;
                  const isActive = current.row === row && current.column === columnIndex;
                  const key = `${row}:${columnIndex}`;
                  const register = (element: HTMLElement | null) => {
                    if (element) targets.current.set(key, element);
                    else targets.current.delete(key);
                  };
                  const focusProps = {
                    ref: register,
                    tabIndex: isActive ? 0 : -1,
                    onFocus: () => setActive({ row, column: columnIndex }),
                  };
                  const interactive = canEdit && (cell.state === 'free' || cell.rdvs.length > 0);
                  return (
                    <td
                      key={column.day}
                      data-state={cell.state}
                      data-start={cell.start}
                      {...(interactive ? {} : { ...focusProps, 'aria-label': cellLabel(cell, column.day) })}
                    >
                      {cell.rdvs.length > 0 ? (
                        cell.rdvs.map(({ rdv, offset, span }, index) => {
                          const movable = canEdit && isMovable(rdv);
                          const style = { '--dd-offset': offset, '--dd-span': span } as CSSProperties;
                          const label = rdvLabel(rdv);
                          return movable ? (
                            <button
                              key={rdv._id}
                              type="button"
                              className="dd-grid__rdv"
                              data-status={rdv.status}
                              data-moving={moving?._id === rdv._id ? '' : undefined}
                              style={style}
                              title={label}
                              draggable
                              aria-pressed={moving?._id === rdv._id}
                              aria-describedby={rdvHintId}
                              onClick={() => act(cell)}
                              onDragStart={(event) => {
                                event.dataTransfer.setData('text/plain', rdv._id);
                                event.dataTransfer.effectAllowed = 'move';
                                setMoving(rdv);
                              }}
                              onDragEnd={() => setMoving(null)}
                              {...(index === 0 ? focusProps : { tabIndex: -1 })}
                            >
                              {rdvText(rdv)}
                            </button>
                          ) : (
                            <span
                              key={rdv._id}
                              className="dd-grid__rdv"
                              data-status={rdv.status}
                              style={style}
                              title={label}
                            >
                              {rdvText(rdv)}
                            </span>
                          );
                        })
                      ) : interactive ? (
                        <button
                          type="button"
                          className="dd-grid__free"
                          aria-label={cellLabel(cell, column.day)}
                          onClick={() => act(cell)}
                          onDragOver={(event) => {
                            if (moving !== null) event.preventDefault();
                          }}
                          onDrop={(event) => {
                            event.preventDefault();
                            if (moving !== null) {
                              onMove(moving, cell.start);
                              setMoving(null);
                            }
                          }}
                          {...focusProps}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="tabib-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
