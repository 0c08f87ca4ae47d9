import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/** Born `years` ago today, give or take `days` (UTC). */
function bornYearsAgo(years: number, days = 0) {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return { birthYear: date.getUTCFullYear(), birthMonth: date.getUTCMonth() + 1, birthDay: date.getUTCDate() };
}

describe.each(BACKENDS)('the meet list filters on the server on %s', (backend) => {
  let api: TestUpstream;
  let viewer: TestMember;
  const members: Record<string, TestMember> = {};

  const list = async (query = '', language = 'en') =>
    api.call('GET', `/bump/list${query}`, { token: viewer.token, language });
  const ids = async (query = '') =>
    ((await list(query)).data.list as Array<{ id: number }>).map((user) => user.id).sort((a, b) => a - b);
  const idsOf = (...names: string[]) => names.map((name) => members[name].id).sort((a, b) => a - b);

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    viewer = await joinMember(api, 'Viewer');
    const profiles: Record<string, Partial<typeof users.$inferInsert>> = {
      // 25 today; 30 tomorrow (so still 29); Spanish speakers in Spain and Mexico.
      lola: { language: 'es', region: 'ES', gender: 2, ...bornYearsAgo(25) },
      pepe: { language: 'es', region: 'MX', gender: 1, ...bornYearsAgo(30, 1) },
      hana: { language: 'ja', region: 'JP', gender: 2, ...bornYearsAgo(40) },
      // Gave nothing: in no filter but the unfiltered list.
      anon: {},
      // Would match every filter, but hides from search, or blocked the viewer.
      hide: { language: 'es', region: 'ES', gender: 2, hiddenFromSearch: true, ...bornYearsAgo(25) },
      blok: { language: 'es', region: 'ES', gender: 2, ...bornYearsAgo(25) },
    };
    for (const [name, profile] of Object.entries(profiles)) {
      members[name] = await joinMember(api, name[0].toUpperCase() + name.slice(1));
      if (Object.keys(profile).length > 0)
        await api.upstream.database.db.update(users).set(profile).where(eq(users.id, members[name].id));
    }
    await api.call('POST', '/user/block', { token: members.blok.token, body: { userId: viewer.id } });
  });
  afterAll(() => api?.stop());

  it('narrows by language, region, gender and age, each alone and together, never listing the hidden or blocked', async () => {
    expect(await ids()).toEqual(idsOf('lola', 'pepe', 'hana', 'anon'));
    expect(await ids('?language=es')).toEqual(idsOf('lola', 'pepe'));
    expect(await ids('?region=MX')).toEqual(idsOf('pepe'));
    expect(await ids('?language=es&gender=2')).toEqual(idsOf('lola'));
    // Ages as of today: 25 is in 18–25, 29 (30 tomorrow) is not in 30–99.
    expect(await ids('?ageMin=18&ageMax=25')).toEqual(idsOf('lola'));
    expect(await ids('?ageMin=26&ageMax=29')).toEqual(idsOf('pepe'));
    expect(await ids('?ageMin=30')).toEqual(idsOf('hana'));
    expect(await ids('?ageMax=40')).toEqual(idsOf('lola', 'pepe', 'hana'));
    expect(await ids('?ageMin=41')).toEqual([]);
    expect(await ids('?language=ja&region=ES')).toEqual([]);
    // The total counts the filtered list, not everyone.
    expect((await list('?language=es')).data.total).toBe(2);
  });

  it('lists only members online now when asked, as others see them', async () => {
    const connect = (who: TestMember, connectionId: string) =>
      api.call('POST', '/presence/connect', { token: who.token, body: { connectionId } });
    await connect(members.hana, 'conn-hana-000000001');
    await connect(members.hide, 'conn-hide-000000001');
    expect(await ids('?online=1')).toEqual(idsOf('hana'));
    expect(await ids('?online=1&language=es')).toEqual([]);
    expect(await ids('?online=0')).toEqual(idsOf('lola', 'pepe', 'hana', 'anon'));
    await api.call('POST', '/user/privacy-set', { token: members.hana.token, body: { onlineStatusHidden: true } });
    expect(await ids('?online=1')).toEqual([]);
    await api.call('POST', '/user/privacy-set', { token: members.hana.token, body: { onlineStatusHidden: false } });
    expect(await ids('?online=1')).toEqual(idsOf('hana'));
    await api.call('POST', '/presence/disconnect', { body: { connectionId: 'conn-hana-000000001' } });
    expect(await ids('?online=1')).toEqual([]);
  });

  it('pages a filtered list', async () => {
    const first = await list('?language=es&size=1&page=1');
    const second = await list('?language=es&size=1&page=2');
    expect(first.data.total).toBe(2);
    expect(second.data.total).toBe(2);
    expect([first.data.list[0].id, second.data.list[0].id].sort((a, b) => a - b)).toEqual(idsOf('lola', 'pepe'));
    expect((await list('?language=es&size=1&page=3')).data.list).toEqual([]);
  });

  it('refuses a filter it does not know, in the member’s language', async () => {
    const refused: Array<[string, string]> = [
      ['?language=klingon', 'language'],
      ['?region=XX', 'region'],
      ['?ageMin=17', 'ageMin'],
      ['?ageMax=100', 'ageMax'],
      ['?ageMin=abc', 'ageMin'],
      ['?ageMin=40&ageMax=30', 'ageMax'],
      ['?online=yes', 'online'],
      ['?gender=0', 'gender'],
    ];
    for (const [query, field] of refused)
      expect(await list(query), query).toMatchObject({ code: 400, data: { reason: 'VALIDATION', field } });
    expect((await list('?ageMin=40&ageMax=30', 'es')).msg).toBe('Elige edades de 18 a 99, primero la menor.');
  });
});
