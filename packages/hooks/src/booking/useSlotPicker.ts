import { tunisDay } from '@tabib/contract';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';

import { type ApiContext, useApiContext } from '../api/context';
import { doctorSlotsQuery } from '../api/doctors/useDoctorSlots';
import type { ErrorFeedbackMeta } from '../query/errorFeedback';
import {
  addDays,
  MAX_SLOT_RANGE_DAYS,
  monthOf,
  restOfMonth,
  type SlotRange,
  slotRequestRanges,
} from './slotRange';

export interface UseSlotPickerOptions {
  doctorId: string;
  /** A visit type of the doctor's working hours: its slots fit its length. */
  visitType?: string;
  /** The first day shown, `YYYY-MM-DD` (Africa/Tunis); today by default. */
  from?: string;
  /** How many days are shown at once, at most 31; by default the rest of `from`'s month, then whole months. */
  days?: number;
  /** The slot chosen at first. */
  defaultValue?: string | null;
  /** `false` keeps the slots unasked (e.g. until a dialog opens). */
  enabled?: boolean;
  /** `{ errorToast: false }` where the page shows `isError` itself. */
  meta?: ErrorFeedbackMeta;
}

export interface SlotPickerState {
  /** Today in Africa/Tunis: no slot before it. */
  today: string;
  /** The days shown, with those `more()` added. */
  range: SlotRange;
  /** The free slots of the range, as ISO instants in time order. */
  slots: string[];
  /** The free slots by day (`YYYY-MM-DD`, Africa/Tunis); days without slots are absent. */
  slotsByDay: Record<string, string[]>;
  /** Some days of the range are still being asked for. */
  loading: boolean;
  /** Asking for some days failed. */
  isError: boolean;
  selected: string | null;
  select: (slot: string | null) => void;
  /** The days shown changed (a calendar's own month navigation): ask for their slots. */
  setRange: (range: SlotRange) => void;
  /** The next or previous `days` days (whole months without `days`). */
  next: () => void;
  previous: () => void;
  /** The range does not start in the past. */
  canGoBack: boolean;
  /** Shows `days` more days (a month more without `days`) after the range. */
  more: () => void;
}

const shownDays = (days: number | undefined) =>
  days === undefined ? undefined : Math.min(Math.max(Math.trunc(days), 1), MAX_SLOT_RANGE_DAYS);

/** The days a picker shows first: the rest of `first`'s month, or `length` days from it. */
const firstRange = (first: string, length: number | undefined): SlotRange =>
  length === undefined ? restOfMonth(first) : { start: first, end: addDays(first, length - 1) };

function slotQueries(
  api: ApiContext,
  { doctorId, visitType }: Pick<UseSlotPickerOptions, 'doctorId' | 'visitType'>,
  range: SlotRange,
  today: string,
) {
  return slotRequestRanges(range, today).map(({ start, end }) =>
    doctorSlotsQuery(api, { doctor: doctorId, from: start, to: end, ...(visitType && { visitType }) }),
  );
}

/**
 * The queries `useSlotPicker` asks for on its first render, with the same keys: what a page rendered on
 * the server fetches before rendering (`today` as the picker takes it, `tunisDay(new Date())`).
 */
export function slotPickerQueries(
  api: ApiContext,
  { doctorId, visitType, from, days }: Pick<UseSlotPickerOptions, 'doctorId' | 'visitType' | 'from' | 'days'>,
  today: string,
) {
  return slotQueries(api, { doctorId, visitType }, firstRange(from ?? today, shownDays(days)), today);
}

/**
 * What a custom slot picker needs for one doctor: the days shown and their free slots
 * (`GET /doctors/{id}/slots`, asked piece by piece, past days never), previous / next / more days,
 * and the slot chosen.
 */
export function useSlotPicker({
  doctorId,
  visitType,
  from,
  days,
  defaultValue = null,
  enabled = true,
  meta,
}: UseSlotPickerOptions): SlotPickerState {
  const api = useApiContext();
  const [today] = useState(() => tunisDay(new Date()));
  const length = shownDays(days);
  const [range, setRange] = useState<SlotRange>(() => firstRange(from ?? today, length));
  const [selected, select] = useState<string | null>(defaultValue);

  const results = useQueries({
    queries: slotQueries(api, { doctorId, visitType }, range, today).map((query) => ({
      ...query,
      enabled,
      meta,
    })),
  });
  const slots = results.flatMap((result) => result.data?.slots ?? []);
  const slotsByDay: Record<string, string[]> = {};
  for (const slot of slots) (slotsByDay[tunisDay(slot)] ??= []).push(slot);

  const shift = (direction: 1 | -1) =>
    setRange((current) => {
      if (length === undefined) return monthOf(current.start, direction);
      const start = addDays(current.start, direction * length);
      return { start, end: addDays(start, length - 1) };
    });

  return {
    today,
    range,
    slots,
    slotsByDay,
    loading: enabled && results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    selected,
    select,
    setRange,
    next: () => shift(1),
    previous: () => shift(-1),
    canGoBack: range.start > today,
    more: () =>
      setRange((current) => ({
        start: current.start,
        end: length === undefined ? monthOf(current.end, 1).end : addDays(current.end, length),
      })),
  };
}
