import type { LinkComponentProps } from '../link/LinkComponent';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { UiProvider } from '../i18n/UiProvider';
import * as RelativeTime from '../RelativeTime/parts';
import * as QuestionCard from './parts';

const NOW = Date.parse('2025-03-03T10:00:00Z');
const HOUR = 3_600_000;

function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} data-router="" {...props}>
      {children}
    </a>
  );
}

describe('QuestionCard parts in the consumer’s own markup', () => {
  it.each([
    [{ closed: false, doctorName: 'Dr Amel Ben Salah' }, 'open', 'Ouverte'],
    [{ closed: false, doctorName: null }, 'unanswered', 'Sans réponse'],
    [{ closed: true, doctorName: 'Dr Amel Ben Salah' }, 'closed', 'Fermée'],
  ] as const)(
    '%o: data-state "%s" on the root and the badge, which says "%s"',
    async (flags, state, name) => {
      const screen = await render(
        <QuestionCard.Root {...flags} className={({ state }) => `question is-${state}`}>
          <QuestionCard.Title>Tension élevée le matin</QuestionCard.Title>
          <QuestionCard.State className={({ state }) => (state === 'open' ? 'badge-green' : 'badge-grey')} />
        </QuestionCard.Root>,
      );
      const card = screen.getByRole('article', { name: 'Tension élevée le matin' }).element();
      expect(card.className).toBe(`tabib-question-card question is-${state}`);
      expect(card.getAttribute('data-state')).toBe(state);
      const badge = card.querySelector('.tabib-question-card__state');
      expect(badge?.textContent).toBe(name);
      expect(badge?.getAttribute('data-state')).toBe(state);
      expect(badge?.className).toBe(
        `tabib-question-card__state ${state === 'open' ? 'badge-green' : 'badge-grey'}`,
      );
    },
  );

  it('links the title through the router, shows the excerpt, specialty, answer and a relative time in custom markup', async () => {
    const screen = await render(
      <QuestionCard.Root closed={false} doctorName="Dr Amel Ben Salah">
        <header>
          <QuestionCard.Title level={2} href="/questions/42" linkComponent={RouterLink}>
            Palpitations le soir
          </QuestionCard.Title>
          <QuestionCard.Meta>
            <QuestionCard.Specialty>Cardiologie</QuestionCard.Specialty>
            <QuestionCard.Updated date={NOW - 2 * HOUR} now={NOW}>
              <RelativeTime.Root date={NOW - 2 * HOUR} now={NOW} className="muted" />
            </QuestionCard.Updated>
          </QuestionCard.Meta>
        </header>
        <QuestionCard.Excerpt>Depuis une semaine…</QuestionCard.Excerpt>
        <QuestionCard.Answer>
          <QuestionCard.AnswerBy />
          <QuestionCard.AnswerText>Faites un ECG.</QuestionCard.AnswerText>
        </QuestionCard.Answer>
      </QuestionCard.Root>,
    );
    const link = screen.getByRole('link', { name: 'Palpitations le soir' }).element() as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/questions/42');
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link.closest('h2')?.id).toBe(
      screen.getByRole('article').element().getAttribute('aria-labelledby'),
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    expect(screen.getByText('Cardiologie').element().className).toBe('tabib-question-card__category');
    const time = screen.getByText('Il ya 2 heures').element();
    expect([time.tagName, time.className]).toEqual(['TIME', 'tabib-relative-time muted']);
    expect(time.parentElement?.textContent).toBe('Mise à jour Il ya 2 heures');
    expect(screen.getByText('Réponse de Dr Amel Ben Salah').element().tagName).toBe('P');
    expect(screen.getByText('Depuis une semaine…').element().className).toBe('tabib-question-card__content');
  });

  it('leaves out AnswerBy without a doctor', async () => {
    const { container } = await render(
      <QuestionCard.Root closed={false}>
        <QuestionCard.Title>Q</QuestionCard.Title>
        <QuestionCard.AnswerBy />
      </QuestionCard.Root>,
    );
    expect(container.querySelector('.tabib-question-card__answer-by')).toBeNull();
  });

  it('speaks Arabic right to left, and keeps a French title in French', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <QuestionCard.Root closed={false} doctorName="د. أمل بن صالح">
          <QuestionCard.Title>Palpitations le soir ?</QuestionCard.Title>
          <QuestionCard.State />
          <QuestionCard.AnswerBy />
          <QuestionCard.Updated date={NOW - 24 * HOUR} now={NOW} />
        </QuestionCard.Root>
      </UiProvider>,
    );
    const card = screen.getByRole('article').element();
    expect(card.getAttribute('dir')).toBe('rtl');
    expect(card.querySelector('h3 span')?.getAttribute('lang')).toBe('fr');
    expect(card.querySelector('.tabib-question-card__state')?.textContent).toBe('مفتوح');
    expect(card.querySelector('.tabib-question-card__answer-by')?.textContent).toBe('إجابة د. أمل بن صالح');
    expect(card.querySelector('.tabib-question-card__updated')?.textContent).toBe('آخر تحديث أمس');
  });
});
