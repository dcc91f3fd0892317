import { everyone, doctorSide, type MatrixCase } from './matrix-case.js';

/** The embeddable booking widget and the image proxy. */
export const embedCases: Record<string, MatrixCase> = {
  getEmbedOrigins: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/embed/origins', query: { doctor: f.doctorId } }),
  },
  updateEmbedOrigins: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: '/embed/origins',
      body: { origins: ['https://clinique-menzah.tn'], doctor: f.doctorId },
    }),
  },
  listEmbedDoctors: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'GET',
      path: '/embed/doctors',
      query: { origin: 'https://clinique-menzah.tn', specialty: f.specialtyId },
    }),
  },

  getProxiedImage: {
    roles: everyone,
    request: () => ({
      method: 'GET',
      path: '/image-proxy',
      query: { url: '/assets/demo/doctor-m-1.svg', w: 80 },
    }),
  },
};
