import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/open';
import type { EngineRequest, TranslationEngine } from './engine';
import { TranslationUnavailable, Translator } from './translator';

/** An engine that answers when told to, and counts what it is asked. */
function heldEngine() {
  const asked: EngineRequest[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const engine: TranslationEngine = {
    id: 'held/1',
    languages: async () => new Map([['es', new Set(['en'])]]),
    async translate(request) {
      asked.push(request);
      await gate;
      return {
        translations: request.texts.map((text) => ({ text: `[en] ${text}`, detectedSource: 'es' })),
        engine: 'held/1',
        billedCharacters: 0,
      };
    },
  };
  return { engine, asked, release };
}

/** The store in front of an engine (issue 12): one call per text and pair, and a member never waits past the budget. */
describe('the translator', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database?.close());

  it('gives up on an engine slower than the budget, keeps its answer when it comes, and asks it once', async () => {
    const held = heldEngine();
    const translator = new Translator(database.db, held.engine, () => {}, 50);
    const first = translator.translate('hola amigo', 'es', 'en');
    const second = translator.translate('hola amigo', 'es', 'en'); // the same, at the same time
    await expect(first).rejects.toBeInstanceOf(TranslationUnavailable);
    await expect(second).rejects.toMatchObject({ failure: 'failed' });
    held.release();
    await expect
      .poll(async () => (await translator.translate('hola amigo', 'es', 'en').catch(() => null))?.text)
      .toBe('[en] hola amigo');
    expect(held.asked).toHaveLength(1);
  });

  it('says a pair the engine does not serve is unavailable, without asking it', async () => {
    const held = heldEngine();
    const translator = new Translator(database.db, held.engine);
    await expect(translator.translate('hallo', 'de', 'en')).rejects.toMatchObject({ failure: 'unavailable' });
    await expect(new Translator(database.db, undefined).translate('hola', 'es', 'en')).rejects.toMatchObject({
      failure: 'unavailable',
    });
    expect(held.asked).toEqual([]);
  });
});
