import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { AccountService } from './account/service';
import type { Database } from './db/open';
import { users } from './db/schema';
import type { AvatarStore } from './media/avatars';
import type { ProfileService } from './user/profile';

export const DEMO_PASSWORD = 'across-demo';

/** A few members from different countries, with full profiles, so a newcomer can try Across at once. */
const DEMO_MEMBERS = [
  { email: 'emma@demo.across', nickname: 'Emma', language: 'en', region: 'GB', gender: 2, born: [1994, 4, 12], height: 168, weight: 58, occupation: 'teacher', interest: 'travel,reading,coffee', signature: 'Tea, long walks and learning Spanish.', colors: ['#ff8aa6', '#e5486f'] },
  { email: 'lucia@demo.across', nickname: 'Lucía', language: 'es', region: 'ES', gender: 2, born: [1992, 9, 3], height: 163, weight: 55, occupation: 'design', interest: 'dancing,photography,travel', signature: 'Me encanta el mar y la fotografía.', colors: ['#ffd36e', '#f08a24'] },
  { email: 'jonas@demo.across', nickname: 'Jonas', language: 'de', region: 'DE', gender: 1, born: [1990, 1, 21], height: 184, weight: 80, occupation: 'engineer', interest: 'hiking,cycling,cooking', signature: 'Berge, Fahrrad und gutes Brot.', colors: ['#7fd1ae', '#1b873f'] },
  { email: 'yuki@demo.across', nickname: 'ゆき', language: 'ja', region: 'JP', gender: 2, born: [1996, 12, 8], height: 158, weight: 48, occupation: 'nurse', interest: 'anime,cooking,music', signature: '週末はカフェ巡りが好きです。', colors: ['#b9a6ff', '#6a5cff'] },
  { email: 'minjun@demo.across', nickname: '민준', language: 'ko', region: 'KR', gender: 1, born: [1993, 6, 30], height: 178, weight: 72, occupation: 'developer', interest: 'gaming,fitness,karaoke', signature: '새로운 친구를 만나고 싶어요!', colors: ['#8fd3ff', '#2f7ed8'] },
  { email: 'olga@demo.across', nickname: 'Ольга', language: 'ru', region: 'RU', gender: 2, born: [1991, 3, 17], height: 170, weight: 60, occupation: 'doctor', interest: 'theatre,skiing,reading', signature: 'Люблю театр и зимние прогулки.', colors: ['#ffb3c7', '#c9305a'] },
  { email: 'wei@demo.across', nickname: '李伟', language: 'zh-CN', region: 'CN', gender: 1, born: [1989, 10, 1], height: 176, weight: 70, occupation: 'business', interest: 'travel,tennis,wine', signature: '喜欢旅行，想认识世界各地的朋友。', colors: ['#ffe08a', '#c99a00'] },
];

/** A soft two-colour picture, drawn here so the demo needs no image files. */
const demoAvatar = ([from, to]: string[]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="512" height="512" fill="url(#g)"/><circle cx="256" cy="210" r="92" fill="#ffffff" fill-opacity="0.85"/><ellipse cx="256" cy="470" rx="170" ry="140" fill="#ffffff" fill-opacity="0.85"/></svg>`,
  );

/** Creates the demo members when the database has no member yet; returns the login to print. */
export async function seedDemoMembers(
  db: Database,
  services: { accounts: AccountService; profiles: ProfileService; avatars: AvatarStore },
): Promise<string | undefined> {
  const [{ members }] = await db.select({ members: count() }).from(users);
  if (members > 0) return undefined;
  for (const { born, colors, height, weight, occupation, interest, signature, ...member } of DEMO_MEMBERS) {
    const user = await services.accounts.createMember({ ...member, password: DEMO_PASSWORD });
    // Uploads take PNG, JPEG or GIF only, so the drawing becomes a PNG first.
    const avatar = await services.avatars.save(await sharp(demoAvatar(colors)).png().toBuffer());
    await services.profiles.update(user.id, { birthYear: born[0], birthMonth: born[1], birthDay: born[2], height, weight, occupation, interest, signature, avatar });
  }
  return `${DEMO_MEMBERS[0].email} / ${DEMO_PASSWORD}`;
}
