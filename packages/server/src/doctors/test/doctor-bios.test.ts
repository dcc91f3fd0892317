import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

const englishBio =
  'Cardiologist, former assistant at La Rabta hospital. Echocardiography and Holter at the practice.';
const arabicBio =
  'طبيب قلب، مساعد استشفائي جامعي سابق بمستشفى الرابطة. تصوير القلب بالصدى وهولتر في العيادة.';

// docs/decisions/043: a doctor may write the bio in English and Arabic too, beside the bio as written.
describe.each(backends)('%s: a doctor’s bios by language', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });

  async function publicDoctor() {
    return server()
      .database.db.selectFrom('doctors')
      .innerJoin('users', 'users.id', 'doctors.id')
      .select(['doctors.id', 'doctors.bio', 'users.email'])
      .where('is_verified', '=', true)
      .where('is_active', '=', true)
      .orderBy('doctors.id', 'desc')
      .executeTakeFirstOrThrow();
  }

  async function update(id: string, email: string, body: Record<string, unknown>) {
    return (await server().as(email)).api.PUT('/users/updateDoctor', {
      params: { query: { id } },
      body: body as never,
    });
  }

  it('has none until written; each language is kept until given again or null', async () => {
    const doctor = await publicDoctor();
    const { api } = await server().guest();
    const before = await api.GET('/doctors/{id}', { params: { path: { id: doctor.id } } });
    expect(before.data).toMatchObject({ bio: doctor.bio, bios: {} });

    const written = await update(doctor.id, doctor.email, { bios: { en: englishBio, ar: arabicBio } });
    expect(written.response.status).toBe(200);
    expect(written.data).toMatchObject({ bio: doctor.bio, bios: { en: englishBio, ar: arabicBio } });

    // A change that names no bio, or one language only, keeps the others.
    await update(doctor.id, doctor.email, { fee: 60_000 });
    const arabicOnly = await update(doctor.id, doctor.email, { bios: { ar: `${arabicBio} ` } });
    expect(arabicOnly.data?.bios).toEqual({ en: englishBio, ar: `${arabicBio} ` });

    const served = await api.GET('/doctors/{id}', { params: { path: { id: doctor.id } } });
    expect(served.data?.bios).toEqual({ en: englishBio, ar: `${arabicBio} ` });

    const cleared = await update(doctor.id, doctor.email, { bios: { en: null } });
    expect(cleared.data?.bios).toEqual({ ar: `${arabicBio} ` });
    const stored = await server()
      .database.db.selectFrom('doctors')
      .select('bios')
      .where('id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(stored.bios).toEqual({ ar: `${arabicBio} ` });
  });

  it('serves the demo doctor’s bio in English and Arabic beside the French one', async () => {
    const { db } = server().database;
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAccounts.doctor.email)
      .executeTakeFirstOrThrow();
    const { api } = await server().guest();
    const { data } = await api.GET('/doctors/{id}', { params: { path: { id: demo.id } } });
    expect(data?.bio).toMatch(/^Cardiologue, ancien assistant/);
    expect(data?.bios).toEqual({
      en: 'Cardiologist, former university hospital assistant at La Rabta hospital. Echocardiography, Holter monitoring and stress tests at the practice.',
      ar: 'طبيب مختص في أمراض القلب، مساعد استشفائي جامعي سابق بمستشفى الرابطة. تصوير القلب بالصدى والهولتر واختبار الجهد في العيادة.',
    });
  });

  it.each([
    [{ ar: 'ه'.repeat(4001) }, 'body/bios/ar must NOT have more than 4000 characters'],
    [{ de: 'Kardiologe' }, 'body/bios must NOT have additional properties'],
    [{ en: '   ' }, 'body/bios/en must match pattern "\\S"'],
    [null, 'body/bios must be object'],
  ])('refuses bios %j with 400 VALIDATION_FAILED', async (bios, message) => {
    const doctor = await publicDoctor();
    const { response, error } = await update(doctor.id, doctor.email, { bios });
    expect([response.status, error?.code, error?.message]).toEqual([400, 'VALIDATION_FAILED', message]);
  });

  it('accepts a bio of 4000 characters, as long as `bio` may be', async () => {
    const doctor = await publicDoctor();
    const longest = await update(doctor.id, doctor.email, { bios: { ar: 'ه'.repeat(4000) } });
    expect(longest.response.status).toBe(200);
    expect(longest.data?.bios.ar).toHaveLength(4000);
  });

  it('refuses a right-to-left override (U+202E) in a bio, as in `bio`', async () => {
    const doctor = await publicDoctor();
    const { response, error } = await update(doctor.id, doctor.email, {
      bios: { en: 'Cardiologist \u202Egpj.exe' },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'Invisible formatting characters such as U+202E change how a text displays and are not allowed (body: bios.en).',
      details: { reason: 'INVISIBLE_CHARACTER', part: 'body', path: 'bios.en', character: 'U+202E' },
    });
  });
});
