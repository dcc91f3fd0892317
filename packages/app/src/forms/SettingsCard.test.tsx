import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TabibHooks from '@tabib/hooks';

import { TextField } from './Field';
import { SettingsCard } from './SettingsCard';
import { useForm } from './useForm';
import { REQUIRED } from './validation';

const success = vi.fn<(text: string) => string>();
const error = vi.fn<(text: string) => string>();

vi.mock('@tabib/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof TabibHooks>()),
  useToasts: () => ({ success, error }),
}));

const messages = {
  'AUTH.FIELDS.FIRST_NAME': 'Prénom',
  'FORMS.VALIDATION.REQUIRED': 'Ce champ est obligatoire.',
  'FORMS.ERROR_SUMMARY_TITLE': "Le formulaire n'a pas pu être envoyé",
  'FORMS.SUMMARY_ITEM': '{field} : {error}',
  'ERRORS.PROFILE_FAILED': 'Échec de la mise à jour du profil',
};

interface Values {
  firstName: string;
}

function renderCard(save: (values: Values) => Promise<Values>) {
  function Card() {
    const form = useForm<Values>({
      idPrefix: 'profile',
      initialValues: { firstName: 'Amira' },
      labels: { firstName: 'AUTH.FIELDS.FIRST_NAME' },
      validate: (values) => (values.firstName.trim() === '' ? { firstName: REQUIRED } : {}),
    });
    return (
      <SettingsCard
        headingId="profile-title"
        title="Informations personnelles"
        className="pd-card"
        titleClassName="pd-section-title"
        form={form}
        submitLabel="Enregistrer le profil"
        save={save}
        messageOf={() => 'ERRORS.PROFILE_FAILED'}
        savedToast="Profil mis à jour avec succès"
      >
        <TextField {...form.fieldProps('firstName')} />
      </SettingsCard>
    );
  }
  render(
    <StrictMode>
      <IntlProvider locale="fr" messages={messages}>
        <Card />
      </IntlProvider>
    </StrictMode>,
  );
}

const firstName = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Prénom' });

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
  });
}

describe('SettingsCard: one form of a settings page', () => {
  beforeEach(() => {
    success.mockClear();
    error.mockClear();
  });
  afterEach(cleanup);

  it('is a section named by its heading, with the page card classes', () => {
    renderCard(async (values) => values);
    const section = screen.getByRole('region', { name: 'Informations personnelles' });
    expect(section.className).toBe('pd-card');
    const heading = screen.getByRole('heading', { level: 2, name: 'Informations personnelles' });
    expect(heading.id).toBe('profile-title');
    expect(heading.className).toBe('pd-section-title');
  });

  it('sends nothing while a field is invalid, and lists the error under a level-3 heading', async () => {
    const save = vi.fn(async (values: Values) => values);
    renderCard(save);
    fireEvent.change(firstName(), { target: { value: ' ' } });
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { level: 3, name: "Le formulaire n'a pas pu être envoyé" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prénom : Ce champ est obligatoire.' })).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
  });

  it('saves, starts over from what save returns, and says so in a toast', async () => {
    const save = vi.fn(async () => ({ firstName: 'Amira B.' }));
    renderCard(save);
    fireEvent.change(firstName(), { target: { value: 'amira b.' } });
    await submit();
    expect(save).toHaveBeenCalledExactlyOnceWith({ firstName: 'amira b.' });
    expect(firstName().value).toBe('Amira B.');
    expect(success).toHaveBeenCalledExactlyOnceWith('Profil mis à jour avec succès');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a failed save and says why on top, not in a toast as well', async () => {
    renderCard(() => Promise.reject(new Error('offline')));
    fireEvent.change(firstName(), { target: { value: 'Amira B.' } });
    await submit();
    expect(firstName().value).toBe('Amira B.');
    expect(screen.getByRole('alert').textContent).toContain('Échec de la mise à jour du profil');
    expect(error).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });
});
