import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Database } from './db/open';
import { users } from './db/schema';
import type { Domain, Services } from './domain';

export const DEMO_PASSWORD = 'across-demo';

/**
 * Members from different countries, with full profiles and drawn portraits, so a newcomer can
 * try Across at once. `shows`: the private facts (height, weight) the member chose to show;
 * `speaks`: the languages they speak besides their common one.
 */
export const DEMO_MEMBERS = [
  {
    email: 'emma@demo.across',
    nickname: 'Emma',
    language: 'en',
    region: 'GB',
    gender: 2,
    born: [1994, 4, 12],
    height: 168,
    weight: 58,
    shows: ['height'],
    occupation: 'teacher',
    interest: 'travel,reading,coffee',
    signature: 'Tea, long walks and learning Spanish.',
    portrait: 'emma',
  },
  {
    email: 'lucia@demo.across',
    nickname: 'Lucía',
    language: 'es',
    region: 'ES',
    gender: 2,
    born: [1992, 9, 3],
    height: 163,
    weight: 55,
    shows: [],
    occupation: 'design',
    interest: 'dancing,photography,travel',
    signature: 'Me encanta el mar y la fotografía.',
    portrait: 'lucia',
  },
  {
    email: 'jonas@demo.across',
    nickname: 'Jonas',
    language: 'de',
    region: 'DE',
    gender: 1,
    born: [1990, 1, 21],
    height: 184,
    weight: 80,
    shows: ['height', 'weight'],
    occupation: 'engineer',
    interest: 'hiking,cycling,cooking',
    signature: 'Berge, Fahrrad und gutes Brot.',
    portrait: 'jonas',
    speaks: ['en'],
  },
  {
    email: 'yuki@demo.across',
    nickname: 'ゆき',
    language: 'ja',
    region: 'JP',
    gender: 2,
    born: [1996, 12, 8],
    height: 158,
    weight: 48,
    shows: [],
    occupation: 'nurse',
    interest: 'anime,cooking,music',
    signature: '週末はカフェ巡りが好きです。',
    portrait: 'yuki',
    speaks: ['en'],
  },
  {
    email: 'minjun@demo.across',
    nickname: '민준',
    language: 'ko',
    region: 'KR',
    gender: 1,
    born: [1993, 6, 30],
    height: 178,
    weight: 72,
    shows: ['height'],
    occupation: 'developer',
    interest: 'gaming,fitness,karaoke',
    signature: '새로운 친구를 만나고 싶어요!',
    portrait: 'minjun',
    speaks: ['en', 'ja'],
  },
  {
    email: 'olga@demo.across',
    nickname: 'Ольга',
    language: 'ru',
    region: 'RU',
    gender: 2,
    born: [1991, 3, 17],
    height: 170,
    weight: 60,
    shows: [],
    occupation: 'doctor',
    interest: 'theatre,skiing,reading',
    signature: 'Люблю театр и зимние прогулки.',
    portrait: 'olga',
  },
  {
    email: 'wei@demo.across',
    nickname: '李伟',
    language: 'zh-CN',
    region: 'CN',
    gender: 1,
    born: [1989, 10, 1],
    height: 176,
    weight: 70,
    shows: ['height'],
    occupation: 'business',
    interest: 'travel,tennis,wine',
    signature: '喜欢旅行，想认识世界各地的朋友。',
    portrait: 'wei',
    speaks: ['en'],
  },
  {
    email: 'mateo@demo.across',
    nickname: 'Mateo',
    language: 'es',
    region: 'MX',
    gender: 1,
    born: [1997, 7, 14],
    height: 175,
    weight: 74,
    shows: [],
    occupation: 'chef',
    interest: 'cooking,football,music',
    signature: 'Cocino tacos para mis amigos cada domingo.',
    portrait: 'mateo',
    speaks: ['en'],
  },
  {
    email: 'amara@demo.across',
    nickname: 'Amara',
    language: 'en',
    region: 'NG',
    gender: 2,
    born: [1995, 2, 9],
    height: 171,
    weight: 63,
    shows: ['height'],
    occupation: 'lawyer',
    interest: 'dancing,reading,travel',
    signature: 'Lagos by day, novels by night.',
    portrait: 'amara',
    speaks: ['fr', 'yo'],
  },
  {
    email: 'priya@demo.across',
    nickname: 'Priya',
    language: 'hi',
    region: 'IN',
    gender: 2,
    born: [1993, 11, 23],
    height: 160,
    weight: 54,
    shows: [],
    occupation: 'scientist',
    interest: 'yoga,painting,languages',
    signature: 'नई भाषाएँ और नए दोस्त — दोनों पसंद हैं।',
    portrait: 'priya',
    speaks: ['en', 'de'],
  },
  {
    email: 'lucas@demo.across',
    nickname: 'Lucas',
    language: 'pt',
    region: 'BR',
    gender: 1,
    born: [1988, 5, 2],
    height: 181,
    weight: 78,
    shows: ['height', 'weight'],
    occupation: 'finance',
    interest: 'running,swimming,coffee',
    signature: 'Corrida na praia e café forte.',
    portrait: 'lucas',
    speaks: ['es', 'en'],
  },
  {
    email: 'sofia@demo.across',
    nickname: 'Sofia',
    language: 'it',
    region: 'IT',
    gender: 2,
    born: [1998, 8, 30],
    height: 165,
    weight: 57,
    shows: [],
    occupation: 'artist',
    interest: 'painting,wine,photography',
    signature: 'Dipingo il mare di Napoli.',
    portrait: 'sofia',
    speaks: ['en', 'fr', 'es'],
  },
];

/** A demo member's portrait, drawn for this repository by scripts/draw-demo-portraits.ts. */
export const demoPortrait = (name: string) => readFile(path.join(__dirname, 'demo', 'portraits', `${name}.jpg`));

/**
 * Emma (English) and Lucía (Spanish) in the demo's chat, each line checked through Apertium
 * (tests/upstream/seed.test.ts): "Hello Emma! I speak a bit of English.", "¡Hola Lucía! Estoy
 * aprendiendo español." ... rather than lines it garbles ("Me encanta el mar" → "It loves me
 * the mar").
 */
export const SHOWCASE_CONVERSATION: ReadonlyArray<readonly ['lucia' | 'emma', string]> = [
  ['lucia', '¡Hola Emma! Hablo un poco de inglés.'],
  ['emma', 'Hello Lucía! I am learning Spanish.'],
  ['lucia', 'Escribo en español y tú lees en inglés.'],
  ['emma', 'I live in London. I like the sea.'],
  ['lucia', 'El mar es precioso. Mañana voy a la playa con mis amigos [ee_1]'],
];

/** What each domain's part of the demo is given. */
export interface DemoSeed {
  db: Database;
  services: Services;
  /** The demo members' ids by their portrait's name (`members.emma`), once the account domain made them. */
  members: Record<string, number>;
}

/**
 * Creates the demo when the database has no member yet: each domain adds its part, in the
 * order of domains.ts (the account domain makes the members first). Returns the login to print.
 */
export async function seedDemo(
  db: Database,
  services: Services,
  domains: readonly Domain[],
): Promise<string | undefined> {
  const [{ members }] = await db.select({ members: count() }).from(users).where(eq(users.isService, false));
  if (members > 0) return undefined;
  const demo: DemoSeed = { db, services, members: {} };
  for (const domain of domains) await domain.seed?.(demo);
  return `${DEMO_MEMBERS[0].email} / ${DEMO_PASSWORD}`;
}
