import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, webhookOutbox } from '../../upstream/db/schema';
import { creditCoins } from '../support/ledger';
import { befriend, goodsBySlug } from '../support/mall';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * The recipient never reads what a gift cost and the buyer never reads the address the
 * recipient entered, by any path: the lists, the batch, the answers, the chat message, the
 * notice and the events in the outbox. A third member reads nothing of the order.
 */
describe.each(BACKENDS)('gift mall privacy on %s', (backend) => {
  let api: TestUpstream;
  let buyer: TestMember;
  let friend: TestMember;
  let other: TestMember;
  const ADDRESS = 'Rua das Flores 77, Lisboa';
  const PHONE = '+351 912 345 678';

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    buyer = await joinMember(api, 'Buyer');
    friend = await joinMember(api, 'Friend');
    other = await joinMember(api, 'Other');
    await befriend(api, buyer.id, friend.id);
    await creditCoins(api.upstream, buyer.id, 1000, 'start');
  });
  afterAll(async () => {
    await api?.stop();
  });

  /**
   * The text with its ISO times left out: the price is looked for as a string anywhere, and a time's milliseconds
   * (".899Z") can hold its digits.
   */
  const withoutTimes = (text: string) => text.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>');

  it('keeps the price from the recipient and their address from the buyer everywhere', async () => {
    const perfume = await goodsBySlug(api, 'rose-perfume'); // 89 coins: a number found nowhere else
    const placed = await api.call('POST', '/umall-goods/buy', {
      token: buyer.token,
      body: { userId: friend.id, goodsId: perfume.id, quantity: 1, askRecipient: true, idempotencyKey: 'p-1' },
    });
    expect(placed.data.goldCoin).toBe(89);
    const given = await api.call('POST', '/umall-order/address', {
      token: friend.token,
      body: { id: placed.data.id, consignee: 'Inês', phone: PHONE, address: ADDRESS },
    });
    expect(given.data.consignee.address).toBe(ADDRESS);
    const id = placed.data.id;
    const read = async (who: TestMember, path: string) =>
      JSON.stringify((await api.call('GET', path, { token: who.token })).data);

    const buyerSees = [
      JSON.stringify(placed.data),
      await read(buyer, '/umall-order/mebuy'),
      await read(buyer, '/umall-order/receiver'),
      await read(buyer, `/umall-order/batch?ids=${id}`),
    ];
    for (const seen of buyerSees) {
      expect(seen).not.toContain('Rua das Flores');
      expect(seen).not.toContain(PHONE);
    }
    const friendSees = [
      JSON.stringify(given.data),
      await read(friend, '/umall-order/receiver'),
      await read(friend, '/umall-order/mebuy'),
      await read(friend, `/umall-order/batch?ids=${id}`),
      await read(friend, '/interact/list'),
    ];
    for (const seen of friendSees) {
      expect(seen).not.toMatch(/goldCoin|unitPrice|"price"/);
      expect(withoutTimes(seen)).not.toContain('89');
    }
    expect(await read(other, `/umall-order/batch?ids=${id}`)).toBe('[null]');
    expect(await read(other, '/umall-order/mebuy')).toBe('{"total":0,"list":[]}');

    const db = api.upstream.database.db;
    const [message] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientId, `shop-gift-${id}`));
    expect(withoutTimes(JSON.stringify(message.custom))).not.toContain('89');
    const events = await db.select().from(webhookOutbox).where(eq(webhookOutbox.type, 'order.changed'));
    expect(events.length).toBe(4); // placed and confirmed, one each to the buyer and the recipient
    for (const event of events) {
      const data = event.payload as { memberId: number };
      const text = JSON.stringify(data);
      if (data.memberId === buyer.id) expect(text).not.toContain('Rua das Flores');
      else {
        expect(data.memberId).toBe(friend.id);
        expect(text).not.toMatch(/goldCoin|unitPrice/);
        expect(withoutTimes(text)).not.toContain('89');
      }
    }
  });
});
