/**
 * Draws the demo members' portraits (upstream/demo/portraits/*.jpg): illustrated faces made
 * from shapes here, nothing taken from anywhere, so the demo has real-looking photos without
 * any image from the internet. Run `npx tsx scripts/draw-demo-portraits.ts` after changing a
 * look; the seed uploads the JPEGs through the avatar pipeline (re-encoded like any upload).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

type HairStyle = 'short' | 'side' | 'buzz' | 'long' | 'bob' | 'bun' | 'curly' | 'ponytail';

interface Look {
  skin: string;
  hair: string;
  style: HairStyle;
  iris: string;
  top: string;
  neckline: 'round' | 'v' | 'collar';
  background: [string, string];
  lips: string;
  lashes?: boolean;
  beard?: boolean;
  glasses?: boolean;
  earrings?: boolean;
  /** Degrees the head leans, for a less posed look. */
  tilt?: number;
}

/** One look per demo member, by the name of its file. */
export const LOOKS: Record<string, Look> = {
  emma: {
    skin: '#f3d2bd',
    hair: '#b5773e',
    style: 'long',
    iris: '#4f7bb0',
    top: '#2f6f8f',
    neckline: 'round',
    background: ['#ffd9e2', '#f7a6b9'],
    lips: '#c96a75',
    lashes: true,
    earrings: true,
    tilt: -3,
  },
  lucia: {
    skin: '#e0b08c',
    hair: '#2d1b12',
    style: 'curly',
    iris: '#5b3a1e',
    top: '#e0a12e',
    neckline: 'v',
    background: ['#fff0c9', '#f6b65a'],
    lips: '#b8524f',
    lashes: true,
    earrings: true,
    tilt: 4,
  },
  jonas: {
    skin: '#f0cdb4',
    hair: '#d1a15a',
    style: 'side',
    iris: '#3f7f6a',
    top: '#3c5a48',
    neckline: 'collar',
    background: ['#d7f2e5', '#8fd1b0'],
    lips: '#b9776d',
    beard: true,
    tilt: 2,
  },
  yuki: {
    skin: '#f4d9c2',
    hair: '#1c1513',
    style: 'bob',
    iris: '#3b2a20',
    top: '#8f7fe0',
    neckline: 'round',
    background: ['#ece6ff', '#b9a9ff'],
    lips: '#d07a82',
    lashes: true,
    tilt: -2,
  },
  minjun: {
    skin: '#efd2b6',
    hair: '#15100e',
    style: 'short',
    iris: '#2f221a',
    top: '#2e67b1',
    neckline: 'collar',
    background: ['#dff1ff', '#93ccf5'],
    lips: '#bf7d72',
    glasses: true,
    tilt: 3,
  },
  olga: {
    skin: '#f5dccb',
    hair: '#e2c07e',
    style: 'bun',
    iris: '#6a8fb5',
    top: '#9b2f4a',
    neckline: 'v',
    background: ['#ffe1ea', '#f2a0b7'],
    lips: '#b9475c',
    lashes: true,
    earrings: true,
    tilt: -4,
  },
  wei: {
    skin: '#ecc9a8',
    hair: '#1a1411',
    style: 'buzz',
    iris: '#2e2119',
    top: '#c8962a',
    neckline: 'round',
    background: ['#fff3cf', '#f3cf6e'],
    lips: '#b47467',
    tilt: 1,
  },
  mateo: {
    skin: '#c9956e',
    hair: '#24170f',
    style: 'curly',
    iris: '#4a2f1a',
    top: '#c4493a',
    neckline: 'round',
    background: ['#ffe3d6', '#f5a58a'],
    lips: '#9c5a4e',
    beard: true,
    tilt: -2,
  },
  amara: {
    skin: '#8a5a3c',
    hair: '#17100c',
    style: 'ponytail',
    iris: '#3a2415',
    top: '#2f8f6f',
    neckline: 'v',
    background: ['#dcf7ee', '#7fd3b7'],
    lips: '#7e3f3a',
    lashes: true,
    earrings: true,
    tilt: 3,
  },
  priya: {
    skin: '#b98462',
    hair: '#1d1410',
    style: 'long',
    iris: '#3b2616',
    top: '#d4567c',
    neckline: 'round',
    background: ['#ffe6f0', '#f2a3c3'],
    lips: '#9d4a52',
    lashes: true,
    earrings: true,
    tilt: -1,
  },
  lucas: {
    skin: '#d8a988',
    hair: '#5a3b24',
    style: 'short',
    iris: '#5d7a3a',
    top: '#55606e',
    neckline: 'collar',
    background: ['#e7ecf3', '#a9b8cc'],
    lips: '#ad6c5f',
    glasses: true,
    tilt: 2,
  },
  sofia: {
    skin: '#e9bf9c',
    hair: '#7a4a2a',
    style: 'bob',
    iris: '#6b4a2a',
    top: '#e27d3f',
    neckline: 'v',
    background: ['#fff1e0', '#f7c28b'],
    lips: '#c1605f',
    lashes: true,
    tilt: -3,
  },
};

