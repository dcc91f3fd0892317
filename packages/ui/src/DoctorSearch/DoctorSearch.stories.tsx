import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLocale } from '../i18n/UiProvider';
import { storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { DoctorSearch, type DoctorSearchProps } from './DoctorSearch';
import * as DoctorSearchParts from './parts';
import type { SearchSuggestion } from './suggestions';

/**
 * What the autocomplete endpoints could return (requirements §7: specialties, locations, doctors/autocomplete),
 * in each locale: the API answers in the language of the request.
 */
const DIRECTORY: Record<UiLocale, SearchSuggestion[]> = {
  fr: [
    { kind: 'specialty', id: 'cardiologie', label: 'Cardiologie' },
    { kind: 'specialty', id: 'pediatrie', label: 'Pédiatrie' },
    { kind: 'specialty', id: 'dermatologie', label: 'Dermatologie' },
    { kind: 'city', id: 'tunis', label: 'Tunis' },
    { kind: 'city', id: 'sousse', label: 'Sousse' },
    { kind: 'city', id: 'sfax', label: 'Sfax' },
    { kind: 'doctor', id: 'amel-ben-salah', label: 'Dr Amel Ben Salah', description: 'Cardiologue · Tunis' },
    { kind: 'doctor', id: 'sami-souissi', label: 'Dr Sami Souissi', description: 'Pédiatre · Sousse' },
  ],
  en: [
    { kind: 'specialty', id: 'cardiologie', label: 'Cardiology' },
    { kind: 'specialty', id: 'pediatrie', label: 'Paediatrics' },
    { kind: 'specialty', id: 'dermatologie', label: 'Dermatology' },
    { kind: 'city', id: 'tunis', label: 'Tunis' },
    { kind: 'city', id: 'sousse', label: 'Sousse' },
    { kind: 'city', id: 'sfax', label: 'Sfax' },
    { kind: 'doctor', id: 'amel-ben-salah', label: 'Dr Amel Ben Salah', description: 'Cardiologist · Tunis' },
    { kind: 'doctor', id: 'sami-souissi', label: 'Dr Sami Souissi', description: 'Paediatrician · Sousse' },
  ],
  ar: [
    { kind: 'specialty', id: 'cardiologie', label: 'أمراض القلب' },
    { kind: 'specialty', id: 'pediatrie', label: 'طب الأطفال' },
    { kind: 'specialty', id: 'dermatologie', label: 'الأمراض الجلدية' },
    { kind: 'city', id: 'tunis', label: 'تونس' },
    { kind: 'city', id: 'sousse', label: 'سوسة' },
    { kind: 'city', id: 'sfax', label: 'صفاقس' },
    { kind: 'doctor', id: 'amel-ben-salah', label: 'د. أمل بن صالح', description: 'طبيبة قلب · تونس' },
    { kind: 'doctor', id: 'sami-souissi', label: 'د. سامي السويسي', description: 'طبيب أطفال · سوسة' },
  ],
};

/** What the play functions type, per locale, and what it finds in that locale's directory. */
const TYPED = {
  /** Sousse and Dr Sami Souissi. */
  sousse: { fr: 'sou', en: 'sou', ar: 'سو' },
  /** One of each kind at least: a section per kind. */
  everyKind: { fr: 'e', en: 'e', ar: 'ا' },
  /** The cardiology specialty. */
  cardio: { fr: 'cardio', en: 'cardio', ar: 'القلب' },
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** What the caller "fetches" for a text: the directory's suggestions whose label contains it. */
function matching(directory: SearchSuggestion[], text: string) {
  const query = fold(text.trim());
  return query ? directory.filter((item) => fold(item.label).includes(query)) : [];
}

/** Plays the caller's part: for the initial text and on each change it "fetches" the matching suggestions. */
function SearchWithSuggestions({
  directory,
  ...props
}: DoctorSearchProps & { directory: SearchSuggestion[] }) {
  const [items, setItems] = useState(() => matching(directory, props.defaultInputValue ?? ''));
  return (
    <DoctorSearch
      {...props}
      items={items}
      onInputChange={(text) => {
        props.onInputChange?.(text);
        setItems(matching(directory, text));
      }}
    />
  );
}

const meta = {
  title: 'Product/DoctorSearch',
  component: DoctorSearch,
  render: (args, { globals }) => (
    <SearchWithSuggestions {...args} directory={DIRECTORY[storyLocale(globals)]} />
  ),
  args: { items: [], onSelect: fn(), onSubmit: fn(), onInputChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem', minBlockSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DoctorSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape, then wait for the list to go: each play function leaves the page as it found it for axe. */
async function closeList(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
}

const LABEL = {
  fr: 'Spécialité, ville ou médecin',
  en: 'Specialty, city or doctor',
  ar: 'الاختصاص أو المدينة أو الطبيب',
};

export const Empty: Story = {};

/** Keyboard only: Tab in, type, ArrowDown twice, Enter picks the second suggestion. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const [, , , , sousse, , , souissi] = DIRECTORY[locale];
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: LABEL[locale] });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard(TYPED.sousse[locale]);
    await expect(args.onInputChange).toHaveBeenLastCalledWith(TYPED.sousse[locale]);
    const listbox = await page.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      sousse?.label,
      `${souissi?.label}${souissi?.description}`,
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(souissi);
    await expect(input).toHaveValue(souissi?.label);
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

/** Escape closes the list and keeps the text; Enter with the list closed submits the search. */
export const EscapeThenSubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const typed = TYPED.cardio[locale];
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard(typed);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: DIRECTORY[locale][0]?.label })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue(typed);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(typed);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Suggestions in sections, in the order specialties, cities, doctors. */
export const Sections: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard(TYPED.everyKind[storyLocale(globals)]);
    const listbox = await page.findByRole('listbox');
    const titles = {
      fr: ['Spécialités', 'Villes', 'Médecins'],
      en: ['Specialties', 'Cities', 'Doctors'],
      ar: ['الاختصاصات', 'المدن', 'الأطباء'],
    }[storyLocale(globals)];
    const sections = within(listbox).getAllByRole('group');
    await expect(sections.map((section) => section.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
      true,
    ]);
    await expect(sections.map((section) => section.querySelector('header')?.textContent)).toEqual(titles);
    await closeList(canvasElement);
  },
};

