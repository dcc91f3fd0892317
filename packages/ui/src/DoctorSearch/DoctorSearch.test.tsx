import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
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
});