/** A colour `amount` towards black (negative: towards white). */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const target = amount >= 0 ? 0 : 255;
  const t = Math.abs(amount);
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function backHair(look: Look): string {
  const { hair, style } = look;
  const dark = shade(hair, 0.25);
  switch (style) {
    case 'long':
      return `<path d="M150 250 C140 140 190 100 256 100 C322 100 372 140 362 250 C360 330 380 400 392 470 L120 470 C132 400 152 330 150 250Z" fill="${dark}"/>`;
    case 'bob':
      return `<path d="M156 240 C150 140 196 108 256 108 C316 108 362 140 356 240 C356 290 366 330 372 352 C330 366 182 366 140 352 C146 330 156 290 156 240Z" fill="${dark}"/>`;
    case 'curly': {
      const curls = Array.from({ length: 16 }, (_, i) => {
        const angle = Math.PI * (0.95 + (i / 15) * 1.1);
        const x = 256 + Math.cos(angle) * 112;
        const y = 222 + Math.sin(angle) * 118;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${34 + (i % 3) * 6}" fill="${i % 2 ? hair : dark}"/>`;
      });
      return `${curls.join('')}<ellipse cx="256" cy="250" rx="120" ry="90" fill="${dark}"/>`;
    }
    case 'ponytail':
      return `<path d="M330 170 C400 190 410 300 372 380 C360 330 350 260 318 210Z" fill="${dark}"/>`;
    case 'bun':
      return `<circle cx="256" cy="112" r="46" fill="${hair}"/><circle cx="256" cy="112" r="46" fill="none" stroke="${dark}" stroke-width="4" opacity="0.5"/>`;
    default:
      return '';
  }
}

