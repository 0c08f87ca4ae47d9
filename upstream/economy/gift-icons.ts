import { GIFTS } from './catalogue';

/** Each gift's picture: its emoji on a soft round background, as SVG (small, sharp at any size). */
const EMOJI: Record<(typeof GIFTS)[number]['icon'], { emoji: string; background: string }> = {
  rose: { emoji: '🌹', background: '#fde2e7' },
  coffee: { emoji: '☕', background: '#efe3d6' },
  chocolate: { emoji: '🍫', background: '#f1e0d0' },
  teddy: { emoji: '🧸', background: '#f7e7cf' },
  bouquet: { emoji: '💐', background: '#e7f4e4' },
  ring: { emoji: '💍', background: '#e4eefb' },
  crown: { emoji: '👑', background: '#fbf1cc' },
  castle: { emoji: '🏰', background: '#e9e4f7' },
};

/** The SVG of a gift's icon by name; undefined for an unknown name. */
export function giftIcon(name: string): string | undefined {
  if (!Object.hasOwn(EMOJI, name)) return undefined;
  const { emoji, background } = EMOJI[name as keyof typeof EMOJI];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${background}"/><text x="32" y="43" font-size="32" text-anchor="middle">${emoji}</text></svg>`;
}
