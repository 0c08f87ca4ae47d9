import { describe, expect, it } from 'vitest';
import { layoutWorld } from '../support/layout-world';

/**
 * What a member sees (issue 9): every page, public and a member's, at 390×844 and 1280×800 in English and
 * German, no wider than the screen and without serious or critical axe-core findings; the chat, moments'
 * dialogs, the phone's menu and the registration steps too. Russian, Korean and the rest: layout.test.ts.
 */
describe('every page fits, in Chromium', () => {
  const world = layoutWorld();

  it.each(['en', 'de'])(
    'every page fits the screen in %s, without serious or critical axe findings',
    async (language) => {
      expect(await world.everyPageProblems(language, true)).toEqual([]);
    },
    180_000,
  );
});
