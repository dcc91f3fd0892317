import { createContext, useContext, useId, type ReactNode } from 'react';
import type { Instant } from '../format/tunisTime';
import { contentLanguageProps } from '../i18n/contentLanguage';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { renderPart, type PartProps } from '../primitives/part';
import { renderWithContent } from '../primitives/renderWithContent';
import { Root as RelativeTimeRoot } from '../RelativeTime/parts';
import { questionCardMessages, type QuestionCardLabels } from './messages';
import { questionState, type QuestionState } from './questionState';

/** What `className` and `style` functions of the QuestionCard parts receive. */
export interface QuestionCardState {
  /** `closed` when closed, `unanswered` when open with no doctor, else `open` (`questionState`). */
  state: QuestionState;
}

interface QuestionCardContextValue extends QuestionCardState {
  locale: UiLocale;
  titleId: string;
  doctorName: string | null | undefined;
  labels: QuestionCardLabels;
}

const QuestionCardContext = createContext<QuestionCardContextValue | null>(null);

function useQuestionCard(part: string): QuestionCardContextValue {
  const context = useContext(QuestionCardContext);
  if (!context) throw new Error(`@tabib/ui: QuestionCard.${part} must be inside QuestionCard.Root.`);
  return context;
}

export interface QuestionCardRootProps extends PartProps<'article', QuestionCardState> {
  /** The question's `closed` flag. */
  closed: boolean;
  /** The doctor who took the question; without one an open question is 'unanswered'. */
  doctorName?: string | null;
  /** Overrides of the built-in labels, state names one by one (defaults: `questionCardMessages`). */
  labels?: { state?: Partial<QuestionCardLabels['state']>; answerBy?: string; updated?: string };
}

/**
 * A health question: an `<article>` named by `QuestionCard.Title`, in the provider's direction.
 *
 * Data attributes: `data-state="open|closed|unanswered"`.
 */
export function Root({ closed, doctorName, labels, ...props }: QuestionCardRootProps) {
  const { locale, dir } = useUiLocale();
  const titleId = useId();
  const defaults = questionCardMessages[locale];
  const state = questionState({ closed, doctorName });
  const resolved: QuestionCardLabels = {
    state: { ...defaults.state, ...labels?.state },
    answerBy: labels?.answerBy ?? defaults.answerBy,
    updated: labels?.updated ?? defaults.updated,
  };
  return (
    <QuestionCardContext.Provider value={{ state, locale, titleId, doctorName, labels: resolved }}>
      {renderPart(
        { dir, ...props },
        {
          as: 'article',
          part: 'tabib-question-card',
          state: { state },
          data: { state },
          required: { 'aria-labelledby': titleId },
        },
      )}
    </QuestionCardContext.Provider>
  );
}

export type QuestionCardMetaProps = PartProps<'div', QuestionCardState>;

/** The line above the title: `Specialty` and the `State` badge. Inside `QuestionCard.Root`. */
export function Meta(props: QuestionCardMetaProps) {
  const { state } = useQuestionCard('Meta');
  return renderPart({ ...props }, { as: 'div', part: 'tabib-question-card__meta', state: { state } });
}

export type QuestionCardSpecialtyProps = PartProps<'span', QuestionCardState>;

/** The specialty the question is routed to (its `category`). Inside `QuestionCard.Root`. */
export function Specialty(props: QuestionCardSpecialtyProps) {
  const { state } = useQuestionCard('Specialty');
  return renderPart({ ...props }, { as: 'span', part: 'tabib-question-card__category', state: { state } });
}

export type QuestionCardStateBadgeProps = PartProps<'span', QuestionCardState>;

/**
 * The answered badge: the state's name in the provider's locale ("Ouverte", "Sans réponse", "Fermée"),
 * or the `labels` override. With `asChild`, the consumer's badge shows it unless it has children.
 * Inside `QuestionCard.Root`.
 *
 * Data attributes: `data-state`.
 */
export function State({ asChild, children, ...props }: QuestionCardStateBadgeProps) {
  const { state, labels } = useQuestionCard('State');
  const name = labels.state[state];
  return renderWithContent(
    { ...props, asChild, children },
    {
      as: 'span',
      part: 'tabib-question-card__state',
      state: { state },
      data: { state },
      children: name,
    },
  );
}