export const Loading: Story = {
  render: (args) => <DoctorSearch {...args} items={[]} loading />,
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    const form = within(canvasElement).getByRole('search');
    await expect(form).toHaveAttribute('data-loading', '');
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard('ben');
    const loading = { fr: 'Recherche en cours…', en: 'Searching…', ar: 'جارٍ البحث…' }[storyLocale(globals)];
    await expect(await page.findByText(loading)).toBeVisible();
    await closeList(canvasElement);
  },
};

export const NoSuggestions: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard('xyz');
    const none = { fr: 'Aucune suggestion', en: 'No suggestions', ar: 'لا توجد اقتراحات' }[
      storyLocale(globals)
    ];
    await expect(await page.findByText(none)).toBeVisible();
    await closeList(canvasElement);
  },
};

export const WithInitialText: Story = {
  args: { defaultInputValue: 'Pédiatrie' },
  parameters: {
    localeArgs: {
      en: { defaultInputValue: 'Paediatrics' },
      ar: { defaultInputValue: 'طب الأطفال' },
    } satisfies LocaleArgs<DoctorSearchProps>,
  },
};

/** A page's plain search box, shown while the autocomplete loads, replaced once `swapAt` is typed in it. */
function PlainBoxThenAutocomplete({
  directory,
  swapAt,
  label,
  ...props
}: DoctorSearchProps & { directory: SearchSuggestion[]; swapAt: string; label: string }) {
  const [typed, setTyped] = useState('');
  if (typed !== swapAt)
    return (
      <input
        type="search"
        aria-label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    );
  return <SearchWithSuggestions {...props} directory={directory} defaultInputValue={typed} carryFocus />;
}

/**
 * `carryFocus`: the box replaces a plain one the visitor is typing in (a page shows a plain search form
 * while the autocomplete loads). It takes the focus, caret after the text, with the text's suggestions
 * open, and the typing goes on in it.
 */
export const CarriedFocus: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <PlainBoxThenAutocomplete
        {...args}
        directory={DIRECTORY[locale]}
        swapAt={TYPED.sousse[locale]}
        label={LABEL[locale]}
      />
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const [, , , , sousse] = DIRECTORY[locale];
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('searchbox', { name: LABEL[locale] }));
    await userEvent.keyboard(TYPED.sousse[locale]);
    const input = canvas.getByRole('combobox', { name: LABEL[locale] });
    await expect(input).toHaveFocus();
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: sousse?.label })).toBeVisible();
    const more = { fr: 'sse', en: 'sse', ar: 'سة' }[locale];
    await userEvent.keyboard(more);
    await expect(input).toHaveValue(`${TYPED.sousse[locale]}${more}`);
    await expect(args.onInputChange).toHaveBeenLastCalledWith(`${TYPED.sousse[locale]}${more}`);
    await closeList(canvasElement);
  },
};

export const CarriedFocusRTL: Story = { ...CarriedFocus, globals: { locale: 'ar' } };

export const EscapeThenSubmitRTL: Story = { ...EscapeThenSubmit, globals: { locale: 'ar' } };

export const English: Story = { globals: { locale: 'en' } };