function frontHair(look: Look): string {
  const { hair, style } = look;
  const light = shade(hair, -0.18);
  const strands = (d: string) =>
    `<path d="${d}" fill="none" stroke="${light}" stroke-width="3" stroke-linecap="round" opacity="0.45"/>`;
  switch (style) {
    case 'short':
      return (
        `<path d="M164 230 C156 150 200 118 258 118 C318 118 356 150 350 230 C340 196 330 178 300 168 C270 182 220 184 190 176 C176 190 168 208 164 230Z" fill="${hair}"/>` +
        strands('M210 140 C240 132 280 134 310 146')
      );
    case 'side':
      return (
        `<path d="M164 232 C154 148 204 112 262 116 C322 120 358 160 350 232 C344 200 334 180 316 168 C280 176 226 160 206 150 C196 176 176 196 164 232Z" fill="${hair}"/>` +
        strands('M214 136 C250 124 300 132 330 158')
      );
    case 'buzz':
      return `<path d="M168 214 C166 150 206 124 256 124 C306 124 346 150 344 214 C330 180 300 164 256 164 C212 164 182 180 168 214Z" fill="${hair}" opacity="0.92"/>`;
    case 'long':
    case 'ponytail':
      return (
        `<path d="M162 250 C150 150 200 112 256 112 C316 112 364 150 350 250 C342 200 316 166 280 156 C258 176 208 196 170 204 C166 220 163 236 162 250Z" fill="${hair}"/>` +
        strands('M230 128 C260 122 300 130 330 160')
      );
    case 'bob':
      return (
        `<path d="M158 268 C148 150 200 116 256 116 C312 116 364 150 354 268 C346 236 340 200 326 186 C290 196 222 196 186 186 C172 206 164 236 158 268Z" fill="${hair}"/>` +
        strands('M196 150 C236 134 280 134 320 150')
      );
    case 'bun':
      return (
        `<path d="M166 232 C158 156 204 126 256 126 C308 126 354 156 346 232 C336 198 312 172 256 166 C200 172 176 198 166 232Z" fill="${hair}"/>` +
        strands('M206 146 C236 134 280 134 306 146')
      );
    case 'curly':
      return (
        `<path d="M168 200 C176 140 220 118 256 118 C292 118 336 140 344 200Z" fill="${shade(hair, 0.1)}"/>` +
        Array.from(
          { length: 9 },
          (_, i) =>
            `<circle cx="${176 + i * 20}" cy="${146 + Math.abs(4 - i) * 8}" r="${26 - Math.abs(4 - i)}" fill="${i % 2 ? hair : shade(hair, -0.1)}"/>`,
        ).join('')
      );
  }
}

function eye(x: number, look: Look): string {
  const lid = shade(look.skin, 0.45);
  return (
    `<path d="M${x - 22} 248 C${x - 10} 234 ${x + 10} 234 ${x + 22} 248 C${x + 10} 258 ${x - 10} 258 ${x - 22} 248Z" fill="#fbfaf7"/>` +
    `<circle cx="${x}" cy="247" r="10.5" fill="${look.iris}"/><circle cx="${x}" cy="247" r="5" fill="#17120f"/><circle cx="${x + 3.5}" cy="243.5" r="2.6" fill="#fff"/>` +
    `<path d="M${x - 23} 248 C${x - 10} 232 ${x + 10} 232 ${x + 23} 247" fill="none" stroke="${lid}" stroke-width="${look.lashes ? 4.5 : 3}" stroke-linecap="round"/>` +
    (look.lashes
      ? `<path d="M${x + 18} 241 l7 -6 M${x + 12} 237 l5 -7" stroke="${lid}" stroke-width="2.5" stroke-linecap="round"/>`
      : '')
  );
}

