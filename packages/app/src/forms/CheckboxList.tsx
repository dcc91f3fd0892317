export interface CheckboxListProps<Name extends string> {
  /** The boxes in order: each one's form name and its translated label. */
  options: readonly { name: Name; label: string }[];
  /** Whether a box is ticked. */
  isChecked: (name: Name) => boolean;
  onChange: (name: Name, checked: boolean) => void;
}

/** Yes/no settings as a list of labelled checkboxes: a doctor's practice flags, an article's. */
export function CheckboxList<Name extends string>({ options, isChecked, onChange }: CheckboxListProps<Name>) {
  return (
    <ul className="form-checks">
      {options.map(({ name, label }) => (
        <li key={name}>
          <label className="form-check">
            <input
              type="checkbox"
              name={name}
              checked={isChecked(name)}
              onChange={(event) => onChange(name, event.target.checked)}
            />
            <span>{label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
