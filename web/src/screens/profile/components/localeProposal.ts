/**
 * A common language and a country proposed from the browser's languages (`navigator.languages`):
 * the first tag whose language the lists know gives the language, and its region (said, or the
 * likeliest for it: `de` is Germany) the country. Chinese is told apart by script. The member
 * sees the proposal in the form and saves it or changes it; nothing is saved without them.
 */
export function proposedFromBrowser(
  tags: ReadonlyArray<string>,
  known: { languages: ReadonlyArray<string>; regions: ReadonlyArray<string> },
) {
  for (const tag of tags) {
    let locale: Intl.Locale;
    try {
      locale = new Intl.Locale(tag).maximize();
    } catch {
      continue; // not a language tag
    }
    const language = locale.language === 'zh' ? (locale.script === 'Hant' ? 'zh-TW' : 'zh-CN') : locale.language;
    if (!known.languages.includes(language)) continue;
    const regionCode = locale.region && known.regions.includes(locale.region) ? locale.region : undefined;
    return { language, regionCode };
  }
  return {};
}
