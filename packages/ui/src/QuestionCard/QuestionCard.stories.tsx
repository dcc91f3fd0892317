import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryLink } from '../stories/StoryLink';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { QuestionCard, type QuestionCardProps } from './QuestionCard';
import * as QuestionCardParts from './parts';

// Fixed "now" so the relative time never changes: 3 March 2025, 11:00 in Tunis.
const NOW = Date.parse('2025-03-03T10:00:00Z');
const HOUR = 3_600_000;

const meta = {
  title: 'Product/QuestionCard',
  component: QuestionCard,
  args: {
    title: 'Douleurs thoraciques après l’effort : faut-il s’inquiéter ?',
    content: 'Depuis une semaine, je ressens une gêne dans la poitrine quand je monte les escaliers.',
    category: 'Cardiologie',
    closed: false,
    doctorName: 'Dr Amel Ben Salah',
    answer: 'Une douleur à l’effort doit être évaluée rapidement : prenez rendez-vous pour un ECG.',
    updatedAt: NOW - 2 * HOUR,
    now: NOW,
    href: '/questions?id=42',
    linkComponent: createStoryLink(),
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Chest pain after exercise: should I worry?',
        content: 'For a week I have felt discomfort in my chest when climbing stairs.',
        category: 'Cardiology',
        answer: 'Pain on exertion needs a prompt check-up: book an ECG.',
      },
      ar: {
        title: 'ألم في الصدر بعد المجهود: هل يجب أن أقلق؟',
        content: 'منذ أسبوع أشعر بضيق في الصدر عند صعود الدرج.',
        category: 'أمراض القلب',
        doctorName: 'د. أمل بن صالح',
        answer: 'يجب تقييم الألم عند المجهود بسرعة: احجز موعدًا لتخطيط القلب.',
      },
    } satisfies LocaleArgs<QuestionCardProps>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATE = {
  fr: { open: 'Ouverte', unanswered: 'Sans réponse', closed: 'Fermée' },
  en: { open: 'Open', unanswered: 'Unanswered', closed: 'Closed' },
  ar: { open: 'مفتوح', unanswered: 'دون إجابة', closed: 'مغلق' },
};

export const Answered: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const locale = storyLocale(context.globals);
    const card = canvas.getByRole('article', { name: localizedArgs(context).title });
    await expect(card).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText(STATE[locale].open)).toBeVisible();
    const ago = { fr: 'Il ya 2 heures', en: '2 hours ago', ar: 'منذ ساعتين' }[locale];
    await expect(canvas.getByText(ago).tagName).toBe('TIME');
  },
};

export const Unanswered: Story = {
  args: { doctorName: null, answer: undefined, updatedAt: NOW - 10 * 60_000 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'unanswered');
    await expect(canvas.getByText(STATE[storyLocale(globals)].unanswered)).toBeVisible();
  },
};

export const Closed: Story = { args: { closed: true, updatedAt: NOW - 30 * HOUR } };

export const WithFeedback: Story = {
  args: {
    closed: true,
    updatedAt: NOW - 5 * 24 * HOUR,
    feedback: <p style={{ margin: 0 }}>Votre avis : « Merci docteur, réponse très claire. »</p>,
  },
  parameters: {
    localeArgs: {
      en: { feedback: <p style={{ margin: 0 }}>Your review: “Thank you doctor, a very clear answer.”</p> },
      ar: { feedback: <p style={{ margin: 0 }}>رأيك: «شكرًا دكتور، إجابة واضحة جدًا.»</p> },
    },
  },
};

export const WithoutLink: Story = { args: { href: undefined, content: undefined } };

export const English: Story = { globals: { locale: 'en' } };

export const AnsweredRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('إجابة د. أمل بن صالح')).toBeVisible();
  },
};

/** The parts in a consumer's plain markup: the specialty and the time under the title, no answer shown. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: () => (
    <QuestionCardParts.Root closed={false} doctorName={null}>
      <QuestionCardParts.Title level={2} href="/questions?id=42" linkComponent={createStoryLink()}>
        Douleurs thoraciques après l’effort : faut-il s’inquiéter ?
      </QuestionCardParts.Title>
      <QuestionCardParts.Meta>
        <QuestionCardParts.Specialty>Cardiologie</QuestionCardParts.Specialty>
        <QuestionCardParts.State />
        <QuestionCardParts.Updated date={NOW - 2 * HOUR} now={NOW} />
      </QuestionCardParts.Meta>
      <QuestionCardParts.Excerpt>
        Depuis une semaine, je ressens une gêne dans la poitrine.
      </QuestionCardParts.Excerpt>
    </QuestionCardParts.Root>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-state', 'unanswered');
    await expect(canvas.getByText(STATE[locale].unanswered)).toHaveAttribute('data-state', 'unanswered');
    const link = canvas.getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const ago = { fr: 'Il ya 2 heures', en: '2 hours ago', ar: 'منذ ساعتين' }[locale];
    await expect(canvas.getByText(ago).tagName).toBe('TIME');
  },
};

/** The consumer's classes from the question's state, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: () => (
    <>
      <style>{`
        .my-question { padding: 12px; border-inline-start: 4px solid #999; }
        .my-question--open { border-inline-start-color: #1e6b3a; }
        .my-state { font-weight: 700; }
        .my-state--open { color: #1e6b3a; }
      `}</style>
      <QuestionCardParts.Root
        closed={false}
        doctorName="Dr Amel Ben Salah"
        className={({ state }) => `my-question my-question--${state}`}
      >
        <QuestionCardParts.State className={({ state }) => `my-state my-state--${state}`} />
        <QuestionCardParts.Title>Tension élevée le matin</QuestionCardParts.Title>
        <QuestionCardParts.Answer>
          <QuestionCardParts.AnswerBy />
          <QuestionCardParts.AnswerText>Mesurez-la trois jours de suite.</QuestionCardParts.AnswerText>
        </QuestionCardParts.Answer>
      </QuestionCardParts.Root>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Tension élevée le matin' });
    await expect(card).toHaveClass('tabib-question-card', 'my-question', 'my-question--open');
    await expect(getComputedStyle(card).borderInlineStartColor).toBe('rgb(30, 107, 58)');
    const badge = canvas.getByText(STATE[storyLocale(globals)].open);
    await expect(badge).toHaveClass('my-state', 'my-state--open');
    const by = {
      fr: 'Réponse de Dr Amel Ben Salah',
      en: 'Answer from Dr Amel Ben Salah',
      ar: 'إجابة Dr Amel Ben Salah',
    };
    await expect(canvas.getByText(by[storyLocale(globals)])).toBeVisible();
  },
};
