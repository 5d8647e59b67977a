import { performance } from 'node:perf_hooks';
import { it } from 'vitest';
import { createApi } from '../create-api';
import { seededDatabase } from '../testing/seeded-database';

it('measures', async () => {
  const t0 = performance.now();
  const db = await seededDatabase(Number(process.env.N ?? 100000));
  console.log(`seed ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const api = createApi({ db });
  const time = async (path: string) => {
    const t = performance.now();
    const r = await api.fetch(new Request(`http://localhost:3000${path}`));
    const body = await r.text();
    return {
      ms: performance.now() - t,
      status: r.status,
      bytes: body.length,
      urls: body.split('<loc>').length - 1,
    };
  };
  console.log('cold index', JSON.stringify(await time('/sitemap.xml')));
  for (const p of ['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml']) {
    const runs = [];
    for (let i = 0; i < 10; i++) runs.push(await time(p));
    runs.sort((a, b) => a.ms - b.ms);
    console.log(
      p,
      `p50 ${runs[5]?.ms.toFixed(1)} ms max ${runs[9]?.ms.toFixed(1)} ms`,
      runs[0]?.status,
      runs[0]?.bytes,
      runs[0]?.urls,
    );
  }
  await db.close();
}, 1_200_000);
