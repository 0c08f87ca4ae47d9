/** The eight UI languages (spec §1), each named in itself for the selector. */
export const UI_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ru', name: 'Русский' },
  { code: 'ko', name: '한국어' },
  { code: 'ja', name: '日本語' },
  { code: 'es', name: 'Español' },
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: UiLanguage = 'en';
const STORAGE_KEY = 'across.language';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return UI_LANGUAGES.some((language) => language.code === value);
}

/** A browser language tag mapped to ours: zh-HK and zh-Hant read Traditional, other zh Simplified. */
export function matchBrowserLanguage(tag: string): UiLanguage | undefined {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return /-(tw|hk|mo|hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  const base = lower.split('-')[0];
  return UI_LANGUAGES.find((language) => language.code === base)?.code;
}

/** The saved choice, else the browser's first supported language, else English. */
export function initialLanguage(): UiLanguage {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isUiLanguage(saved)) return saved;
  } catch {
    // storage may be blocked; fall through to the browser's languages
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export function saveLanguage(language: UiLanguage) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not persisted; the choice still holds for this page
  }
}
