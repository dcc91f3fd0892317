import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useRelatives, useSession } from '@tabib/hooks';
import { formatAge, useUiLocale } from '@tabib/ui';

import { Dialog } from '../forms/Dialog';
import { relationLabelId } from './forWhom';
import { RelativeForm } from './RelativesSection';
import './Relatives.css';

export interface ForWhomChoiceProps {
  /** The chosen relative's `_id`; null: the signed-in patient. */
  value: string | null;
  onChange: (relativeId: string | null) => void;
  /** The legend's message id: « Pour qui ? » by default. */
  legendId?: string;
  className?: string;
}

/**
 * « Pour qui ? » (docs/decisions/041-relatives.md): the signed-in patient, one of their relatives, or
 * a relative added here in a dialog — who an rdv or a question is for. Radios in a fieldset, so the
 * arrow keys move between people.
 */
export function ForWhomChoice({
  value,
  onChange,
  legendId = 'RELATIVES.FOR_WHOM',
  className,
}: ForWhomChoiceProps) {
  const intl = useIntl();
  const { locale } = useUiLocale();
  const { user } = useSession();
  const relatives = useRelatives({ meta: { errorToast: false } });
  const [adding, setAdding] = useState(false);
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <fieldset className={className ? `relative-choice ${className}` : 'relative-choice'}>
      <legend>{text(legendId)}</legend>
      <label className="relative-choice__option">
        <input
          type="radio"
          name="forWhom"
          value=""
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span>{intl.formatMessage({ id: 'RELATIVES.ME' }, { name: user?.name ?? '' })}</span>
      </label>
      {relatives.data?.results.map((relative) => (
        <label key={relative._id} className="relative-choice__option">
          <input
            type="radio"
            name="forWhom"
            value={relative._id}
            checked={value === relative._id}
            onChange={() => onChange(relative._id)}
          />
          <span>
            {intl.formatMessage(
              { id: 'RELATIVES.CHOICE' },
              {
                relative: <bdi key="relative">{relative.name}</bdi>,
                relation: text(relationLabelId(relative.relation)),
                age: formatAge(relative.birthDate, locale),
              },
            )}
          </span>
        </label>
      ))}
      {relatives.isError ? (
        <p role="alert">
          {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('RELATIVES.ITEM') })}
        </p>
      ) : null}
      <p>
        <button type="button" className="booking-link-button" onClick={() => setAdding(true)}>
          {text('RELATIVES.ADD_ONE')}
        </button>
      </p>
      {/* In a portal: the dialog's form must not sit inside the booking or question form in the page,
          and the dialog keeps its submit from reaching that form through React's tree. */}
      {adding
        ? createPortal(
            <Dialog open onClose={() => setAdding(false)} title={text('RELATIVES.ADD_TITLE')}>
              <RelativeForm
                onDone={(added) => {
                  setAdding(false);
                  if (added) onChange(added._id);
                }}
              />
            </Dialog>,
            document.body,
          )
        : null}
    </fieldset>
  );
}
