import type { CreatedAt, NullableTimestamp, UpdatedAt, WithDefault } from '../columns.js';

/* Content: health questions, articles, the sites allowed to embed a doctor's widget. (docs/decisions/056-server-domains.md) */

export interface QuestionsTable {
  id: string;
  patient_id: string;
  /** null until a doctor answers ("unanswered" = open with no doctor, requirements §4). */
  doctor_id: string | null;
  /** The specialty the question is routed to. */
  category_id: string;
  title: string;
  content: string;
  answer: string | null;
  answered_at: NullableTimestamp;
  closed: WithDefault<boolean>;
  /** 1–5 */
  patient_feedback_to_doctor: number | null;
  patient_feedback_comment: string | null;
  /** The patient's relative the question is about; null: the patient (docs/decisions/041-relatives.md). */
  relative_id: WithDefault<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ArticlesTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown */
  content: string;
  cover_url: string | null;
  author: string;
  show_on_landing: WithDefault<boolean>;
  published: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A site allowed to frame a doctor's booking widget. docs/decisions/046-embed.md */
export interface EmbedOriginsTable {
  doctor_id: string;
  origin: string;
  created_at: CreatedAt;
}