export interface QuestionCardTitleProps extends Omit<PartProps<'h3', QuestionCardState>, 'children'> {
  /** The question's title, as the patient wrote it. */
  children: string;
  /** Level of the heading. Default 3. */
  level?: 2 | 3 | 4 | 5 | 6;
  /** Where the title links (the question's page), through `linkComponent`. */
  href?: string;
  /**
   * The router's link component, for the title's link.
   * @default <a>
   */
  linkComponent?: LinkComponent;
}

/**
 * The heading that names the card, linked to the question's page when `href` is given. The title is
 * written by a patient in any language: it gets its own direction, and its language on a page in
 * another (a French "?" ends on the right on an Arabic page). Inside `QuestionCard.Root`, once.
 */
export function Title({
  children: title,
  level = 3,
  href,
  linkComponent: Link = DefaultLink,
  ...props
}: QuestionCardTitleProps) {
  const { state, locale, titleId } = useQuestionCard('Title');
  const shown = <span {...contentLanguageProps(title, locale)}>{title}</span>;
  return renderPart(
    { ...props },
    {
      as: `h${level}`,
      part: 'tabib-question-card__title',
      state: { state },
      required: { id: titleId },
      children: href ? <Link href={href}>{shown}</Link> : shown,
    },
  );
}

export type QuestionCardExcerptProps = PartProps<'div', QuestionCardState>;

/** The question's text, or the start of it in a list. Inside `QuestionCard.Root`. */
export function Excerpt(props: QuestionCardExcerptProps) {
  const { state } = useQuestionCard('Excerpt');
  return renderPart({ ...props }, { as: 'div', part: 'tabib-question-card__content', state: { state } });
}

export type QuestionCardAnswerProps = PartProps<'div', QuestionCardState>;

/** The doctor's answer: `AnswerBy` then `AnswerText`. Inside `QuestionCard.Root`. */
export function Answer(props: QuestionCardAnswerProps) {
  const { state } = useQuestionCard('Answer');
  return renderPart({ ...props }, { as: 'div', part: 'tabib-question-card__answer', state: { state } });
}

export type QuestionCardAnswerByProps = PartProps<'p', QuestionCardState>;

/**
 * "Réponse de Dr …" in the provider's locale, with the root's `doctorName`; nothing without a doctor.
 * Inside `QuestionCard.Root`.
 */
export function AnswerBy({ asChild, children, ...props }: QuestionCardAnswerByProps) {
  const { state, doctorName, labels } = useQuestionCard('AnswerBy');
  if (!doctorName) return null;
  const text = labels.answerBy.replace('{doctor}', doctorName);
  return renderWithContent(
    { ...props, asChild, children },
    {
      as: 'p',
      part: 'tabib-question-card__answer-by',
      state: { state },
      children: text,
    },
  );
}

export type QuestionCardAnswerTextProps = PartProps<'div', QuestionCardState>;

/** The answer itself. Inside `QuestionCard.Answer`. */
export function AnswerText(props: QuestionCardAnswerTextProps) {
  const { state } = useQuestionCard('AnswerText');
  return renderPart({ ...props }, { as: 'div', part: 'tabib-question-card__answer-text', state: { state } });
}

export interface QuestionCardUpdatedProps extends Omit<PartProps<'p', QuestionCardState>, 'children'> {
  /** The question's `updatedAt`, shown relatively ("Mise à jour Il ya 2 heures"). */
  date: Instant;
  /** Reference "now" for the relative time; omit to follow the clock. */
  now?: Instant;
  /** Replaces the relative `<time>` (e.g. `RelativeTime.Root` with the consumer's classes). */
  children?: ReactNode;
}

/**
 * When the question last changed: "Mise à jour" (or the `labels.updated` override) then a relative
 * `<time>` (`RelativeTime.Root`). Inside `QuestionCard.Root`.
 */
export function Updated({ date, now, children, ...props }: QuestionCardUpdatedProps) {
  const { state, labels } = useQuestionCard('Updated');
  return renderPart(
    { ...props },
    {
      as: 'p',
      part: 'tabib-question-card__updated',
      state: { state },
      children: (
        <>
          {labels.updated} {children ?? <RelativeTimeRoot date={date} now={now} />}
        </>
      ),
    },
  );
}

export type QuestionCardFeedbackProps = PartProps<'div', QuestionCardState>;

/** The patient's feedback to the doctor (a form or a note). Inside `QuestionCard.Root`. */
export function Feedback(props: QuestionCardFeedbackProps) {
  const { state } = useQuestionCard('Feedback');
  return renderPart({ ...props }, { as: 'div', part: 'tabib-question-card__feedback', state: { state } });
}
