import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AccountService } from './account/service';
import type { ChatService } from './chat/service';
import type { Database } from './db/open';
import { users } from './db/schema';
import { TRANSLATION_PACKS } from './economy/catalogue';
import type { Ledger } from './economy/ledger';
import type { EconomyService } from './economy/service';
import type { FriendService } from './friend/service';
import type { AvatarStore } from './media/avatars';
import type { SocialService } from './social/service';
import type { ProfileService } from './user/service';

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

/** A soft two-colour portrait silhouette, drawn pixel by pixel so the demo needs no image files or fonts. */
function demoAvatar([from, to]: string[]): Promise<Buffer> {
  const size = 256;
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(from), rgb(to)];
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const head = (x - 128) ** 2 + (y - 105) ** 2 < 46 ** 2;
      const body = ((x - 128) / 85) ** 2 + ((y - 235) / 70) ** 2 < 1;
      for (let c = 0; c < 3; c++) {
        const background = a[c] + (b[c] - a[c]) * t;
        pixels[(y * size + x) * 3 + c] = head || body ? Math.round(background + (255 - background) * 0.85) : Math.round(background);
      }
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
}

/** Creates the demo members when the database has no member yet; returns the login to print. */
export async function seedDemoMembers(
  db: Database,
  services: { accounts: AccountService; profiles: ProfileService; avatars: AvatarStore; social: SocialService; friends: FriendService; chat: ChatService; ledger: Ledger; economy: EconomyService },
): Promise<string | undefined> {
  const [{ members }] = await db.select({ members: count() }).from(users).where(eq(users.isService, false));
  if (members > 0) return undefined;
  const ids: number[] = [];
  for (const { born, colors, height, weight, occupation, interest, signature, ...member } of DEMO_MEMBERS) {
    const user = await services.accounts.createMember({ ...member, password: DEMO_PASSWORD });
    const avatar = await services.avatars.save(await demoAvatar(colors));
    await services.profiles.update(user.id, { birthYear: born[0], birthMonth: born[1], birthDay: born[2], height, weight, occupation, interest, signature, avatar });
    ids.push(user.id);
  }
  // Emma (the printed login) already has a little life: two friends, a request waiting, followers.
  const [emma, lucia, jonas, , minjun, olga, wei] = ids;
  for (const friend of [lucia, jonas]) {
    const { applyId } = await services.friends.add(friend, emma, 'Hi Emma!');
    if (applyId) await services.friends.decide(emma, applyId, true);
  }
  await services.friends.add(minjun, emma, '안녕하세요! Shall we practise languages together?');
  for (const fan of [olga, wei, minjun]) await services.social.follow(fan, emma, true);
  // Emma and Lucía bought coins and a translation pack (as a payment and a purchase credit them), so they can chat translated.
  for (const [member, coins] of [[emma, 70], [lucia, 20]] as const) {
    await services.ledger.post({ userId: member, key: 'demo-coins', kind: 'coin_purchase', request: { coins } }, async () => ({
      legs: [
        { account: { system: 'sales' }, asset: 'coin', amount: -coins },
        { account: { userId: member }, asset: 'coin', amount: coins },
      ],
      result: { coins },
    }));
    await services.economy.buyTranslationPack(member, { key: 'demo-pack', packId: TRANSLATION_PACKS[0].id });
  }
  // Customer service (its staff login outside production: SERVICE_STAFF_EMAIL with DEMO_PASSWORD) greets Emma, and Lucía wrote (in Spanish, translated for Emma).
  const support = await services.chat.serviceAccount();
  await services.chat.send(support, { userId: emma, clientId: 'demo-welcome', type: 'txt', msg: 'Welcome to Across! Write to us here whenever you need help.', ext: null });
  // Emma and Lucía have been chatting, each in her own language and each reading the other's
  // translated, in lines Apertium (the default engine) renders well; Lucía's last is unread.
  for (const [index, [writer, msg]] of SHOWCASE_CONVERSATION.entries()) {
    const [from, to] = writer === 'lucia' ? [lucia, emma] : [emma, lucia];
    if (index > 0) await services.chat.read(from, to); // a reply comes after reading what came before
    await services.chat.send(from, { userId: to, clientId: `demo-showcase-${index}`, type: 'txt', msg, ext: { platform: 'Web' } });
  }
  return `${DEMO_MEMBERS[0].email} / ${DEMO_PASSWORD}`;
}
