import { useState } from 'react';

/**
 * A key that changes once, when the first data is in. The UI kit's SlotPicker chooses the day it shows
 * when it mounts: keyed with this, it mounts again with the slots and opens on the first day with a free
 * slot instead of on today.
 */
export function useFirstLoadKey(loaded: boolean): string {
  const [done, setDone] = useState(false);
  if (loaded && !done) setDone(true);
  return done ? 'loaded' : 'loading';
}
