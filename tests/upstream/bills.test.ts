import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, users } from '../../upstream/db/schema';
import { creditCoins, useFreeCharacters } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * `/bill/list` says what each line was about (docs/contract.md "Economy"): the gift and the
 * member it went to, for whom a membership was bought (and, on their side, from whom), whom a
 * red packet went to or came from, what a translation took and in which conversation; and
 * `asset` lists one balance's history (the packs tab's characters). On both backends.
 */
describe.each(BACKENDS)('bill lines on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let keys = 0;
  const key = () => `bill-${++keys}`;
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: Record<string, unknown>) =>
    api.call('POST', path, { token: who.token, body });
  const bills = async (who: TestMember, query = '', language = 'en') =>
    (await get(who, `/bill/list?size=50${query}`, language)).data.list as any[];

  beforeAll(async () => {
    api = await startTestUpstream(backend, { config: { translation: apertium() } });
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    // Ana writes Spanish; Ben reads English.
    await api.upstream.database.db.update(users).set({ language: 'es' }).where(eq(users.id, ana.id));
    await creditCoins(api.upstream, ana.id, 500, key());
  });
  afterAll(() => api?.stop());

  it('names the gift and its member, for whom a membership was bought (and from whom, on their side), and a red packet’s other member', async () => {
    expect(
      (await post(ana, '/gift/give-gifts', { userId: ben.id, giftId: 2, count: 3, idempotencyKey: key() })).code,
    ).toBe(200);
    expect((await post(ana, '/vip/recharge', { id: 1, userId: ben.id, idempotencyKey: key() })).code).toBe(200);
    expect((await post(ana, '/vip/recharge', { id: 1, idempotencyKey: key() })).code).toBe(200);
    const packet = await post(ana, '/chat/red-packet/send', { userId: ben.id, amount: 7, idempotencyKey: key() });
    expect((await post(ben, '/chat/red-packet/open', { redPacketId: packet.data.redPacketId })).code).toBe(200);

    const mine = await bills(ana, '&asset=coin', 'ja');
    expect(mine.map((line) => line.type)).toEqual([
      'red_packet_sent',
      'membership',
      'membership',
      'gift_sent',
      'coin_purchase',
    ]);
    const [packetSent, ownMembership, givenMembership, gift] = mine;
    expect(gift).toMatchObject({
      type: 'gift_sent',
      change: -6,
      gift: { id: 2, count: 3, goldCoin: 2 },
      member: { id: ben.id, nickname: 'Ben' },
      memberRole: 'to',
    });
    // The gift is named in the reader's language.
    expect(gift.gift.name).toBe((await get(ana, '/gift/list', 'ja')).data.find((found: any) => found.id === 2).name);
    expect(givenMembership).toMatchObject({
      type: 'membership',
      change: -30,
      member: { id: ben.id },
      memberRole: 'to',
      level: 1,
      months: 1,
    });
    expect(ownMembership).toMatchObject({
      type: 'membership',
      change: -30,
      member: null,
      memberRole: null,
      level: 1,
      months: 1,
    });
    expect(packetSent).toMatchObject({ type: 'red_packet_sent', change: -7, member: { id: ben.id }, memberRole: 'to' });

    const his = await bills(ben);
    expect(his.find((line) => line.type === 'red_packet_received')).toMatchObject({
      change: 7,
      member: { id: ana.id, nickname: 'Ana' },
      memberRole: 'from',
    });
    // A membership given: Ben's characters came from Ana.
    expect(his.find((line) => line.type === 'membership')).toMatchObject({
      asset: 'vip_character',
      change: 20_000,
      member: { id: ana.id },
      memberRole: 'from',
      level: 1,
      months: 1,
    });
  });

  it('says what a translation took, into which language, in the conversation with whom; `asset` lists the character history', async () => {
    await post(ana, '/translate/settings', { userId: ben.id, outgoing: 'none' });
    // Today's free characters are spent: the translation takes Ben's membership characters.
    await useFreeCharacters(api.upstream, ben.id);
    const text = 'Me gusta mucho caminar por la montaña.';
    const sent = await post(ana, '/chat/send', {
      userId: ben.id,
      clientId: 'bill-translation',
      type: 'txt',
      msg: text,
    });
    expect(sent.code, sent.msg).toBe(200);
    // Ben reads it in English, on the characters of the membership Ana gave him.
    const asked = await post(ben, '/translate/tranlate-chat-message', { targetId: sent.data.id });
    expect(asked.code, asked.msg).toBe(200);
    const [translation] = await bills(ben, '&type=translation');
    expect(translation).toMatchObject({
      characters: [...text].length,
      language: 'en',
      member: { id: ana.id },
      memberRole: 'with',
    });
    expect(translation.change).toBeLessThan(0);

    const history = await bills(ben, '&asset=character,vip_character');
    expect(history.map((line) => line.type)).toEqual(['translation', 'membership']);
    expect(history.every((line) => line.asset !== 'coin')).toBe(true);
    expect((await get(ben, '/bill/list?asset=coin,gems')).data).toMatchObject({ reason: 'VALIDATION', field: 'asset' });
  });

  it('names the other member only while they may be seen: blocked, they are gone from the line, not the line', async () => {
    await api.upstream.database.db.insert(blocks).values({ blockerId: ben.id, blockedId: ana.id });
    const gift = (await bills(ana, '&type=gift_sent'))[0];
    expect(gift).toMatchObject({ member: null, memberRole: 'to', gift: { id: 2 } });
    await api.upstream.database.db.delete(blocks);
  });
});
