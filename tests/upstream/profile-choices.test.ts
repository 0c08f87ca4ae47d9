import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { registerThroughCode } from '../support/registration';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

describe.each(BACKENDS)('a profile holds what the member chose, and height and weight are theirs on %s', (backend) => {
  let api: TestUpstream;
  let ida: TestMember;
  let joe: TestMember;

  const get = (who: TestMember, path: string) => api.call('GET', path, { token: who.token });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ida = await joinMember(api, 'Ida');
    joe = await joinMember(api, 'Joe');
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    await api.upstream.database.db.delete(rateLimits);
  });

  it('registers a member without a gender, a language or a country they did not choose', async () => {
    // Asked in Spanish: the interface language is no choice of a common language.
    const { token, userInfo } = await registerThroughCode(
      api.url,
      { email: 'new@example.test', password: 'long enough', nickname: 'Neu' },
      'es',
    );
    expect(userInfo).toMatchObject({
      nickname: 'Neu',
      gender: null,
      language: null,
      region: null,
      height: null,
      weight: null,
      birthday: null,
      occupation: null,
    });
    const mine = await api.call('GET', '/account/my-info', { token });
    expect(mine.data).toMatchObject({
      gender: null,
      language: null,
      region: null,
      heightVisible: false,
      weightVisible: false,
    });
    // "Other" is a choice like any other, and stays one.
    expect(
      (await api.call('POST', '/user/info-edit', { token, body: { gender: 0, language: 'es', region: 'ES' } })).data,
    ).toMatchObject({ gender: 0, language: 'es', region: 'ES' });
    expect((await get(ida, `/user/info?userId=${userInfo.id}`)).data).toMatchObject({
      gender: 0,
      language: 'es',
      region: 'ES',
    });
  });

  it('keeps height and weight from other members by every path until the member shows them', async () => {
    expect((await post(joe, '/user/info-edit', { height: 181, weight: 79 })).data).toMatchObject({
      height: 181,
      weight: 79,
      heightVisible: false,
      weightVisible: false,
    });
    await post(joe, '/user/follow', { userId: ida.id, follow: true });
    const seen = async () => {
      const views = [
        (await get(ida, `/user/info?userId=${joe.id}`)).data,
        (await get(ida, `/user/batch?ids=${joe.id}`)).data[0],
        (await get(ida, `/user/search?content=${joe.account}`)).data.list[0],
        (await get(ida, '/user/search?content=Joe')).data.list[0],
        (await get(ida, '/bump/list?size=50')).data.list.find((user: { id: number }) => user.id === joe.id),
        (await get(ida, '/user/fans-list')).data.list[0],
      ];
      for (const view of views) expect(view.id).toBe(joe.id);
      return views.map((view) => [view.height, view.weight]);
    };
    expect(new Set((await seen()).map(String))).toEqual(new Set([String([null, null])]));
    // The member always sees their own.
    expect((await get(joe, '/account/my-info')).data).toMatchObject({ height: 181, weight: 79 });

    // Shown by choice, one at a time.
    expect((await post(joe, '/user/info-edit', { heightVisible: true })).data).toMatchObject({
      heightVisible: true,
      weightVisible: false,
    });
    expect(new Set((await seen()).map(String))).toEqual(new Set([String([181, null])]));
    await post(joe, '/user/info-edit', { weightVisible: true });
    expect(new Set((await seen()).map(String))).toEqual(new Set([String([181, 79])]));

    // Optional: taken off the profile again with null; a visibility is yes or no.
    expect((await post(joe, '/user/info-edit', { weight: null, heightVisible: false })).data).toMatchObject({
      height: 181,
      weight: null,
      heightVisible: false,
      weightVisible: true,
    });
    expect(new Set((await seen()).map(String))).toEqual(new Set([String([null, null])]));
    const refused = await post(joe, '/user/info-edit', { weightVisible: 'yes', height: 150 }, 'de');
    expect(refused).toMatchObject({
      code: 400,
      msg: 'Gib bitte ja oder nein an: ob andere Mitglieder es sehen.',
      data: { reason: 'VALIDATION', field: 'weightVisible' },
    });
    expect((await get(joe, '/account/my-info')).data).toMatchObject({ height: 181, weight: null, weightVisible: true });
  });
});
