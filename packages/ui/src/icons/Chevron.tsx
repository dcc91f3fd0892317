/** A down-pointing chevron for toggles; symmetric, so it needs no mirroring in Arabic. */
export function Chevron() {
  return (
    <svg
      className="tabib-chevron"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
