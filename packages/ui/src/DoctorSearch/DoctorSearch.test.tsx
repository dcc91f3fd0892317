import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { UiProvider } from '../i18n/UiProvider';
import { DoctorSearch } from './DoctorSearch';
import { groupSuggestions, suggestionKey, type SearchSuggestion } from './suggestions';

const ITEMS: SearchSuggestion[] = [
  { kind: 'doctor', id: '1', label: 'Dr Amel Ben Salah' },
  { kind: 'city', id: '1', label: 'Tunis' },
  { kind: 'specialty', id: '1', label: 'Cardiologie' },
  { kind: 'city', id: '2', label: 'Sfax' },
];
const READING: SearchSuggestion = { kind: 'query', id: 'tbib snan sfax', label: 'Chirurgie dentaire · Sfax' };

describe('groupSuggestions', () => {
  it('groups by kind in the order query (the whole text read), specialty, city, doctor, keeping the caller’s order within a kind', () => {
    expect(
      groupSuggestions([...ITEMS, READING]).map((section) => [
        section.id,
        section.items.map((item) => item.label),
      ]),
    ).toEqual([
      ['query', ['Chirurgie dentaire · Sfax']],
      ['specialty', ['Cardiologie']],
      ['city', ['Tunis', 'Sfax']],
      ['doctor', ['Dr Amel Ben Salah']],
    ]);
  });

  it('leaves out empty sections', () => {
    expect(groupSuggestions([ITEMS[1] as SearchSuggestion]).map((section) => section.id)).toEqual(['city']);
    expect(groupSuggestions([])).toEqual([]);
  });

  it('keys suggestions by kind and id, since ids repeat across kinds', () => {
    expect(ITEMS.map(suggestionKey)).toEqual(['doctor:1', 'city:1', 'specialty:1', 'city:2']);
  });
});

describe('DoctorSearch', () => {
  it('is a search landmark with a labelled combobox and a submit button', async () => {
    const screen = await render(<DoctorSearch items={[]} onSelect={() => {}} />);
    await expect.element(screen.getByRole('search')).toBeInTheDocument();
    await expect
      .element(screen.getByRole('combobox', { name: 'Spécialité, ville ou médecin' }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  });

  it('shows the given suggestions unfiltered and reports the picked one', async () => {
    const onSelect = vi.fn();
    const screen = await render(<DoctorSearch items={ITEMS} onSelect={onSelect} />);
    await screen.getByRole('combobox').click();
    // "zz" matches none of the labels: the caller's items are shown anyway (the caller filters)
    await userEvent.keyboard('zz');
    await expect.element(screen.baseElement.querySelector('[role="listbox"]') as HTMLElement).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ kind: 'specialty', id: '1', label: 'Cardiologie' });
  });

  it('submits the typed text with Enter while suggestions show but none is chosen', async () => {
    const onSubmit = vi.fn();
    const onSelect = vi.fn();
    const screen = await render(<DoctorSearch items={ITEMS} onSelect={onSelect} onSubmit={onSubmit} />);
    await screen.getByRole('combobox').click();
    await userEvent.keyboard('cardiologue Tunis');
    await expect.element(screen.baseElement.querySelector('[role="listbox"]') as HTMLElement).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('cardiologue Tunis');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('submits the trimmed text with the button', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DoctorSearch items={[]} onSelect={() => {}} onSubmit={onSubmit} defaultInputValue="  Sfax " />,
    );
    await screen.getByRole('button', { name: 'Rechercher' }).click();
    expect(onSubmit).toHaveBeenCalledWith('Sfax');
  });

  it('with carryFocus, takes the focus once mounted, caret after the text, its suggestions open', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <DoctorSearch items={ITEMS} onSelect={onSelect} defaultInputValue="cardio" carryFocus />,
    );
    const box = screen.getByRole('combobox').element() as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([6, 6]);
    await expect.element(screen.getByRole('option', { name: 'Cardiologie' })).toBeVisible();
    // Typing goes on where the text ends.
    await userEvent.keyboard('logue');
    expect(box.value).toBe('cardiologue');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ kind: 'specialty', id: '1', label: 'Cardiologie' });
  });

  it('with carryFocus and no text yet, takes the focus and opens nothing', async () => {
    const screen = await render(<DoctorSearch items={ITEMS} onSelect={() => {}} carryFocus />);
    expect(document.activeElement).toBe(screen.getByRole('combobox').element());
    expect(screen.baseElement.querySelector('[role="listbox"]')).toBeNull();
  });

  it('moves with Home/End and the arrows without wrapping, Escape closes then clears, Tab picks the active one', async () => {
    const onSelect = vi.fn();
    const onInputChange = vi.fn();
    const screen = await render(
      <DoctorSearch items={ITEMS} onSelect={onSelect} onInputChange={onInputChange} />,
    );
    const box = screen.getByRole('combobox').element() as HTMLInputElement;
    await screen.getByRole('combobox').click();
    await userEvent.keyboard('ab');
    const active = () =>
      document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Dr Amel Ben Salah');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Dr Amel Ben Salah');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('Cardiologie');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Cardiologie');
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('ab');
    await userEvent.keyboard('{Escape}');
    expect(box.value).toBe('');
    expect(onInputChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Dr Amel Ben Salah');
    await userEvent.keyboard('{Tab}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ kind: 'doctor', id: '1', label: 'Dr Amel Ben Salah' });
    expect(box.value).toBe('Dr Amel Ben Salah');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rechercher' }).element());
  });

  it('names the list with the label, says how many suggestions show, and opens it under the input', async () => {
    const screen = await render(<DoctorSearch items={ITEMS} onSelect={() => {}} />);
    const box = screen.getByRole('combobox').element() as HTMLInputElement;
    await screen.getByRole('combobox').click();
    await userEvent.keyboard('a');
    const list = screen.getByRole('listbox', { name: 'Suggestions Spécialité, ville ou médecin' });
    await expect.element(list).toBeVisible();
    expect(box.getAttribute('aria-controls')).toBe(list.element().id);
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('4 options disponible(s).');
    const layer = list.element().parentElement as HTMLElement;
    const input = box.getBoundingClientRect();
    const below = layer.getBoundingClientRect();
    expect(layer.getAttribute('data-placement')).toBe('bottom');
    expect(Math.round(below.top - input.bottom)).toBe(8);
    expect(Math.round(below.left)).toBe(Math.round(input.left));
    expect(layer.style.getPropertyValue('--trigger-width')).toBe(`${input.width}px`);
    await userEvent.keyboard('{Escape}');
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('');
  });

  it('in Arabic, says the count in Arabic and lines the list up with the input’s right edge', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <DoctorSearch items={ITEMS.slice(0, 1)} onSelect={() => {}} />
      </UiProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'الاختصاص أو المدينة أو الطبيب' });
    await box.click();
    await userEvent.keyboard('د');
    const list = screen.getByRole('listbox', { name: 'مقترحات الاختصاص أو المدينة أو الطبيب' });
    await expect.element(list).toBeVisible();
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('1 خيار متاحة.');
    const layer = list.element().parentElement as HTMLElement;
    expect(layer.getAttribute('dir')).toBe('rtl');
    expect(Math.round(layer.getBoundingClientRect().right)).toBe(
      Math.round(box.element().getBoundingClientRect().right),
    );
  });
});
