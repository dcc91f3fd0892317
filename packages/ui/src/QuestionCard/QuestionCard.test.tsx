import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { QuestionCard } from './QuestionCard';
import { questionState } from './questionState';

const NOW = Date.parse('2025-03-03T10:00:00Z');

describe('questionState — requirements §4', () => {
  it('is closed when closed, whoever answered', () => {
    expect(questionState({ closed: true, doctorName: 'Dr A' })).toBe('closed');
    expect(questionState({ closed: true })).toBe('closed');
  });

  it("is 'unanswered' when open with no doctor", () => {
    expect(questionState({ closed: false })).toBe('unanswered');
    expect(questionState({ closed: false, doctorName: null })).toBe('unanswered');
  });

  it('is open when open with a doctor', () => {
    expect(questionState({ closed: false, doctorName: 'Dr A' })).toBe('open');
  });
});

describe('QuestionCard', () => {
  it('shows category, state, title, the answer with its doctor and the relative update time', async () => {
    const { container } = await render(
      <QuestionCard
        title="Tension élevée le matin"
        category="Cardiologie"
        closed={false}
        doctorName="Dr Amel Ben Salah"
        answer="Mesurez-la trois jours de suite."
        updatedAt={NOW - 24 * 3_600_000}
        now={NOW}
      />,
    );
    const card = container.querySelector('article');
    expect(card?.getAttribute('data-state')).toBe('open');
    expect(card?.querySelector('.tabib-question-card__category')?.textContent).toBe('Cardiologie');
    expect(card?.querySelector('.tabib-question-card__state')?.textContent).toBe('Ouverte');
    expect(card?.querySelector('h3')?.textContent).toBe('Tension élevée le matin');
    expect(card?.querySelector('.tabib-question-card__answer-by')?.textContent).toBe(
      'Réponse de Dr Amel Ben Salah',
    );
    expect(card?.querySelector('time')?.textContent).toBe('hier');
  });

  it("marks an open question without a doctor 'Sans réponse'", async () => {
    const { container } = await render(<QuestionCard title="Q" closed={false} updatedAt={NOW} now={NOW} />);
    expect(container.querySelector('article')?.getAttribute('data-state')).toBe('unanswered');
    expect(container.querySelector('.tabib-question-card__state')?.textContent).toBe('Sans réponse');
    expect(container.querySelector('.tabib-question-card__answer')).toBeNull();
  });

  it('links the title and renders the feedback slot', async () => {
    const { container } = await render(
      <QuestionCard
        title="Q"
        closed
        updatedAt={NOW}
        now={NOW}
        href="/questions?id=7"
        feedback={<p>Merci docteur</p>}
      />,
    );
    expect(container.querySelector('h3 a')?.getAttribute('href')).toBe('/questions?id=7');
    expect(container.querySelector('.tabib-question-card__feedback')?.textContent).toBe('Merci docteur');
    expect(container.querySelector('.tabib-question-card__state')?.textContent).toBe('Fermée');
  });

  it('gives a French title on an Arabic page its language and direction, so "?" ends it on the right', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <QuestionCard title="Palpitations le soir ?" closed={false} updatedAt={NOW} now={NOW} href="/q/1" />
      </UiProvider>,
    );
    const title = container.querySelector('h3 a span');
    expect(title?.getAttribute('lang')).toBe('fr');
    expect(title?.getAttribute('dir')).toBe('auto');
    expect(title?.textContent).toBe('Palpitations le soir ?');
  });
});
