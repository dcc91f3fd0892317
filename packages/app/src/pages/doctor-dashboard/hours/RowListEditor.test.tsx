import { StrictMode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { FieldError } from '../../../forms/validation';
import { RowListEditor } from './RowListEditor';
import { VISIT_TYPE_LIST } from './WorkingHoursSection';

const messages = {
  'DOCTOR_SETTINGS.HOURS.VISIT_TYPES_TITLE': 'Types de consultation',
  'DOCTOR_SETTINGS.HOURS.NO_VISIT_TYPES': 'Aucun type de consultation',
  'DOCTOR_SETTINGS.HOURS.ADD_VISIT_TYPE': 'Ajouter un type de consultation',
  'DOCTOR_SETTINGS.HOURS.REMOVE_VISIT_TYPE': 'Retirer le type {n}',
  'DOCTOR_SETTINGS.HOURS.VISIT_NAME': 'Nom du type {n}',
  'DOCTOR_SETTINGS.HOURS.VISIT_NAME_EN': 'Nom du type {n} en anglais (facultatif)',
  'DOCTOR_SETTINGS.HOURS.VISIT_NAME_AR': 'Nom du type {n} en arabe (facultatif)',
  'DOCTOR_SETTINGS.HOURS.VISIT_DURATION': 'Durée du type {n} (minutes)',
  'DOCTOR_SETTINGS.HOURS.VISIT_PRICE': 'Prix du type {n} (TND)',
  'DOCTOR_SETTINGS.HOURS.ERROR_VISIT_DURATION': 'Entre {min} et {max} minutes.',
};

interface Row {
  _id?: string;
  name: string;
  nameEn: string;
  nameAr: string;
  durationMinutes: string;
  price: string;
}

function renderEditor(initialRows: Row[], errors: Record<number, FieldError> = {}) {
  const shown: { rows: Row[] } = { rows: initialRows };
  function Editor() {
    const [rows, setRows] = useState(initialRows);
    shown.rows = rows;
    return (
      <RowListEditor
        {...VISIT_TYPE_LIST}
        rows={rows}
        update={setRows}
        errors={errors}
        emptyRow={() => ({ name: '', nameEn: '', nameAr: '', durationMinutes: '30', price: '' })}
      />
    );
  }
  render(
    <StrictMode>
      <IntlProvider locale="fr" messages={messages}>
        <Editor />
      </IntlProvider>
    </StrictMode>,
  );
  return shown;
}

const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const spin = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

describe('RowListEditor: the visit types and absences of the working hours', () => {
  afterEach(cleanup);

  it('names the list, says when it is empty, and adds the given empty row', () => {
    const shown = renderEditor([]);
    const group = screen.getByRole('group', { name: 'Types de consultation' });
    expect(within(group).getByText('Aucun type de consultation')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un type de consultation' }));
    expect(shown.rows).toEqual([{ name: '', nameEn: '', nameAr: '', durationMinutes: '30', price: '' }]);
    expect(screen.queryByText('Aucun type de consultation')).toBeNull();
    expect(input('Nom du type 1').id).toBe('wh-v0-name');
    // decision 043: the names for English and Arabic readers, each typed in its own direction.
    const english = input('Nom du type 1 en anglais (facultatif)');
    expect([english.id, english.lang, english.dir, english.maxLength]).toEqual([
      'wh-v0-name-en',
      'en',
      'ltr',
      80,
    ]);
    const arabic = input('Nom du type 1 en arabe (facultatif)');
    expect([arabic.id, arabic.lang, arabic.dir, arabic.maxLength]).toEqual([
      'wh-v0-name-ar',
      'ar',
      'rtl',
      80,
    ]);
    expect(spin('Durée du type 1 (minutes)').id).toBe('wh-v0-duration');
    expect(spin('Durée du type 1 (minutes)').value).toBe('30');
    expect(input('Prix du type 1 (TND)').id).toBe('wh-v0-price');
    expect(input('Prix du type 1 (TND)').inputMode).toBe('decimal');
  });

  it('edits one field of one row', () => {
    const shown = renderEditor([
      { _id: 'a', name: 'Contrôle', nameEn: '', nameAr: '', durationMinutes: '15', price: '30' },
      { _id: 'b', name: 'Première visite', nameEn: '', nameAr: '', durationMinutes: '45', price: '60' },
    ]);
    fireEvent.change(spin('Durée du type 2 (minutes)'), { target: { value: '60' } });
    expect(shown.rows).toEqual([
      { _id: 'a', name: 'Contrôle', nameEn: '', nameAr: '', durationMinutes: '15', price: '30' },
      { _id: 'b', name: 'Première visite', nameEn: '', nameAr: '', durationMinutes: '60', price: '60' },
    ]);
  });

  it('removes a row, and the rows below keep their values and move up', () => {
    const shown = renderEditor([
      { _id: 'a', name: 'Contrôle', nameEn: '', nameAr: '', durationMinutes: '15', price: '30' },
      { _id: 'b', name: 'Première visite', nameEn: '', nameAr: '', durationMinutes: '45', price: '60' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le type 1' }));
    expect(shown.rows).toEqual([
      { _id: 'b', name: 'Première visite', nameEn: '', nameAr: '', durationMinutes: '45', price: '60' },
    ]);
    expect(input('Nom du type 1').value).toBe('Première visite');
    expect(screen.queryByRole('button', { name: 'Retirer le type 2' })).toBeNull();
  });

  it("shows a row's error on its first field, the one the error summary links to", () => {
    renderEditor(
      [
        { _id: 'a', name: 'Contrôle', nameEn: '', nameAr: '', durationMinutes: '15', price: '30' },
        { _id: 'b', name: 'Longue', nameEn: '', nameAr: '', durationMinutes: '900', price: '60' },
      ],
      { 1: { id: 'DOCTOR_SETTINGS.HOURS.ERROR_VISIT_DURATION', values: { min: 5, max: 480 } } },
    );
    const name = input('Nom du type 2');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Entre 5 et 480 minutes.',
    );
    expect(name.closest('.dp-row')?.hasAttribute('data-invalid')).toBe(true);
    expect(spin('Durée du type 2 (minutes)').hasAttribute('aria-invalid')).toBe(false);
    expect(input('Nom du type 1').hasAttribute('aria-invalid')).toBe(false);
    expect(input('Nom du type 1').closest('.dp-row')?.hasAttribute('data-invalid')).toBe(false);
  });
});
