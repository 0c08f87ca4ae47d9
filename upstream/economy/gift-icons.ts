import type { GIFTS } from './catalogue';

/**
 * Each gift's picture, drawn as SVG shapes on a soft round background (small, sharp at any
 * size, the same on every device: an emoji in SVG text needs an emoji font the device may
 * lack).
 */
const DRAWINGS: Record<(typeof GIFTS)[number]['icon'], { background: string; shapes: string }> = {
  rose: {
    background: '#fde2e7',
    shapes:
      '<path d="M32 34v20" stroke="#3f8f4e" stroke-width="3" stroke-linecap="round"/><path d="M32 46c-6-1-10-5-11-9 6 0 10 3 11 9z" fill="#4fa75f"/>' +
      '<circle cx="32" cy="24" r="11" fill="#d8344f"/><path d="M25 22c3-5 11-5 14 0-4-2-10-2-14 0zM27 28c3 3 7 3 10 0" stroke="#a81f38" stroke-width="2" fill="none" stroke-linecap="round"/>',
  },
  coffee: {
    background: '#efe3d6',
    shapes:
      '<path d="M24 14c-2 3 2 5 0 8M32 14c-2 3 2 5 0 8" stroke="#a8917b" stroke-width="2" fill="none" stroke-linecap="round"/>' +
      '<path d="M17 26h28v12a10 10 0 0 1-10 10h-8a10 10 0 0 1-10-10z" fill="#ffffff" stroke="#7a5a3c" stroke-width="2"/>' +
      '<path d="M45 30a6 6 0 0 1 0 12" stroke="#7a5a3c" stroke-width="3" fill="none"/><path d="M13 52h36" stroke="#7a5a3c" stroke-width="3" stroke-linecap="round"/><rect x="19" y="28" width="24" height="5" fill="#6b4226"/>',
  },
  chocolate: {
    background: '#f1e0d0',
    shapes:
      '<rect x="17" y="14" width="30" height="38" rx="3" fill="#6b3e26"/><path d="M17 24h30M17 34h30M32 14v24" stroke="#4e2b19" stroke-width="2"/>' +
      '<path d="M17 38h30v14H17z" fill="#c9453e"/><path d="M17 38l6 4 6-4 6 4 6-4 6 4" stroke="#e9a33f" stroke-width="2" fill="none"/>',
  },
  teddy: {
    background: '#f7e7cf',
    shapes:
      '<circle cx="21" cy="18" r="6" fill="#a8743f"/><circle cx="43" cy="18" r="6" fill="#a8743f"/><circle cx="32" cy="44" r="13" fill="#a8743f"/>' +
      '<circle cx="32" cy="27" r="12" fill="#b9834a"/><ellipse cx="32" cy="31" rx="5" ry="4" fill="#e8c9a0"/><circle cx="27" cy="24" r="1.8" fill="#3a2615"/><circle cx="37" cy="24" r="1.8" fill="#3a2615"/>' +
      '<circle cx="32" cy="30" r="1.6" fill="#3a2615"/><ellipse cx="32" cy="46" rx="6" ry="5" fill="#e8c9a0"/>',
  },
  bouquet: {
    background: '#e7f4e4',
    shapes:
      '<path d="M32 30l-4 20M32 30l4 20M32 30v20" stroke="#3f8f4e" stroke-width="2.5"/>' +
      '<circle cx="24" cy="22" r="7" fill="#f3a6c0"/><circle cx="40" cy="22" r="7" fill="#f7d154"/><circle cx="32" cy="16" r="7" fill="#e2574c"/><circle cx="32" cy="27" r="6" fill="#b18ae6"/>' +
      '<path d="M22 36h20l-6 18h-8z" fill="#fbe7c6" stroke="#d9b27c" stroke-width="1.5"/>',
  },
  ring: {
    background: '#e4eefb',
    shapes:
      '<circle cx="32" cy="38" r="13" fill="none" stroke="#d9a521" stroke-width="5"/><path d="M25 19h14l4 5-11 9-11-9z" fill="#bfe3f5" stroke="#6aa9c9" stroke-width="1.5"/><path d="M21 24h22" stroke="#6aa9c9" stroke-width="1.5"/>',
  },
  crown: {
    background: '#fbf1cc',
    shapes:
      '<path d="M14 44l-2-22 11 9 9-14 9 14 11-9-2 22z" fill="#f2c230" stroke="#c7941a" stroke-width="2" stroke-linejoin="round"/><rect x="14" y="44" width="36" height="6" rx="1.5" fill="#c7941a"/>' +
      '<circle cx="32" cy="36" r="3" fill="#d8344f"/><circle cx="22" cy="38" r="2.2" fill="#3b82c4"/><circle cx="42" cy="38" r="2.2" fill="#3b82c4"/>',
  },
  castle: {
    background: '#e9e4f7',
    shapes:
      '<path d="M12 52V26h6v4h5v-4h6v26zM35 52V26h6v4h5v-4h6v26z" fill="#9aa3b5"/><path d="M22 52V22h20v30z" fill="#b7bfd0"/><path d="M22 22v-4h5v4h5v-4h5v4h5v-4" fill="#b7bfd0"/>' +
      '<path d="M28 52v-9a4 4 0 0 1 8 0v9z" fill="#6b5a8e"/><path d="M32 18V8" stroke="#555" stroke-width="1.5"/><path d="M32 8h9l-3 3 3 3h-9z" fill="#d8344f"/>',
  },
};

/** The SVG of a gift's icon by name; undefined for an unknown name. */
export function giftIcon(name: string): string | undefined {
  if (!Object.hasOwn(DRAWINGS, name)) return undefined;
  const { background, shapes } = DRAWINGS[name as keyof typeof DRAWINGS];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${background}"/>${shapes}</svg>`;
}
