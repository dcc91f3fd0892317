import { OutlineIcon } from '../icons/OutlineIcon';
import type { ToastType } from './types';

// Each toast type has its icon. Decorative: the type is also spoken as text.
const paths: Record<ToastType, string> = {
  // check in a circle
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  // cross in a circle
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6m0-6-6 6',
  // exclamation in a triangle
  warning: 'M12 3 2 20h20L12 3Zm0 6v5m0 3v.5',
  // "i" in a circle
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9v.5',
};

/** The toast type's icon as a decorative inline SVG (aria-hidden). */
export function ToastIcon({ type }: { type: ToastType }) {
  return <OutlineIcon d={paths[type]} size="1.25em" className="tabib-toast__icon" />;
}
