import { useEffect, useRef } from 'react';

/** First and last day shown by the calendar, as `YYYY-MM-DD`. */
export interface VisibleRange {
  start: string;
  end: string;
}

/**
 * Tells the caller which days the calendar shows, on mount and on every month change, so it can fetch
 * the slots of those days.
 */
export function useVisibleRangeReport(
  { start, end }: VisibleRange,
  onChange?: (range: VisibleRange) => void,
) {
  // The latest callback, without re-reporting the same range when the caller passes a new function.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current?.({ start, end });
  }, [start, end]);
}
