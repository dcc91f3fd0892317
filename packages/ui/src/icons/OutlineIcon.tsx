export interface OutlineIconProps {
  /** The icon's path, drawn on a 24×24 grid. */
  d: string;
  /** Width and height, in the surrounding text's `em` so the icon follows its font size. */
  size: '1em' | '1.25em';
  /** Defaults to 2; thinner or bolder marks pass their own. */
  strokeWidth?: '1.75' | '2' | '2.5';
  className?: string;
}

/**
 * A decorative outline icon in the text's colour. Hidden from assistive technology: every icon of the
 * library stands beside text (or in a labelled control) that already says what it means.
 */
export function OutlineIcon({ d, size, strokeWidth = '2', className }: OutlineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
