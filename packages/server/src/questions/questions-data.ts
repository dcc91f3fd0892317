import type { components } from '@tabib/contract';
import { type Kysely, sql } from 'kysely';
import { tunisDay } from '../platform/zoned-time.js';
import type { Database, NewQuestion, QuestionRow, RelativeRelation, Sexe } from '../platform/db/schema.js';
import { ageOn } from '../accounts/relatives-data.js';
import { type DoctorSummary, selectDoctors, toDoctorSummary } from '../doctors/doctors-data.js';

/*
 * Questions (requirements §3, §4): routed to a specialty (`category`), open or closed; "unanswered" = open with
 * no doctor; the answer assigns the answering doctor. Rows are mapped to the spec's `Question`.
 */

/** The spec's `Question`; `patient` and `concerning` are null in public lists. */
export type Question = components['schemas']['Question'];

/** The relative a question is about, without their name (docs/decisions/041-relatives.md). */
export type QuestionConcerning = components['schemas']['QuestionConcerning'];

/** A questions row with its specialty's French name, and the relative it is about (if any). */
export type QuestionReadRow = QuestionRow & {
  category_name: string;
  relative_birth_date: string | null;
  relative_sexe: Sexe | null;
  relative_relation: RelativeRelation | null;
};

/** Which questions a list or count covers; every given field narrows it. */
export interface QuestionFilter {
  patientId?: string;
  categoryId?: string;
  closed?: boolean;
  /** A doctor's id, or null for questions no doctor has answered. */
  doctorId?: string | null;
  /** Only questions with an answer (public lists, counts). */
  answered?: boolean;
  /** Words searched in the title and the content, case-insensitively. */
  keyword?: string;
  /** A rating, or null for answered questions without feedback. */
  feedback?: number | null;
}

export type QuestionOrder = 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt' | '-answeredAt';

export interface QuestionPageRequest {
  order: QuestionOrder;
  offset: number;
  limit: number;
}

/** Questions with their specialty; lists and counts select from it. */
function fromQuestions(db: Kysely<Database>) {
  return db
    .selectFrom('questions as q')
    .innerJoin('specialties as s', 's.id', 'q.category_id')
    .leftJoin('relatives as rel', 'rel.id', 'q.relative_id');
}
type QuestionSource = ReturnType<typeof fromQuestions>;

const selectQuestions = (source: QuestionSource) =>
  source
    .selectAll('q')
    .select([
      's.name_fr as category_name',
      'rel.birth_date as relative_birth_date',
      'rel.sexe as relative_sexe',
      'rel.relation as relative_relation',
    ]);

/** The relative a question is about, aged on the day (in Tunis) it was asked. */
function concerningOf(row: QuestionReadRow): QuestionConcerning | null {
  if (row.relative_birth_date === null || row.relative_sexe === null || row.relative_relation === null) {
    return null;
  }
  return {
    relation: row.relative_relation,
    sexe: row.relative_sexe,
    age: ageOn(row.relative_birth_date, tunisDay(row.created_at)),
  };
}

