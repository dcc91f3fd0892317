import { useContext, useEffect, useRef } from 'react';
import { CalendarStateContext } from 'react-aria-components';

/** First and last day shown by the calendar, as `YYYY-MM-DD`. */
export interface VisibleRange {
  start: string;
  end: string;
}

/**
 * Tells the caller which days the calendar shows, on mount and on every month change, so it can fetch
 * the slots of those days. Lives inside the react-aria `Calendar` to read its state.
 */
export function VisibleRangeReporter({ onChange }: { onChange?: (range: VisibleRange) => void }) {
  const state = useContext(CalendarStateContext);
  const start = state?.visibleRange.start.toString();
  const end = state?.visibleRange.end.toString();
  // The latest callback, without re-reporting the same range when the caller passes a new function.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (start && end) onChangeRef.current?.({ start, end });
  }, [start, end]);
  return null;
}
