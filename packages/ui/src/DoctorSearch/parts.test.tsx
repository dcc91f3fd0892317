import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import * as DoctorSearch from './parts';
import type { SearchSuggestion } from './suggestions';

const ITEMS: SearchSuggestion[] = [
  { kind: 'doctor', id: '1', label: 'Dr Amel Ben Salah', description: 'Cardiologue · Tunis' },
  { kind: 'city', id: 'sfax', label: 'Sfax' },
  { kind: 'specialty', id: 'cardio', label: 'Cardiologie' },
  { kind: 'city', id: 'sousse', label: 'Sousse' },
];

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p data-testid="error">{this.state.error}</p>;
  }
}

/**
 * The consumer's own search: its own input element, the groups in two columns, each option a row of
 * its own, the chosen city as a chip under the box.
 */
function TwoColumnSearch({
  onSelect = () => {},
  onSubmit = () => {},
  items = ITEMS,
  loading = false,
}: {
  onSelect?: (item: SearchSuggestion) => void;
  onSubmit?: (text: string) => void;
  items?: SearchSuggestion[];
  loading?: boolean;
}) {
  const [chosen, setChosen] = useState<SearchSuggestion | null>(null);
  return (
    <DoctorSearch.Root
      items={items}
      loading={loading}
      onSelect={(item) => {
        if (item.kind === 'city') setChosen(item);
        onSelect(item);
      }}
      onSubmit={onSubmit}
      className="my-search"
    >
      <DoctorSearch.Combobox className={({ open }) => (open ? 'box box--open' : 'box')}>
        <DoctorSearch.Label className="sr-label" />
        <div className="row">
          <DoctorSearch.Input asChild>
            <input className="my-input" data-testid="input" />
          </DoctorSearch.Input>
          <DoctorSearch.Submit className="go" />
        </div>
        <DoctorSearch.Popover className="layer">
          <DoctorSearch.Listbox className="columns">
            {(group) => (
              <DoctorSearch.Group group={group} className={({ kind }) => `column column--${kind}`}>
                <DoctorSearch.GroupLabel className="column-title" />
                <DoctorSearch.GroupOptions>
                  {(item) => (
                    <DoctorSearch.Option
                      item={item}
                      className={({ focused, kind }) => `row-${kind}${focused ? ' row--active' : ''}`}
                    >
                      <span className="name">{item.label}</span>
                    </DoctorSearch.Option>
                  )}
                </DoctorSearch.GroupOptions>
              </DoctorSearch.Group>
            )}
          </DoctorSearch.Listbox>
        </DoctorSearch.Popover>
      </DoctorSearch.Combobox>
      {chosen ? (
        <DoctorSearch.Chips className="chips">
          <DoctorSearch.Chip
            kind="city"
            label={chosen.label}
            onRemove={() => setChosen(null)}
            className="chip"
          />
        </DoctorSearch.Chips>
      ) : null}
    </DoctorSearch.Root>
  );
}

