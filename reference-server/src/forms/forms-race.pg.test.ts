import { FORM_FILES_WAITING_LIMIT, formsCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seed } from '../seed/seed';
import { accountKit } from '../testing/account-kit';

// Runs only in the `postgres` project (TEST_DATABASE_URL): PGlite has one connection, so it never
// runs two transactions at once and cannot show a race.
const url = process.env.TEST_DATABASE_URL as string;

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('forms on a real PostgreSQL: the limits hold under concurrent requests (§7.7)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  const schema = `verstak_forms_race_${process.pid}_${Date.now()}`;
  const now = Date.UTC(2026, 10, 26, 9);

  beforeAll(async () => {
    db = await openDatabase({ url, schema });
    await migrate(db);
    await seed(db, { products: 60 });
    kit = accountKit(db, () => now);
  }, 180_000);

  afterAll(async () => {
    await db?.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db?.close();
  });

  it('20 uploads at once leave one visitor at most 10 waiting files; the rest are refused in Russian', async () => {
    const token = await kit.guestToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const form = new FormData();
        form.append('file[]', new File([new Uint8Array(pdf())], `акт-${i}.pdf`, { type: 'application/pdf' }));
        return kit.raw('POST', '/forms-files/', { multipart: form, token });
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FORM_FILES_WAITING_LIMIT);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.errors?.file).toMatch(/Слишком много файлов ждут отправки/);
    }
  });

  it('20 sends of one file at once attach it to one request only; the others store nothing', async () => {
    const token = await kit.guestToken();
    const form = new FormData();
    form.append('file[]', new File([new Uint8Array(pdf())], 'смета.pdf', { type: 'application/pdf' }));
    const uploaded = await kit.raw('POST', '/forms-files/', { multipart: form, token });
    const id = (uploaded.data.files as Array<{ id: number }>)[0]?.id ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.call(
          formsCalls.writeUs,
          {
            name: 'Ольга',
            email: `olga.race${i}@example.ru`,
            message: 'Смета во вложении',
            fileIds: [id],
            agreement: true,
          },
          { token },
        ),
      ),
    );
    const sent = answers.filter((a) => a.status === 200);
    expect(sent).toHaveLength(1);
    const [requests] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM form_requests WHERE email LIKE 'olga.race%'",
    );
    expect(requests?.n).toBe(1);
  });
});