/** One portrait as SVG: background, hair behind, shoulders and clothes, neck, head, face, hair in front. */
export function portraitSvg(look: Look): string {
  const { skin } = look;
  const shadow = shade(skin, 0.14);
  const deep = shade(skin, 0.3);
  const brow = shade(look.hair, 0.15);
  const neckline =
    look.neckline === 'v'
      ? `<path d="M214 392 L256 452 L298 392Z" fill="${skin}"/><path d="M214 392 L256 452 L298 392" fill="none" stroke="${shade(look.top, 0.2)}" stroke-width="5"/>`
      : look.neckline === 'collar'
        ? `<path d="M208 386 L256 420 L236 446Z M304 386 L256 420 L276 446Z" fill="${shade(look.top, -0.35)}"/>`
        : `<path d="M212 390 C230 416 282 416 300 390" fill="${skin}" stroke="${shade(look.top, 0.2)}" stroke-width="6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.background[0]}"/><stop offset="1" stop-color="${look.background[1]}"/></linearGradient>
    <radialGradient id="face" cx="0.45" cy="0.38" r="0.7"><stop offset="0" stop-color="${shade(skin, -0.12)}"/><stop offset="0.7" stop-color="${skin}"/><stop offset="1" stop-color="${shadow}"/></radialGradient>
    <radialGradient id="blush"><stop offset="0" stop-color="#e86a7a" stop-opacity="0.35"/><stop offset="1" stop-color="#e86a7a" stop-opacity="0"/></radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(look.top, -0.12)}"/><stop offset="1" stop-color="${shade(look.top, 0.18)}"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <g filter="url(#soft)" opacity="0.55">
    <circle cx="80" cy="90" r="46" fill="#fff"/><circle cx="440" cy="150" r="60" fill="${shade(look.background[1], -0.4)}"/><circle cx="420" cy="420" r="40" fill="#fff"/>
  </g>
  <g transform="rotate(${look.tilt ?? 0} 256 300)">
    ${backHair(look)}
    <path d="M60 512 C64 440 120 400 200 384 L312 384 C392 400 448 440 452 512Z" fill="url(#cloth)"/>
    <path d="M220 300 L292 300 L298 392 C276 408 236 408 214 392Z" fill="${shadow}"/>
    <ellipse cx="256" cy="338" rx="40" ry="18" fill="${deep}" opacity="0.35"/>
    ${neckline}
    <ellipse cx="168" cy="254" rx="14" ry="24" fill="${shadow}"/><ellipse cx="344" cy="254" rx="14" ry="24" fill="${shadow}"/>
    ${look.earrings ? `<circle cx="168" cy="284" r="6" fill="#e8c04a"/><circle cx="344" cy="284" r="6" fill="#e8c04a"/>` : ''}
    <path d="M256 124 C312 124 350 170 348 240 C346 300 310 346 256 350 C202 346 166 300 164 240 C162 170 200 124 256 124Z" fill="url(#face)"/>
    <ellipse cx="206" cy="290" rx="26" ry="16" fill="url(#blush)"/><ellipse cx="306" cy="290" rx="26" ry="16" fill="url(#blush)"/>
    ${eye(218, look)}${eye(294, look)}
    <path d="M194 222 C206 ${look.lashes ? 210 : 214} 228 ${look.lashes ? 210 : 212} 242 218" fill="none" stroke="${brow}" stroke-width="${look.lashes ? 5 : 8}" stroke-linecap="round"/>
    <path d="M270 218 C284 ${look.lashes ? 210 : 212} 306 ${look.lashes ? 210 : 214} 318 222" fill="none" stroke="${brow}" stroke-width="${look.lashes ? 5 : 8}" stroke-linecap="round"/>
    <path d="M258 256 C254 272 246 284 248 292 C254 298 264 298 270 292" fill="none" stroke="${deep}" stroke-width="3.5" stroke-linecap="round" opacity="0.7"/>
    <path d="M226 312 C242 306 252 310 256 312 C260 310 270 306 286 312 C276 326 266 332 256 332 C246 332 236 326 226 312Z" fill="${look.lips}"/>
    <path d="M226 312 C242 318 270 318 286 312" fill="none" stroke="${shade(look.lips, 0.35)}" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M244 326 C252 330 260 330 268 326" fill="none" stroke="#fff" stroke-width="2" opacity="0.35" stroke-linecap="round"/>
    ${look.beard ? `<path d="M170 262 C176 320 212 358 256 360 C300 358 336 320 342 262 C330 300 306 318 286 312 C270 322 242 322 226 312 C206 318 182 300 170 262Z" fill="${look.hair}" opacity="0.85"/>` : ''}
    ${frontHair(look)}
    ${look.glasses ? `<g fill="none" stroke="#2b2b33" stroke-width="5"><rect x="186" y="226" width="64" height="44" rx="14"/><rect x="262" y="226" width="64" height="44" rx="14"/><path d="M250 244 C254 238 258 238 262 244 M186 240 L166 234 M326 240 L346 234"/></g>` : ''}
  </g>
</svg>`;
}

/** Writes every look as a JPEG small enough to commit (tens of KB). */
async function main() {
  const folder = path.join(__dirname, '..', 'upstream', 'demo', 'portraits');
  mkdirSync(folder, { recursive: true });
  for (const [name, look] of Object.entries(LOOKS)) {
    const jpeg = await sharp(Buffer.from(portraitSvg(look)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    writeFileSync(path.join(folder, `${name}.jpg`), jpeg);
    console.log(`${name}.jpg ${Math.round(jpeg.length / 1024)} KB`);
  }
}

if (require.main === module) void main();
