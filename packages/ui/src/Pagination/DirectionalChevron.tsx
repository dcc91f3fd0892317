import type { UiDirection } from '../i18n/UiProvider';

/**
 * A chevron for "previous" / "next" controls (Pagination, SlotPicker's months). "Previous" points against
 * the reading direction: left in French and English, right in Arabic. `data-points` says which way.
 */
export function DirectionalChevron({ towards, dir }: { towards: 'previous' | 'next'; dir: UiDirection }) {
  const pointsLeft = (towards === 'previous') === (dir === 'ltr');
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-points={pointsLeft ? 'left' : 'right'}
    >
      <path
        d={pointsLeft ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
