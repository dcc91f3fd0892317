import { OutlineIcon } from './OutlineIcon';

/** A down-pointing chevron for toggles; symmetric, so it needs no mirroring in Arabic. */
export function Chevron() {
  return <OutlineIcon d="m6 9 6 6 6-6" size="1em" strokeWidth="2.5" className="tabib-chevron" />;
}
