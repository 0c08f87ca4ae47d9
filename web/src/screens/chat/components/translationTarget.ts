/** What the engine translates each language into (the graph's `translatesInto`), by language code. */
export type EnginePairs = ReadonlyMap<string, ReadonlyArray<string>>;

/** Whether the engine translates `source` into `target`. */
export const engineReaches = (pairs: EnginePairs, source: string, target: string) =>
  pairs.get(source)?.includes(target) ?? false;

/**
 * As the service chooses (upstream/translation/member-languages.ts): of `languages` (a
 * reader's, their own first), the one a text in `source` is translated into for them: the first
 * the engine reaches, else the first (not reached); null when none is another than `source`.
 */
export function translationTarget(source: string, languages: ReadonlyArray<string>, pairs: EnginePairs): string | null {
  const others = languages.filter((code) => code !== source);
  return others.find((code) => engineReaches(pairs, source, code)) ?? others[0] ?? null;
}
