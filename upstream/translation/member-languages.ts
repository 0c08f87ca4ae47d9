import { users } from '../db/schema';
import type { LanguagePairs } from './engine';

/** What translation knows of a member's languages (docs/decisions.md "Free translation and automatic translation"). */
export interface MemberLanguages {
  /** The common language they chose; null until they do. */
  language: string | null;
  /** The language they last used Across in: theirs until they choose one. */
  interfaceLanguage: string | null;
  /** The others they said they speak. */
  spokenLanguages: string[];
}

/** The columns of `users` a `MemberLanguages` is selected from. */
export const memberLanguageColumns = {
  language: users.language,
  interfaceLanguage: users.interfaceLanguage,
  spokenLanguages: users.spokenLanguages,
};

/** A member's own language: the one they chose, else the one they use Across in (null when neither is known). */
export const ownLanguage = (member: MemberLanguages): string | null => member.language ?? member.interfaceLanguage;

/** The languages a member reads, their own first: what a translation for them may go into. */
export function readingLanguages(member: MemberLanguages): string[] {
  const own = ownLanguage(member);
  return own ? [own, ...member.spokenLanguages.filter((code) => code !== own)] : [];
}

/** Whether a member reads `language` as written: their own, or one they said they speak. */
export const speaks = (member: MemberLanguages, language: string) => readingLanguages(member).includes(language);

/**
 * Of `languages` (a reader's, their own first), the one a text in `source` is translated into
 * for them: the first the engine reaches from `source` (a German reader who speaks English
 * reads Spanish in English where no engine reaches German), else the first (which the engine
 * does not serve: the translation is unavailable, and says so); null when none is another
 * language than `source`.
 */
export function translationTarget(source: string, languages: readonly string[], pairs: LanguagePairs): string | null {
  const others = languages.filter((code) => code !== source);
  return others.find((code) => pairs.get(source)?.has(code)) ?? others[0] ?? null;
}
