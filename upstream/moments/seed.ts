import sharp from 'sharp';
import type { DemoSeed } from '../seed';

/** A drawn scene for a demo moment: a sky, a sun and a horizon in the scene's colours. */
const scene = (sky: [string, string], sun: string, ground: string, hills: boolean) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
      </linearGradient></defs>
      <rect width="1200" height="800" fill="url(#s)"/>
      <circle cx="820" cy="360" r="110" fill="${sun}"/>
      ${
        hills
          ? `<path d="M0 560 Q300 380 600 540 T1200 500 V800 H0 Z" fill="${ground}"/>`
          : `<rect y="520" width="1200" height="280" fill="${ground}"/><rect y="520" width="1200" height="6" fill="#ffffff" opacity="0.4"/>`
      }
    </svg>`),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

const SCENES = {
  sunset: () => scene(['#ff9a5a', '#ffd59e'], '#fff1c1', '#2b6f9e', false),
  morning: () => scene(['#8ec5ff', '#e0f2ff'], '#fff7b0', '#5a9a4a', true),
  dusk: () => scene(['#3a2d6b', '#d07aa0'], '#ffd1a8', '#2a2340', true),
};

/**
 * Each demo member's moments (in their own language, so the square has something to
 * translate), with a drawn photo: Emma's in English and Lucía's in Spanish, in lines Apertium
 * renders well.
 */
const DEMO_MOMENTS: Record<string, Array<{ text: string; photo: keyof typeof SCENES }>> = {
  emma: [
    { text: 'Morning walk by the river before class.', photo: 'morning' },
    { text: 'I am learning Spanish. Today I read a book in Spanish!', photo: 'sunset' },
  ],
  lucia: [
    { text: 'Hoy voy a la playa con mis amigos.', photo: 'sunset' },
    { text: 'Me gusta mucho la fotografía.', photo: 'dusk' },
  ],
  jonas: [{ text: 'Heute bin ich mit dem Fahrrad in die Berge gefahren.', photo: 'morning' }],
  yuki: [{ text: '週末はカフェでゆっくりしました。', photo: 'dusk' }],
  minjun: [{ text: '오늘은 한강에서 산책했어요.', photo: 'sunset' }],
  olga: [{ text: 'Вечером гуляла по набережной.', photo: 'dusk' }],
  wei: [{ text: '今天和朋友一起去爬山了。', photo: 'morning' }],
  mateo: [{ text: 'Un café y un buen libro: domingo perfecto.', photo: 'morning' }],
  amara: [{ text: 'Sunset in Lagos after a long week.', photo: 'sunset' }],
  priya: [{ text: 'आज मैंने एक नई पेंटिंग बनाई।', photo: 'dusk' }],
  lucas: [{ text: 'Corrida na praia hoje de manhã.', photo: 'sunset' }],
  sofia: [{ text: 'Oggi ho dipinto il mare di Napoli.', photo: 'sunset' }],
};

/** Every demo member's moments, through the album's upload pipeline like any member's. */
export async function seedMoments({ services, members }: DemoSeed) {
  for (const [member, posts] of Object.entries(DEMO_MOMENTS)) {
    const userId = members[member];
    if (userId === undefined) continue;
    for (const { text, photo } of posts) {
      const { key } = await services.album.upload(services.album.grant(userId).token, await SCENES[photo]());
      await services.moments.publish(
        userId,
        { content: text, keys: [key], type: 'normal', visibility: 'everyone', interactions: 'everyone' },
        'en',
      );
    }
  }
}
