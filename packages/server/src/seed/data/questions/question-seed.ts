/** A health question as a patient writes it, routed to a specialty, with the answer written for it. */
export interface QuestionSeed {
  /** The specialty's French name (specialties.ts). */
  specialty: string;
  title: string;
  content: string;
  answer: string;
}
