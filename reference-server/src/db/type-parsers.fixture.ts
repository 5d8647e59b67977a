// The query and the row the type-parser tests expect, on PGlite and on PostgreSQL alike.
/** One row of every type the store's SQL returns; the PostgreSQL suite runs it on both engines. */
export const TYPES_SQL = `SELECT 1::int2 AS int2, 2::int4 AS int4, 9007199254740991::int8 AS int8, count(*) AS count,
  sum(x) AS sum_int, 4.25::numeric(4, 2) AS numeric, avg(x) AS avg, 2.5::float4 AS float4, 3.5::float8 AS float8,
  true AS bool, 'текст'::text AS text, '{1,2}'::int4[] AS int4s, '{3,NULL}'::int8[] AS int8s,
  '{1.5,2}'::numeric[] AS numerics, '{"a":[1,"b"]}'::jsonb AS jsonb, '{a,"b c"}'::text[] AS texts,
  '2024-02-29'::date AS date, '2024-02-29 10:11:12.345'::timestamp AS timestamp,
  '2024-02-29 10:11:12.345+03'::timestamptz AS timestamptz, '{2024-02-29 10:11:12+00}'::timestamptz[] AS timestamptzs,
  '1 day 02:00:00'::interval AS interval, NULL::int8 AS nothing
  FROM (VALUES (1), (2)) AS v (x)`;

/** What {@link TYPES_SQL} must give on either engine. */
export const TYPES_ROW = {
  int2: 1,
  int4: 2,
  int8: 9007199254740991,
  count: 2,
  sum_int: 3,
  numeric: 4.25,
  avg: 1.5,
  float4: 2.5,
  float8: 3.5,
  bool: true,
  text: 'текст',
  int4s: [1, 2],
  int8s: [3, null],
  numerics: [1.5, 2],
  jsonb: { a: [1, 'b'] },
  texts: ['a', 'b c'],
  date: '2024-02-29',
  timestamp: new Date('2024-02-29T10:11:12.345Z'),
  timestamptz: new Date('2024-02-29T07:11:12.345Z'),
  timestamptzs: [new Date('2024-02-29T10:11:12Z')],
  interval: '1 day 02:00:00',
  nothing: null,
};