describe('DoctorSearch parts in the consumer’s own markup', () => {
  it('keeps the combobox’s roles and links on the consumer’s input, and the search landmark', async () => {
    const screen = await render(<TwoColumnSearch />);
    const form = screen.getByRole('search', { name: 'Spécialité, ville ou médecin' }).element();
    expect(form.className).toBe('tabib-doctor-search my-search');
    const input = screen.getByRole('combobox', { name: 'Spécialité, ville ou médecin' }).element();
    expect(input).toBe(screen.getByTestId('input').element());
    expect(input.className).toBe('tabib-doctor-search__input my-input');
    expect(input.getAttribute('placeholder')).toBe('Ex. : cardiologue, Sousse, Dr Ben Salah');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Rechercher' }).element().className).toBe(
      'tabib-doctor-search__submit go',
    );
  });

  it('lays the groups out in the consumer’s columns, arrows move through them in order and Enter picks', async () => {
    const onSelect = vi.fn();
    const screen = await render(<TwoColumnSearch onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('a');
    const listbox = screen.getByRole('listbox');
    await expect.element(listbox).toBeVisible();
    expect(listbox.element().className).toBe('tabib-doctor-search__list columns');
    const groups = [...listbox.element().querySelectorAll('[role="group"]')];
    expect(groups.map((group) => [group.className, group.getAttribute('data-kind')])).toEqual([
      ['tabib-doctor-search__section column column--specialty', 'specialty'],
      ['tabib-doctor-search__section column column--city', 'city'],
      ['tabib-doctor-search__section column column--doctor', 'doctor'],
    ]);
    expect(groups.map((group) => group.querySelector('header')?.textContent)).toEqual([
      'Spécialités',
      'Villes',
      'Médecins',
    ]);
    const input = screen.getByRole('combobox').element();
    expect(input.closest('.tabib-doctor-search__combobox')?.className).toBe(
      'tabib-doctor-search__combobox box box--open',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = [...listbox.element().querySelectorAll<HTMLElement>('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual([
      'Cardiologie',
      'Sfax',
      'Sousse',
      'Dr Amel Ben Salah',
    ]);
    expect(options.map((option) => option.getAttribute('data-kind'))).toEqual([
      'specialty',
      'city',
      'city',
      'doctor',
    ]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.hasAttribute('data-focused')).toBe(true);
    expect(options[1]?.className).toBe('tabib-doctor-search__option row-city row--active');
    expect(options[0]?.className).toBe('tabib-doctor-search__option row-specialty');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ kind: 'city', id: 'sfax', label: 'Sfax' });
  });

  it('shows the chosen city as a chip whose named button removes it', async () => {
    const screen = await render(<TwoColumnSearch />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('s');
    await userEvent.click(screen.getByRole('option', { name: 'Sousse' }));
    const chips = screen.getByRole('list', { name: 'Critères choisis' });
    await expect.element(chips).toBeVisible();
    const chip = chips.element().querySelector('li') as HTMLElement;
    expect(chip.className).toBe('tabib-doctor-search__chip chip');
    expect(chip.getAttribute('data-kind')).toBe('city');
    expect(chip.querySelector('.tabib-doctor-search__chip-label')?.textContent).toBe('Ville : Sousse');
    const remove = screen.getByRole('button', { name: 'Retirer Sousse' });
    expect(remove.element().getAttribute('type')).toBe('button');
    await userEvent.click(remove);
    expect(screen.container.querySelector('ul')).toBeNull();
  });

  it('submits the typed text with Enter while suggestions show but none is active', async () => {
    const onSubmit = vi.fn();
    const onSelect = vi.fn();
    const screen = await render(<TwoColumnSearch onSubmit={onSubmit} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard(' cardio sfax ');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('cardio sfax');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says the list is loading, then that nothing matches, with data-state', async () => {
    const screen = await render(<TwoColumnSearch items={[]} loading />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('zz');
    const empty = () => document.querySelector('.tabib-doctor-search__empty') as HTMLElement;
    await expect.element(screen.getByText('Recherche en cours…')).toBeVisible();
    expect(empty().getAttribute('data-state')).toBe('loading');
    await screen.rerender(<TwoColumnSearch items={[]} />);
    await expect.element(screen.getByText('Aucune suggestion')).toBeVisible();
    expect(empty().getAttribute('data-state')).toBe('none');
  });

  it('is right to left with its built-in texts in Arabic, chips included', async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <UiProvider locale="ar">
        <DoctorSearch.Root items={[]} onSelect={() => {}}>
          <DoctorSearch.Combobox>
            <DoctorSearch.Label />
            <DoctorSearch.Field />
            <DoctorSearch.Popover />
          </DoctorSearch.Combobox>
          <DoctorSearch.Chips>
            <DoctorSearch.Chip kind="specialty" label="أمراض القلب" onRemove={onRemove}>
              <DoctorSearch.ChipLabel className="text" />
              <DoctorSearch.ChipRemove asChild>
                <button className="x" />
              </DoctorSearch.ChipRemove>
            </DoctorSearch.Chip>
          </DoctorSearch.Chips>
        </DoctorSearch.Root>
      </UiProvider>,
    );
    const form = screen.getByRole('search', { name: 'الاختصاص أو المدينة أو الطبيب' }).element();
    expect(form.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('list', { name: 'المعايير المختارة' }).element().textContent).toContain(
      'الاختصاص: أمراض القلب',
    );
    const remove = screen.getByRole('button', { name: 'إزالة أمراض القلب' }).element() as HTMLElement;
    expect(remove.className).toBe('tabib-doctor-search__chip-remove x');
    expect(remove.getAttribute('type')).toBe('button');
    expect(remove.textContent).toBe('×');
    remove.click();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('renders only the combobox given no children: no default label, field or list', async () => {
    const screen = await render(
      <DoctorSearch.Root items={ITEMS} onSelect={() => {}}>
        <DoctorSearch.Combobox />
      </DoctorSearch.Root>,
    );
    const combobox = screen.container.querySelector('.tabib-doctor-search__combobox');
    expect(combobox).not.toBeNull();
    expect(combobox?.querySelector('label, input, [role="listbox"]')).toBeNull();
    // Its own live region stays, empty while the list is closed.
    expect(combobox?.querySelector('[aria-live="assertive"]')?.textContent).toBe('');
  });

  it('names the missing Root when a part is used outside it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <Catch>
        <DoctorSearch.Chips />
      </Catch>,
    );
    await expect
      .element(screen.getByTestId('error'))
      .toHaveTextContent('@tabib/ui: DoctorSearch.Chips must be used inside DoctorSearch.Root.');
  });
});
