import type { Insertable } from 'kysely';
import type {
  ArticlesTable,
  DoctorStatType,
  DoctorStatsTable,
  QuestionsTable,
} from '../platform/db/schema.js';
import type { CatalogSpecialty } from './catalog.js';
import type { SeedContext } from './context.js';
import { articles } from './data/articles.js';
import { type QuestionSeed, feedbackComments, questions as questionSeeds } from './data/questions.js';
import type { SeedDoctor } from './people.js';
import { addDays } from '../platform/zoned-time.js';

type QuestionState = 'unanswered' | 'answered' | 'closed';

/** The demo patient's own questions, two in each state. */
const demoPatientStates: QuestionState[] = [
  'unanswered',
  'unanswered',
  'answered',
  'answered',
  'closed',
  'closed',
];
/** Open cardiology questions, so the demo doctor's "open questions" queue is not empty. */
const openCardiologyCount = 6;

/**
 * Questions in the three states of requirements §4: open and unanswered (no doctor), answered by a doctor of the
 * question's specialty, and closed with the patient's feedback (rating 1–5 and a comment).
 *
 * Each seed question (questions/questions-data.ts) is used at most once, with the answer written for it, so no
 * page shows the same question twice: `count` is capped at the number of seeds (and never goes below
 * the demo accounts' fixed questions). The seeds are taken in an order shuffled by the seeded PRNG, so
 * the data stays deterministic.
 */
export function generateQuestions(
  context: SeedContext,
  specialties: CatalogSpecialty[],
  doctors: SeedDoctor[],
  patientIds: string[],
  demoPatientId: string,
  count: number,
): Insertable<QuestionsTable>[] {
  const { rng } = context;
  const [demoDoctor] = doctors;
  const listed = doctors.filter((d) => d.doctor.is_verified !== false && d.doctor.is_active !== false);
  const bySpecialty = new Map<string, SeedDoctor[]>();
  for (const doctor of listed) {
    const list = bySpecialty.get(doctor.specialty.row.id) ?? [];
    list.push(doctor);
    bySpecialty.set(doctor.specialty.row.id, list);
  }

  const make = (patientId: string, seed: QuestionSeed, state: QuestionState): Insertable<QuestionsTable> => {
    const specialty = specialties.find((s) => s.seed.fr === seed.specialty)!;
    const createdAt = context.daysAgo(rng.int(0, 120) + rng.next());
    const candidates = bySpecialty.get(specialty.row.id) ?? [demoDoctor!];
    const answering =
      specialty.row.id === demoDoctor!.specialty.row.id && rng.chance(0.5)
        ? demoDoctor!
        : rng.pick(candidates);
    const answeredAt = new Date(
      Math.min(context.now.getTime(), createdAt.getTime() + rng.int(1, 72) * 3_600_000),
    );
    const rating = state === 'closed' ? rng.weighted([5, 4, 3, 2, 1], (r) => r * r) : null;
    return {
      id: context.id(createdAt),
      patient_id: patientId,
      category_id: specialty.row.id,
      title: seed.title,
      content: seed.content,
      doctor_id: state === 'unanswered' ? null : answering.doctor.id,
      answer: state === 'unanswered' ? null : seed.answer,
      answered_at: state === 'unanswered' ? null : answeredAt,
      closed: state === 'closed',
      patient_feedback_to_doctor: rating,
      patient_feedback_comment: rating === null ? null : feedbackComments[5 - rating]!,
      created_at: createdAt,
      updated_at: state === 'unanswered' ? createdAt : answeredAt,
    };
  };

  const shuffled = rng.sample(questionSeeds, questionSeeds.length);
  const openCardiology = shuffled
    .filter((seed) => seed.specialty === 'Cardiologie')
    .slice(0, openCardiologyCount);
  const remaining = shuffled.filter((seed) => !openCardiology.includes(seed));
  const demoPatientSeeds = remaining.splice(0, demoPatientStates.length);

  const rows: Insertable<QuestionsTable>[] = [];
  demoPatientSeeds.forEach((seed, i) => rows.push(make(demoPatientId, seed, demoPatientStates[i]!)));
  for (const seed of openCardiology) rows.push(make(rng.pick(patientIds), seed, 'unanswered'));

  // The other questions: a fifth still waiting for an answer, so most of them fill the public pages.
  const others = remaining.slice(0, Math.max(0, Math.min(count, questionSeeds.length) - rows.length));
  const unanswered = Math.floor(others.length / 5);
  const closed = Math.floor((others.length * 2) / 5);
  const states = rng.sample(
    others.map((_, i): QuestionState =>
      i < unanswered ? 'unanswered' : i < unanswered + closed ? 'closed' : 'answered',
    ),
    others.length,
  );
  others.forEach((seed, i) => rows.push(make(rng.pick(patientIds), seed, states[i]!)));
  return rows;
}

export function generateArticles(context: SeedContext): Insertable<ArticlesTable>[] {
  return articles.map((article, index) => {
    const createdAt = context.daysAgo(20 + index * 9);
    const updatedAt = context.daysAgo(index * 4 + 1);
    return {
      id: context.id(createdAt),
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      content: article.content,
      cover_url: article.cover,
      author: article.author,
      show_on_landing: article.showOnLanding,
      published: article.published,
      created_at: createdAt,
      updated_at: updatedAt,
    };
  });
}

/**
 * Daily counters per doctor (display in search results, profile visits, phone reveals): 90 days for
 * the demo doctor's statistics page, the last week for the other listed doctors.
 */
export function generateDoctorStats(
  context: SeedContext,
  doctors: SeedDoctor[],
): Insertable<DoctorStatsTable>[] {
  const { rng } = context;
  const rows: Insertable<DoctorStatsTable>[] = [];
  doctors.forEach((doctor, index) => {
    if (doctor.doctor.is_verified === false || doctor.doctor.is_active === false) return;
    const days = index === 0 ? 90 : 7;
    const popularity = index === 0 ? 4 : rng.next() * 2;
    const types: DoctorStatType[] =
      doctor.doctor.show_phone === false ? ['display', 'visit'] : ['display', 'visit', 'phone'];
    for (let back = days - 1; back >= 0; back--) {
      const { day } = addDays(context.today, -back);
      const display = Math.round(rng.int(5, 40) * popularity);
      const counts: Record<DoctorStatType, number> = {
        display,
        visit: Math.round(display * (0.15 + rng.next() * 0.2)),
        phone: Math.round(display * rng.next() * 0.05),
      };
      for (const type of types) {
        if (counts[type] === 0) continue;
        rows.push({ id: context.id(), doctor_id: doctor.doctor.id, type, date: day, count: counts[type] });
      }
    }
  });
  return rows;
}
