import { useSyncExternalStore } from 'react';

// The site's whole router: `?doctor=<id>&slot=<instant>` opens the booking of that doctor, nothing the search.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

export function navigate(href: string) {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute() {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  const params = new URLSearchParams(search);
  return { doctor: params.get('doctor'), slot: params.get('slot') };
}

export const bookingHref = (doctor: string, slot?: string) =>
  `/?doctor=${encodeURIComponent(doctor)}${slot ? `&slot=${encodeURIComponent(slot)}` : ''}`;
