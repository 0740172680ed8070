import type pg from 'pg'
import { FACTORY_PASSWORD_HASH } from '../src/platform/passwords.ts'
import { ENGLISH_FIRST, ENGLISH_LAST, TURKISH_LAST, TURKISH_MEN, TURKISH_WOMEN } from './search-names.ts'
import { SCALE, SEARCH_EMAIL_DOMAIN } from './seed.ts'

type Log = (line: string) => void

/**
 * Search (issue 14) is measured over at least this many accounts. The 20,000 bench users of seed.ts
 * keep their posts and follows untouched (the other rows stay comparable); the rest are people with
 * Turkish and English names, found by search only.
 */
export const SEARCH_USERS_TOTAL = 200_000

/** True once the database holds SEARCH_USERS_TOTAL accounts (added to an older seed too). */
export async function hasSearchPeople(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
  return rows[0]!.n >= SEARCH_USERS_TOTAL
}

/** Pet names of some first names: half of the people with a nickname and such a name use it. */
const PET_NAMES: [string, string][] = [
  ['Mehmet', 'Memo'],
  ['Ayşe', 'Ayşoş'],
  ['Fatma', 'Fatoş'],
  ['Hüseyin', 'Hüso'],
  ['İbrahim', 'İbo'],
  ['Şebnem', 'Şebo'],
  ['Gül', 'Gülüm'],
  ['Can', 'Cano'],
  ['Mustafa', 'Musti'],
  ['Özge', 'Özgüş'],
  ['Oğuzhan', 'Oğuz'],
  ['Alexander', 'Alex'],
  ['Christopher', 'Chris'],
  ['Benjamin', 'Ben'],
  ['Jessica', 'Jess'],
]
/** What a quarter of the people call themselves besides their name. */
const NICKNAMES = [
  'Kanka',
  'Boncuk',
  'Çiçek',
  'Gökyüzü',
  'Gece Kuşu',
  'Kütüphane Faresi',
  'Sessiz Öğrenci',
  'Çaycı',
  'Kahveci',
  'Öğrenci Temsilcisi',
  'İstanbullu',
  'Ankaralı',
  'İzmirli',
  'Karadenizli',
  'Şampiyon',
  'Doktor Adayı',
  'Mühendis Adayı',
  'Müzisyen',
  'Gezgin',
  'Şair',
  'Ressam',
  'Bookworm',
  'Night Owl',
  'Coffee Addict',
  'Jay',
  'Kate',
  'Ozzy',
  'Coder',
  'Runner',
  'Dreamer',
]

/**
 * The search people: SEARCH_USERS_TOTAL less the accounts already there, verified (one in thirty
 * not yet), one in twenty private, most in one of the bench's universities, without posts or follows.
 * Four in five have Turkish names, the rest English ones; usernames are made from the names as people
 * make them (mehmet_yilmaz, myilmaz, ayse2003, yilmaz_mehmet, some capitalised), folded to the
 * letters a username may hold, with _2, _3... where one is taken. Set-based, a minute or so.
 */
export async function seedSearchPeople(client: pg.ClientBase, log: Log): Promise<void> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
  const count = SEARCH_USERS_TOTAL - rows[0]!.n
  if (count <= 0) return
  const step = async (title: string, sql: string, params: unknown[] = []) => {
    const started = Date.now()
    const res = await client.query(sql, params)
    log(
      `  ${title} (${(res.rowCount ?? 0).toLocaleString('en')} rows): ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }
  // A Zipf-like pick from the list in parameter `p`: the first names far more often than the last.
  const pick = (p: string, skew = 1.5) =>
    `($${p}::text[])[1 + floor(array_length($${p}::text[], 1) * power(random(), ${skew}))::int]`
  await client.query('SELECT setseed(0.2029)')
  await step(
    'plan the people',
    `CREATE TEMP TABLE search_people AS
     SELECT i, first_name, last_name, nickname, capital, university_id, is_private, is_verified, created_at,
       left(CASE pattern
         WHEN 0 THEN f || l WHEN 1 THEN f || '_' || l WHEN 2 THEN f || '_' || left(l, 1)
         WHEN 3 THEN left(f, 1) || l WHEN 4 THEN f || digits WHEN 5 THEN l || '_' || f
         WHEN 6 THEN f || l || digits WHEN 7 THEN f || '_' || l || digits ELSE l || f || digits END, 24) AS base
     FROM (
       SELECT *, replace(agora_fold(first_name), ' ', '') AS f, replace(agora_fold(last_name), ' ', '') AS l,
         CASE WHEN has_nickname THEN coalesce(
           CASE WHEN pet THEN (SELECT p.pet FROM unnest($7::text[], $8::text[]) AS p(name, pet) WHERE p.name = first_name) END,
           other_nickname) END AS nickname
       FROM (
         SELECT i,
           CASE WHEN origin < 0.4 THEN ${pick('1')} WHEN origin < 0.8 THEN ${pick('2')} ELSE ${pick('3')} END
             AS first_name,
           CASE WHEN origin < 0.8 THEN ${pick('4')} ELSE ${pick('5')} END AS last_name,
           random() < 0.25 AS has_nickname, random() < 0.5 AS pet, ${pick('6', 1.3)} AS other_nickname,
           (ARRAY[0, 0, 1, 1, 1, 2, 3, 3, 4, 4, 4, 5, 6, 6, 6, 6, 7, 7, 8, 8])[1 + floor(random() * 20)::int]
             AS pattern,
           CASE WHEN random() < 0.5 THEN lpad((1 + floor(random() * 81))::int::text, 2, '0')
             ELSE (1995 + floor(random() * 12))::int::text END AS digits,
           random() < 0.05 AS capital,
           CASE WHEN random() < 0.9 THEN 1 + floor(random() * ${SCALE.universities})::int END AS university_id,
           random() < 0.05 AS is_private,
           random() >= 0.033 AS is_verified,
           now() - interval '400 days' * random() AS created_at
         FROM (SELECT i, random() AS origin FROM generate_series(1, ${count}) i) s
       ) named
     ) made`,
    [
      TURKISH_MEN,
      TURKISH_WOMEN,
      ENGLISH_FIRST,
      TURKISH_LAST,
      ENGLISH_LAST,
      NICKNAMES,
      PET_NAMES.map(([name]) => name),
      PET_NAMES.map(([, pet]) => pet),
    ],
  )
  await step(
    'people',
    `INSERT INTO users (username, email, password_hash, nickname, first_name, last_name, university_id,
       is_verified, is_private, created_at, updated_at)
     SELECT username, lower(username) || '@${SEARCH_EMAIL_DOMAIN}', $1, nickname, first_name, last_name,
       university_id, is_verified, is_private, created_at, created_at
     FROM (SELECT *, CASE WHEN capital THEN initcap(base) ELSE base END
                       || CASE WHEN rn > 1 THEN '_' || rn ELSE '' END AS username
           FROM (SELECT *, row_number() OVER (PARTITION BY base ORDER BY i) AS rn FROM search_people) d) p
     ORDER BY i`,
    [FACTORY_PASSWORD_HASH],
  )
  await client.query('DROP TABLE search_people')
  await step('analyze', 'ANALYZE users')
}
