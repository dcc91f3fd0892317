import { useIntl } from 'react-intl';

import { TextField, type TextFieldProps } from '../../../forms/Field';
import type { FieldError } from '../../../forms/validation';

/** One control of a row: which field it edits and the message id of its label (`{n}` = row number). */
export interface RowListColumn<Field extends string> {
  field: Field;
  /** End of the control's id (`<idPrefix><row index>-<idSuffix>`); default the field. */
  idSuffix?: string;
  label: string;
  /** E.g. `type`, `inputMode`, `maxLength` of the input. */
  inputProps?: Omit<TextFieldProps, 'id' | 'label' | 'value' | 'error' | 'onChange'>;
}

/** Message ids of the list's texts; `remove` gets the row number as `{n}`. */
export interface RowListMessages {
  title: string;
  empty: string;
  add: string;
  remove: string;
}

/** What a list is made of, the same on every render: ids, controls and texts. */
export interface RowListSpec<Field extends string> {
  /** Start of the controls' ids; the first control's id is the one the error summary links to. */
  idPrefix: string;
  columns: readonly RowListColumn<Field>[];
  messages: RowListMessages;
}

export interface RowListEditorProps<
  Field extends string,
  Row extends { _id?: string } & Record<Field, string>,
> extends RowListSpec<Field> {
  rows: readonly Row[];
  /** Applies a change to the current rows (a state setter's updater, so quick edits never race). */
  update: (change: (rows: Row[]) => Row[]) => void;
  /** The validation error of each row, by index; shown with the row's first control. */
  errors: Readonly<Record<number, FieldError>>;
  /** The row the add button appends. */
  emptyRow: () => Row;
}

/**
 * A titled list of rows of text fields (a fieldset), each with its remove button, and a button that
 * adds a row. A saved row is keyed by its `_id`, so removing one above keeps what was typed below.
 * Data attribute: presence-only `data-invalid=""` on a row with an error.
 */
export function RowListEditor<Field extends string, Row extends { _id?: string } & Record<Field, string>>({
  idPrefix,
  rows,
  update,
  columns,
  messages,
  errors,
  emptyRow,
}: RowListEditorProps<Field, Row>) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const change = (index: number, field: Field, value: string) =>
    update((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="dp-group">
      <legend className="dp-subtitle">{text(messages.title)}</legend>
      {rows.length === 0 ? <p className="dp-status">{text(messages.empty)}</p> : null}
      {rows.map((row, index) => {
        const failure = errors[index];
        const error = failure ? text(failure.id, failure.values) : undefined;
        const n = index + 1;
        return (
          <div key={row._id ?? `new-${index}`} className="dp-row" data-invalid={error ? '' : undefined}>
            {columns.map((column, columnIndex) => (
              <TextField
                key={column.field}
                id={`${idPrefix}${index}-${column.idSuffix ?? column.field}`}
                {...column.inputProps}
                label={text(column.label, { n })}
                value={row[column.field]}
                error={columnIndex === 0 ? error : undefined}
                onChange={(event) => change(index, column.field, event.target.value)}
              />
            ))}
            <button
              type="button"
              className="form-button"
              onClick={() => update((current) => current.filter((_, i) => i !== index))}
            >
              {text(messages.remove, { n })}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="form-button"
        onClick={() => update((current) => [...current, emptyRow()])}
      >
        {text(messages.add)}
      </button>
    </fieldset>
  );
}