/** `%` and `_` in a keyword are text, not LIKE wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter(query: QuestionSource, filter: QuestionFilter): QuestionSource {
  let q = query;
  if (filter.patientId !== undefined) q = q.where('q.patient_id', '=', filter.patientId);
  if (filter.categoryId !== undefined) q = q.where('q.category_id', '=', filter.categoryId);
  if (filter.closed !== undefined) q = q.where('q.closed', '=', filter.closed);
  if (filter.doctorId === null) q = q.where('q.doctor_id', 'is', null);
  else if (filter.doctorId !== undefined) q = q.where('q.doctor_id', '=', filter.doctorId);
  if (filter.answered) q = q.where('q.answer', 'is not', null);
  if (filter.feedback === null) q = q.where('q.patient_feedback_to_doctor', 'is', null);
  else if (filter.feedback !== undefined) q = q.where('q.patient_feedback_to_doctor', '=', filter.feedback);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    q = q.where((eb) => eb.or([eb('q.title', 'ilike', pattern), eb('q.content', 'ilike', pattern)]));
  }
  return q;
}

const orderColumns = {
  createdAt: ['q.created_at', 'asc'],
  '-createdAt': ['q.created_at', 'desc'],
  updatedAt: ['q.updated_at', 'asc'],
  '-updatedAt': ['q.updated_at', 'desc'],
  '-answeredAt': ['q.answered_at', 'desc'],
} as const;

/** One page of the questions matching `filter`, and how many match in all. */
export async function findQuestionPage(
  db: Kysely<Database>,
  filter: QuestionFilter,
  page: QuestionPageRequest,
): Promise<{ rows: QuestionReadRow[]; total: number }> {
  const [column, direction] = orderColumns[page.order];
  const rows = await selectQuestions(applyFilter(fromQuestions(db), filter))
    .orderBy(column, direction)
    // Ids are UUID v7, so they break ties in creation order.
    .orderBy('q.id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const total = await countQuestions(db, filter);
  return { rows, total };
}

export async function countQuestions(db: Kysely<Database>, filter: QuestionFilter): Promise<number> {
  const { count } = await applyFilter(fromQuestions(db), filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** `limit` answered questions picked at random (the home page's questions). */
export async function findRandomAnsweredQuestions(
  db: Kysely<Database>,
  limit: number,
): Promise<QuestionReadRow[]> {
  return selectQuestions(applyFilter(fromQuestions(db), { answered: true }))
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
}

export async function findQuestion(db: Kysely<Database>, id: string): Promise<QuestionReadRow | undefined> {
  return selectQuestions(fromQuestions(db)).where('q.id', '=', id).executeTakeFirst();
}

export async function insertQuestion(db: Kysely<Database>, values: NewQuestion): Promise<void> {
  await db.insertInto('questions').values(values).execute();
}

export interface AnswerUpdate {
  id: string;
  doctorId: string;
  /** The answering doctor's specialty: only questions routed to it can be answered. */
  specialtyId: string;
  answer: string;
  now: Date;
}

/**
 * Answers in one conditional UPDATE, so of two doctors answering at once only one can win: the
 * question must be open, of the doctor's specialty, and unassigned or already theirs. Returns whether
 * a row changed. `answered_at` keeps the first answer's instant when a doctor edits their answer.
 */
export async function updateAnswer(db: Kysely<Database>, update: AnswerUpdate): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set((eb) => ({
      answer: update.answer,
      doctor_id: update.doctorId,
      answered_at: eb.fn.coalesce('answered_at', eb.val(update.now)),
      updated_at: update.now,
    }))
    .where('id', '=', update.id)
    .where('closed', '=', false)
    .where('category_id', '=', update.specialtyId)
    .where((eb) => eb.or([eb('doctor_id', 'is', null), eb('doctor_id', '=', update.doctorId)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface FeedbackUpdate {
  id: string;
  patientId: string;
  rating: number;
  comment: string | null;
  now: Date;
}

/**
 * Records the asking patient's feedback on an answered question that has none yet, and closes it
 * (requirements §4), in one conditional UPDATE. Returns whether a row changed.
 */
export async function updateFeedback(db: Kysely<Database>, update: FeedbackUpdate): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({
      patient_feedback_to_doctor: update.rating,
      patient_feedback_comment: update.comment,
      closed: true,
      updated_at: update.now,
    })
    .where('id', '=', update.id)
    .where('patient_id', '=', update.patientId)
    .where('answer', 'is not', null)
    .where('patient_feedback_to_doctor', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateClosed(
  db: Kysely<Database>,
  id: string,
  closed: boolean,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({ closed, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteQuestionRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('questions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface QuestionView {
  /**
   * Public lists never show who asked, whom the question is about (spec `filterQuestions`), nor the
   * comment the patient wrote with their rating (free text that may name them; the rating stays).
   */
  hidePatient: boolean;
}

/** Maps rows to `Question`s, loading their answering doctors in one query. */
export async function toQuestions(
  db: Kysely<Database>,
  rows: QuestionReadRow[],
  view: QuestionView = { hidePatient: false },
): Promise<Question[]> {
  const doctorIds = [...new Set(rows.flatMap((row) => (row.doctor_id ? [row.doctor_id] : [])))];
  const doctors = new Map<string, DoctorSummary>();
  if (doctorIds.length > 0) {
    const doctorRows = await selectDoctors(db).where('d.id', 'in', doctorIds).execute();
    for (const doctorRow of doctorRows) doctors.set(doctorRow.id, toDoctorSummary(doctorRow));
  }
  return rows.map((row) => ({
    _id: row.id,
    patient: view.hidePatient ? null : row.patient_id,
    concerning: view.hidePatient ? null : concerningOf(row),
    doctor: row.doctor_id ? (doctors.get(row.doctor_id) ?? null) : null,
    category: row.category_id,
    categoryName: row.category_name,
    title: row.title,
    content: row.content,
    answer: row.answer,
    answeredAt: row.answered_at?.toISOString() ?? null,
    closed: row.closed,
    patientFeedBackToDoctor: row.patient_feedback_to_doctor,
    patientFeedBackComment: view.hidePatient ? null : row.patient_feedback_comment,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}
