import { IntlProvider } from 'react-intl';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConfirmActions } from './ConfirmActions';

const messages = { 'DOCTOR_SERVICES.CANCEL': 'Annuler' };

function renderActions(props: Partial<Parameters<typeof ConfirmActions>[0]>, onSubmit = vi.fn()) {
  const onCancel = vi.fn();
  render(
    <IntlProvider locale="fr" messages={messages}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ConfirmActions confirmLabel="Supprimer" pending={false} onCancel={onCancel} {...props} />
      </form>
    </IntlProvider>,
  );
  return { onCancel, onSubmit };
}

afterEach(cleanup);

describe('ConfirmActions: cancel first, then the action', () => {
  it('runs the action once clicked, as a danger button by default', () => {
    const onConfirm = vi.fn();
    const { onCancel, onSubmit } = renderActions({ onConfirm });
    const [cancel, action] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    expect(cancel.textContent).toBe('Annuler');
    expect(action.textContent).toBe('Supprimer');
    expect(action.getAttribute('type')).toBe('button');
    expect(action.getAttribute('data-tone')).toBe('danger');
    fireEvent.click(action);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the action runs (the button stays focusable)', () => {
    const onConfirm = vi.fn();
    renderActions({ onConfirm, pending: true });
    const action = screen.getByRole('button', { name: 'Supprimer' });
    expect(action.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(action);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('submits its form when it has no action of its own, with the tone and cancel text given', () => {
    const { onSubmit } = renderActions({ tone: 'primary', cancelLabel: 'Garder' });
    const action = screen.getByRole('button', { name: 'Supprimer' });
    expect(action.getAttribute('type')).toBe('submit');
    expect(action.getAttribute('data-tone')).toBe('primary');
    expect(screen.getByRole('button', { name: 'Garder' }).getAttribute('type')).toBe('button');
    fireEvent.click(action);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
