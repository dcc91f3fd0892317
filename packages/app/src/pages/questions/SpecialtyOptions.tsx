import type { SpecialtyOption } from './useSpecialtyOptions';

interface SpecialtyOptionsProps {
  /** From `useSpecialtyOptions`: named and sorted in the reader's language. */
  options: readonly SpecialtyOption[];
  /** The first option's text: its value '' chooses no specialty. */
  none: string;
}

/** A specialty select's options: "none" first, then one per specialty. */
export function SpecialtyOptions({ options, none }: SpecialtyOptionsProps) {
  return (
    <>
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </>
  );
}
