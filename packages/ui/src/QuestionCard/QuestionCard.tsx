import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { Instant } from '../format/tunisTime';
import { contentLanguageProps } from '../i18n/contentLanguage';
import { useUiLocale } from '../i18n/UiProvider';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { questionCardMessages, type QuestionCardLabels } from './messages';
import { questionState } from './questionState';

export interface QuestionCardProps extends Omit<
  ComponentPropsWithRef<'article'>,
  'children' | 'title' | 'content'
> {
  /** The question's title. Names the card. */
  title: string;
  /** The question's text. */
  content?: ReactNode;
  /** The specialty the question is routed to (`category`). */
  category?: string;
  /** The question's `closed` flag. */
  closed: boolean;
  /** The doctor who took the question; without one an open question is 'unanswered'. */
  doctorName?: string | null;
  /** The doctor's answer, if any. */
  answer?: ReactNode;
  /** The question's `updatedAt`, shown relatively (`RelativeTime`). */
  updatedAt: Instant;
  /** Reference "now" for the relative time; omit to follow the clock. */
  now?: Instant;
  /** Where the title links (the question's page), through `linkComponent`. */
  href?: string;
  /**
   * The router's link component, for the title's link.
   * @default <a>
   */
  linkComponent?: LinkComponent;
  /** Slot for the patient's feedback to the doctor (`patientFeedBackToDoctor`), e.g. a form or a note. */
  feedback?: ReactNode;
  /** Level of the title heading. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Overrides of the built-in labels, state names one by one (defaults: `questionCardMessages`). */
  labels?: { state?: Partial<QuestionCardLabels['state']>; answerBy?: string; updated?: string };
}

/**
 * A health question in a list: category, state, title, text, the doctor's answer, when it last changed
 * and a slot for the patient's feedback.
 *
 * Data attributes: `data-state="open|closed|unanswered"`.
 */
export function QuestionCard({
  title,
  content,
  category,
  closed,
  doctorName,
  answer,
  updatedAt,
  now,
  href,
  linkComponent: Link = DefaultLink,
  feedback,
  headingLevel = 3,
  labels,
  className,
  ...articleProps
}: QuestionCardProps) {
  const { locale, dir } = useUiLocale();
  const titleId = useId();
  const defaults = questionCardMessages[locale];
  const state = questionState({ closed, doctorName });
  const stateName = labels?.state?.[state] ?? defaults.state[state];
  const Heading = `h${headingLevel}` as const;
  // Written by a patient, in any language: its own direction, and its language on a page in another.
  const shownTitle = <span {...contentLanguageProps(title, locale)}>{title}</span>;

  return (
    <article
      aria-labelledby={titleId}
      dir={dir}
      {...articleProps}
      className={className ? `tabib-question-card ${className}` : 'tabib-question-card'}
      data-state={state}
    >
      <div className="tabib-question-card__meta">
        {category ? <span className="tabib-question-card__category">{category}</span> : null}
        <span className="tabib-question-card__state">{stateName}</span>
      </div>
      <Heading id={titleId} className="tabib-question-card__title">
        {href ? <Link href={href}>{shownTitle}</Link> : shownTitle}
      </Heading>
      {content ? <div className="tabib-question-card__content">{content}</div> : null}
      {answer ? (
        <div className="tabib-question-card__answer">
          {doctorName ? (
            <p className="tabib-question-card__answer-by">
              {(labels?.answerBy ?? defaults.answerBy).replace('{doctor}', doctorName)}
            </p>
          ) : null}
          <div className="tabib-question-card__answer-text">{answer}</div>
        </div>
      ) : null}
      <p className="tabib-question-card__updated">
        {labels?.updated ?? defaults.updated} <RelativeTime date={updatedAt} now={now} />
      </p>
      {feedback ? <div className="tabib-question-card__feedback">{feedback}</div> : null}
    </article>
  );
}
