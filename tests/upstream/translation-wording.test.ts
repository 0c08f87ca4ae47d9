import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * How a translation reads, through the real Apertium: what is kept as written (links,
 * numbers, emoji, @names) cuts a sentence into pieces the engine reads one by one, and each
 * piece must still read as part of the sentence: single spaces, the writer's punctuation, no
 * capital in mid-sentence. Ana writes Spanish to Ben (English), and Ben English to Ana.
 */
describe.each(BACKENDS)('translations that read right on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let sent = 0;

  const send = async (from: TestMember, to: TestMember, msg: string) => {
    const answer = await api.call('POST', '/chat/send', { token: from.token, body: { userId: to.id, clientId: `w${++sent}`, type: 'txt', msg } });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.translation.text as string;
  };

  beforeAll(async () => {
    expect(apertium(), 'Apertium must be installed (bash scripts/install-apertium.sh)').toBeTruthy();
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    await api.upstream.database.db.update(users).set({ language: 'es' }).where(eq(users.id, ana.id));
    // Each has a translation pack's characters for what they send.
    for (const member of [ana, ben]) {
      await api.upstream.ledger.post({ userId: member.id, key: 'pack', kind: 'coin_purchase', request: {} }, async () => ({
        legs: [
          { account: { system: 'sales' }, asset: 'character', amount: -10_000 },
          { account: { userId: member.id }, asset: 'character', amount: 10_000 },
        ],
        result: {},
      }));
    }
  });
  afterAll(() => api?.stop());

  it('leaves no doubled space where Apertium drops a pronoun, nor a space before a full stop', async () => {
    for (const [text, expected] of [
      ['Call me at 10, it is fine', 'Me llamo en 10, es bien'],
      ['Hi @lucia, it is me', 'Hola @lucia, soy'],
      ['Look at https://example.com/beach, it is great', 'Cariz en https://example.com/beach, es sumo'],
      ['I am a teacher.', 'Soy un profesor.'],
      ['I write in English and you read in Spanish.', 'Escribo en inglés y leíste en español.'],
    ]) {
      const translated = await send(ben, ana, text);
      expect(translated).toBe(expected);
      expect(translated).not.toMatch(/\s{2}| [.,;:!?]/u);
    }
  });

  it('writes a piece after a number, an emoji or a mark in lower case, as the writer did, both ways', async () => {
    expect(await send(ana, ben, 'Tengo 3 gatos y 2 perros.')).toBe('Have 3 cats and 2 dogs.');
    expect(await send(ana, ben, 'Son las 5 de la tarde')).toBe('They are the 5 of the evening');
    expect(await send(ana, ben, 'Hola 😀 ¿qué tal?')).toBe('Hello 😀 what such?');
    expect(await send(ana, ben, 'Mi número es 555-1234; llámame')).toBe('My number is 555-1234; call me');
    expect(await send(ben, ana, 'Meet me at 10 (or 11).')).toBe('Me cumplo en 10 (o 11).');
    expect(await send(ben, ana, 'See you at 10:30 😊 it is going to be fun!')).toBe('Ve tú en 10:30 😊 va a ser divertido!');
  });

  it('keeps links, numbers, emoji and @names exactly as written, the sentence reading on around them', async () => {
    const text = 'Escríbeme a @lucia_22 o a lucia@example.com: a las 10:30 [ee_3] 👍🏽 y te contesto, ¿vale?';
    expect(await send(ana, ben, text)).toBe('Write me to @lucia_22 or to lucia@example.com: to the 10:30 [ee_3] 👍🏽 and I answer you, it costs?');
  });
});
