import type { Role } from '../platform/db/schema.js';

/** The one password of every seeded account (demo data only; documented in packages/server/README.md). */
export const demoPassword = 'Tabib-Demo-2026';

export interface DemoAccount {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  description: string;
}

/** One account per role with a fixed e-mail, printed by `pnpm start` (docs/decisions/005). */
export const demoAccounts = {
  admin: {
    role: 'admin',
    email: 'admin@tabib.test',
    firstName: 'Nadia',
    lastName: 'Chebbi',
    description: 'back office administrator',
  },
  doctor: {
    role: 'doctor',
    email: 'docteur@tabib.test',
    firstName: 'Karim',
    lastName: 'Ben Salah',
    description: 'cardiologist in Tunis, with agenda, questions, services and statistics',
  },
  secretary: {
    role: 'secretary',
    email: 'secretaire@tabib.test',
    firstName: 'Sonia',
    lastName: 'Jebali',
    description: 'secretary of the demo doctor',
  },
  patient: {
    role: 'patient',
    email: 'patient@tabib.test',
    firstName: 'Youssef',
    lastName: 'Trabelsi',
    description: 'patient with past and upcoming appointments and questions',
  },
} as const satisfies Record<string, DemoAccount>;
