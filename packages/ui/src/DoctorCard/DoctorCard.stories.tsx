import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createStoryLink } from '../stories/StoryLink';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { DoctorCard, type DoctorCardProps } from './DoctorCard';
import * as DoctorCardParts from './parts';

/** A stand-in photo (no network in stories): a coloured square with initials. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#0b5f8a"/><text x="40" y="50" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">AB</text></svg>',
)}`;

// Tuesday 4 March 2025, 09:00 and 09:30 in Tunis; Wednesday 5 March 14:00; Thursday 6 March 08:30.
const SLOTS = [
  '2025-03-04T08:00:00Z',
  '2025-03-04T08:30:00Z',
  '2025-03-05T13:00:00Z',
  '2025-03-06T07:30:00Z',
];

const meta = {
  title: 'Product/DoctorCard',
  component: DoctorCard,
  args: {
    name: 'Dr Amel Ben Salah',
    specialty: 'Cardiologue',
    city: 'Tunis',
    feeMillimes: 60_000,
    cnam: true,
    photoUrl: PHOTO,
    nextSlots: SLOTS,
    profileHref: '/doctor-profile?id=amel-ben-salah',
    linkComponent: createStoryLink(),
    onSlotSelect: fn(),
  },
  parameters: {
    localeArgs: {
      en: { specialty: 'Cardiologist' },
      ar: { name: 'د. أمل بن صالح', specialty: 'طبيبة قلب', city: 'تونس' },
    } satisfies LocaleArgs<DoctorCardProps>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DoctorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOTS_TITLE = {
  fr: 'Prochaines disponibilités',
  en: 'Next availability',
  ar: 'المواعيد المتاحة القادمة',
};
const FIRST_SLOT = { fr: 'mar. 4 mars 09:00', en: 'Tue 4 Mar 09:00', ar: 'الثلاثاء، 4 مارس 09:00' };

export const Conventioned: Story = {
  play: async (context) => {
    const { canvasElement, args, globals } = context;
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const { name } = localizedArgs(context);
    await expect(canvas.getByRole('article', { name })).toHaveAttribute('data-cnam', '');
    await expect(canvas.getByRole('link', { name })).toHaveAttribute(
      'href',
      '/doctor-profile?id=amel-ben-salah',
    );
    const slots = canvas.getByRole('group', { name: SLOTS_TITLE[locale] });
    // keyboard only: Tab from the name link reaches the first slot, Enter picks it
    canvas.getByRole('link', { name }).focus();
    await userEvent.tab();
    const first = within(slots).getByRole('button', { name: FIRST_SLOT[locale] });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlotSelect).toHaveBeenCalledWith('2025-03-04T08:00:00Z');
  },
};

export const WithAvailability: Story = {
  args: {
    onlinePayment: true,
    onSlotSelect: undefined,
    slotHref: (slot: string) => `/reservation?doctor=amel-ben-salah&slot=${encodeURIComponent(slot)}`,
    moreSlotsHref: '/doctor-profile?id=amel-ben-salah#creneaux',
    availability: [
      { day: '2025-03-04', count: 6, slots: SLOTS.slice(0, 2) },
      { day: '2025-03-05', count: 1, slots: SLOTS.slice(2, 3) },
      { day: '2025-03-06', count: 1, slots: SLOTS.slice(3) },
      { day: '2025-03-07', count: 0, slots: [] },
      { day: '2025-03-08', count: 0, slots: [] },
    ],
  },
  play: async (context) => {
    const { name } = localizedArgs(context);
    const card = within(context.canvasElement).getByRole('article', { name });
    await expect(card).toHaveAttribute('data-online-payment', '');
    await expect(card.querySelectorAll('a.tabib-availability__slot')).toHaveLength(4);
  },
};

export const NotConventioned: Story = { args: { cnam: false, feeMillimes: 45_500 } };

export const PlaceholderPhoto: Story = { args: { photoUrl: null } };

export const NoFreeSlots: Story = {
  args: { nextSlots: [] },
  play: async ({ canvasElement, globals }) => {
    const noSlots = {
      fr: 'Aucune disponibilité prochainement',
      en: 'No availability soon',
      ar: 'لا توجد مواعيد متاحة قريبًا',
    }[storyLocale(globals)];
    await expect(within(canvasElement).getByText(noSlots)).toBeVisible();
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const WithoutSlotsSection: Story = { args: { nextSlots: undefined } };

export const SlotsAsText: Story = { args: { onSlotSelect: undefined } };

export const Minimal: Story = {
  args: {
    specialty: undefined,
    city: undefined,
    feeMillimes: undefined,
    cnam: false,
    profileHref: undefined,
    nextSlots: undefined,
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const ConventionedRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'د. أمل بن صالح' })).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('متعاقد مع الكنام')).toBeVisible();
  },
};

/** The consumer's own image component (as a framework's `<Image>`), forwarding what the part gives it. */
function SiteImage(props: ComponentPropsWithRef<'img'>) {
  return <img {...props} alt={props.alt} />;
}

