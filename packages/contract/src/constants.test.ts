import { describe, expect, it } from 'vitest';
import {
  LANDING_ARTICLES_LIMIT,
  PATIENT_QUESTIONS_PAGE_SIZE,
  PUBLIC_QUESTIONS_PAGE_SIZE,
  SPECIALTIES_FETCH_LIMIT,
  SPECIALTY_LIST_PAGE_SIZE,
} from './constants';

describe('requirements §9: page sizes', () => {
  it('patient questions 20, speciality lists 50, public questions 10, landing articles 4', () => {
    expect(PATIENT_QUESTIONS_PAGE_SIZE).toBe(20);
    expect(SPECIALTY_LIST_PAGE_SIZE).toBe(50);
    expect(PUBLIC_QUESTIONS_PAGE_SIZE).toBe(10);
    expect(LANDING_ARTICLES_LIMIT).toBe(4);
  });

  it('specialities fetched up to 200', () => {
    expect(SPECIALTIES_FETCH_LIMIT).toBe(200);
  });
});