export const PickWithKeyboardRTL: Story = { ...PickWithKeyboard, globals: { locale: 'ar' } };

/** What a chip says for a city, per locale (the kit's built-in text). */
const CITY_CHIP = { fr: 'Ville : ', en: 'City: ', ar: 'المدينة: ' };
const REMOVE = { fr: 'Retirer ', en: 'Remove ', ar: 'إزالة ' };

/** The parts in plain markup: the kit's combobox, a chip for the city picked, removable. */
function UnstyledParts({ directory, ...args }: DoctorSearchProps & { directory: SearchSuggestion[] }) {
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const [city, setCity] = useState<SearchSuggestion | null>(null);
  return (
    <DoctorSearchParts.Root
      {...args}
      items={items}
      onInputChange={(text) => {
        args.onInputChange?.(text);
        setItems(matching(directory, text));
      }}
      onSelect={(item) => {
        args.onSelect(item);
        if (item.kind === 'city') setCity(item);
      }}
    >
      <DoctorSearchParts.Combobox>
        <DoctorSearchParts.Label />
        <DoctorSearchParts.Field />
        <DoctorSearchParts.Popover />
      </DoctorSearchParts.Combobox>
      <DoctorSearchParts.Submit />
      {city ? (
        <DoctorSearchParts.Chips>
          <DoctorSearchParts.Chip kind="city" label={city.label} onRemove={() => setCity(null)} />
        </DoctorSearchParts.Chips>
      ) : null}
    </DoctorSearchParts.Root>
  );
}

/**
 * Parts — unstyled: keyboard only, the city picked becomes a chip named in the reader's language, and
 * its remove button takes it away.
 */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: (args, { globals }) => <UnstyledParts {...args} directory={DIRECTORY[storyLocale(globals)]} />,
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const sousse = DIRECTORY[locale][4] as SearchSuggestion;
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard(TYPED.sousse[locale]);
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(sousse);
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    const chip = canvas.getByRole('listitem');
    await expect(chip).toHaveAttribute('data-kind', 'city');
    await expect(chip).toHaveTextContent(`${CITY_CHIP[locale]}${sousse.label}`);
    await userEvent.click(canvas.getByRole('button', { name: `${REMOVE[locale]}${sousse.label}` }));
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

const COLUMNS_CSS = `
.finder-list { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
.finder-group--doctor { grid-column: 1 / -1; }
.finder-option { padding: 0.25rem 0.5rem; }
.finder-option--active { background: #0f766e; color: #fff; }
`;

/** The consumer's suggestions in two columns, its own classes from each part's state. */
function TwoColumns({ directory, ...args }: DoctorSearchProps & { directory: SearchSuggestion[] }) {
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  return (
    <>
      <style>{COLUMNS_CSS}</style>
      <DoctorSearchParts.Root
        {...args}
        items={items}
        onInputChange={(text) => setItems(matching(directory, text))}
      >
        <DoctorSearchParts.Combobox>
          <DoctorSearchParts.Label />
          <DoctorSearchParts.Field />
          <DoctorSearchParts.Popover>
            <DoctorSearchParts.Listbox className="finder-list">
              {(group) => (
                <DoctorSearchParts.Group group={group} className={({ kind }) => `finder-group--${kind}`}>
                  <DoctorSearchParts.GroupLabel />
                  <DoctorSearchParts.GroupOptions>
                    {(item) => (
                      <DoctorSearchParts.Option
                        item={item}
                        className={({ focused }) =>
                          focused ? 'finder-option finder-option--active' : 'finder-option'
                        }
                      />
                    )}
                  </DoctorSearchParts.GroupOptions>
                </DoctorSearchParts.Group>
              )}
            </DoctorSearchParts.Listbox>
          </DoctorSearchParts.Popover>
        </DoctorSearchParts.Combobox>
        <DoctorSearchParts.Submit />
      </DoctorSearchParts.Root>
    </>
  );
}

/**
 * Parts — custom classes: the groups in two columns of the consumer's grid (doctors across both), the
 * active suggestion with the consumer's class; the arrows still go through them in the list's order.
 */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: (args, { globals }) => {
    const directory = DIRECTORY[storyLocale(globals)];
    return <TwoColumns {...args} directory={directory} />;
  },
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard(TYPED.everyKind[storyLocale(globals)]);
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toHaveClass('finder-list');
    await expect(getComputedStyle(listbox).gridTemplateColumns.split(' ')).toHaveLength(2);
    const groups = within(listbox).getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('data-kind'))).toEqual([
      'specialty',
      'city',
      'doctor',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    const [first] = within(listbox).getAllByRole('option');
    await expect(first).toHaveClass('finder-option--active');
    await expect(first).toHaveAttribute('data-focused', 'true');
    await closeList(canvasElement);
  },
};
