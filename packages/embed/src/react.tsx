import { useEffect, useRef } from 'react';

import { mountTabibBooking, type TabibBookingOptions, type TabibEvent } from './index';

export type { TabibEvent, TabibEventType, TabibLang, TabibMode, TabibSearch, TabibTheme } from './index';

export interface TabibBookingProps extends Omit<TabibBookingOptions, 'onEvent'> {
  onEvent?: (event: TabibEvent) => void;
  className?: string;
}

/**
 * Tabib's booking widget in a React page: the same frame, dialog or
 * button as `/embed.js`, with its events as `onEvent`.
 */
export function TabibBooking({ className, onEvent, ...options }: TabibBookingProps) {
  const element = useRef<HTMLDivElement>(null);
  // The latest callback, without mounting the frame again when the page passes a new function.
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });
  const { host, doctorId, mode, lang } = options;
  const { color, radius, font } = options.theme ?? {};
  // A string, so a new array of the same doctors does not mount the frame again.
  const practice = options.practice?.join(',');
  const { specialty, city, governorate } = options.search ?? {};
  useEffect(() => {
    if (element.current === null) return undefined;
    return mountTabibBooking(element.current, {
      host,
      doctorId,
      practice: practice?.split(','),
      search: specialty === undefined ? undefined : { specialty, city, governorate },
      mode,
      lang,
      theme: { color, radius, font },
      onEvent: (event) => listener.current?.(event),
    });
  }, [host, doctorId, practice, specialty, city, governorate, mode, lang, color, radius, font]);
  return <div ref={element} className={className} />;
}