/** The parts in plain markup: the consumer's own layout, photo through its image component. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: (args) => (
    <DoctorCardParts.Root cnam={args.cnam} linkComponent={args.linkComponent}>
      <DoctorCardParts.Name level={3} href={args.profileHref}>
        {args.name}
      </DoctorCardParts.Name>
      <DoctorCardParts.Photo asChild src={args.photoUrl} size={48}>
        <SiteImage />
      </DoctorCardParts.Photo>
      <DoctorCardParts.Specialty>{args.specialty}</DoctorCardParts.Specialty>
      <DoctorCardParts.Fee millimes={args.feeMillimes ?? 0} />
      <DoctorCardParts.NextSlots slots={args.nextSlots ?? []} onSlotSelect={args.onSlotSelect} />
      <DoctorCardParts.Badges />
    </DoctorCardParts.Root>
  ),
  play: async (context) => {
    const { canvasElement, args, globals } = context;
    const canvas = within(canvasElement);
    const { name } = localizedArgs(context);
    await expect(canvas.getByRole('article', { name })).toHaveAttribute('data-cnam', '');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('width', '48');
    // keyboard only: Tab from the name link reaches the first slot, Enter picks it
    canvas.getByRole('link', { name }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: FIRST_SLOT[storyLocale(globals)] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlotSelect).toHaveBeenCalledWith('2025-03-04T08:00:00Z');
  },
};

/** The consumer's classes from the card's and the slots' state, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: (args) => (
    <>
      <style>{`
        .my-card { display: flex; flex-wrap: wrap; gap: 12px; padding: 12px; border: 2px solid rgb(200, 200, 200); border-radius: 12px; }
        .my-card--cnam { border-color: rgb(20, 83, 45); }
        .my-slots { flex-basis: 100%; }
        .my-slot-list { display: flex; gap: 6px; list-style: none; padding: 0; margin: 0; }
        .my-slot { border: 0; border-radius: 999px; padding: 4px 10px; background: rgb(11, 95, 138); color: #fff; }
        .my-badge { font-size: 0.75rem; text-transform: uppercase; }
      `}</style>
      <DoctorCardParts.Root
        cnam={args.cnam}
        onlinePayment
        linkComponent={args.linkComponent}
        className={({ cnam }) => (cnam ? 'my-card my-card--cnam' : 'my-card')}
      >
        <DoctorCardParts.Photo src={args.photoUrl} />
        <div>
          <DoctorCardParts.Name href={args.profileHref}>{args.name}</DoctorCardParts.Name>
          <DoctorCardParts.City>{args.city}</DoctorCardParts.City>
          <DoctorCardParts.Badges>
            <DoctorCardParts.OnlinePayment className="my-badge" />
            <DoctorCardParts.Cnam className="my-badge" />
          </DoctorCardParts.Badges>
        </div>
        <DoctorCardParts.NextSlots
          slots={args.nextSlots ?? []}
          max={3}
          onSlotSelect={args.onSlotSelect}
          className="my-slots"
        >
          <DoctorCardParts.NextSlotsTitle />
          <DoctorCardParts.SlotList className="my-slot-list">
            {(slot) => (
              <li>
                <DoctorCardParts.Slot
                  slot={slot}
                  className={({ selectable }) => (selectable ? 'my-slot' : undefined)}
                />
              </li>
            )}
          </DoctorCardParts.SlotList>
        </DoctorCardParts.NextSlots>
      </DoctorCardParts.Root>
    </>
  ),
  play: async (context) => {
    const { canvasElement, args, globals } = context;
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: localizedArgs(context).name });
    await expect(card).toHaveClass('tabib-doctor-card my-card my-card--cnam', { exact: true });
    await expect(getComputedStyle(card).borderTopColor).toBe('rgb(20, 83, 45)');
    const slots = canvas.getByRole('group', { name: SLOTS_TITLE[storyLocale(globals)] });
    await expect(within(slots).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(slots).getByRole('button', { name: FIRST_SLOT[storyLocale(globals)] }));
    await expect(args.onSlotSelect).toHaveBeenCalledWith('2025-03-04T08:00:00Z');
  },
};
