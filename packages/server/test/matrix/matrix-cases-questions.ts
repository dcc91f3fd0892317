import { insertQuestion } from './matrix-fixture.js';
import { everyone, members, doctorSide, rdvOutsiders, type MatrixCase } from './matrix-case.js';

/** Patients' questions and doctors' answers. */
export const questionCases: Record<string, MatrixCase> = {
  listQuestions: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({
      method: 'GET',
      path: '/questions',
      query: { query: { patient: f.patientId, category: f.specialtyId } },
    }),
  },
  addQuestion: {
    roles: ['patient'],
    status: 201,
    request: ({ f }) => ({
      method: 'POST',
      path: '/questions/add',
      body: { category: f.specialtyId, title: 'Palpitations', content: 'Mon cœur bat vite le soir.' },
    }),
  },
  filterQuestions: {
    roles: everyone,
    request: () => ({ method: 'POST', path: '/questions/filter', body: {} }),
  },
  getQuestion: {
    roles: everyone,
    request: async ({ db, f, now }) => ({
      method: 'GET',
      path: `/questions/${await insertQuestion(db, { patientId: f.patientId, specialtyId: f.specialtyId, answeredBy: f.doctorId, now })}`,
    }),
  },
  countQuestions: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/questions/count',
      query: { query: { doctor: f.doctorId } },
    }),
  },
  listQuestionsBySpecialty: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: `/questions/specialty/${f.specialtyId}` }),
  },
  // Each role makes its own patch (spec QuestionPatch): a doctor answers an open question of the
  // specialty, the asking patient gives feedback on an answered one, an admin closes one.
  patchQuestion: {
    roles: ['patient', 'doctor', 'admin'],
    outsiders: rdvOutsiders,
    request: async ({ db, f, caller, now }) => {
      const role = caller === 'guest' ? 'guest' : f.users[caller].role;
      const answeredBy = role === 'patient' ? f.doctorId : undefined;
      const id = await insertQuestion(db, {
        patientId: f.patientId,
        specialtyId: f.specialtyId,
        answeredBy,
        now,
      });
      const body =
        role === 'patient'
          ? { patientFeedBackToDoctor: 5 }
          : role === 'admin'
            ? { closed: true }
            : { answer: 'Faites un ECG.' };
      return { method: 'PATCH', path: `/questions/${id}`, body };
    },
  },
  deleteQuestion: {
    roles: ['patient', 'admin'],
    outsiders: ['otherPatient'],
    status: 204,
    request: async ({ db, f, now }) => ({
      method: 'DELETE',
      path: `/questions/${await insertQuestion(db, { patientId: f.patientId, specialtyId: f.specialtyId, now })}`,
    }),
  },
  randomQuestionsForHome: {
    roles: everyone,
    request: () => ({ method: 'POST', path: '/question/randomQuestions4Home', body: {} }),
  },
};
