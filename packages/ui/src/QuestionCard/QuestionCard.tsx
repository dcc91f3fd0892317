import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Instant } from '../format/tunisTime';
import type { LinkComponent } from '../link/LinkComponent';
import type { QuestionCardLabels } from './messages';
import {
  Answer,
  AnswerBy,
  AnswerText,
  Excerpt,
  Feedback,
  Meta,
  Root,
  Specialty,
  State,
  Title,
  Updated,
} from './parts';

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
 * and a slot for the patient's feedback, composed of the `QuestionCard` parts.
 *
 * Data attributes: `data-state="open|closed|unanswered"`.
 */
export function QuestionCard({
  title,
  content,
  category,
  answer,
  updatedAt,
  now,
  href,
  linkComponent,
  feedback,
  headingLevel,
  ...rootProps
}: QuestionCardProps) {
  return (
    <Root {...rootProps}>
      <Meta>
        {category ? <Specialty>{category}</Specialty> : null}
        <State />
      </Meta>
      <Title level={headingLevel} href={href} linkComponent={linkComponent}>
        {title}
      </Title>
      {content ? <Excerpt>{content}</Excerpt> : null}
      {answer ? (
        <Answer>
          <AnswerBy />
          <AnswerText>{answer}</AnswerText>
        </Answer>
      ) : null}
      <Updated date={updatedAt} now={now} />
      {feedback ? <Feedback>{feedback}</Feedback> : null}
    </Root>
  );
}
