import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../upstream/i18n';
import { joinMember, memberRows, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: bad input is refused at the edge as VALIDATION naming the field (HTTP 200, the
 * envelope, a localised msg) and changes nothing, instead of reaching the database as an
 * HTTP 500 (int4 overflow, PostgreSQL refusing NUL in text).
 */
describe.each(BACKENDS)('input hardening on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
  });
  afterAll(() => api?.stop());

  type Call = [method: 'GET' | 'POST', path: string, body?: unknown];
  /**
   * Sends each call as Ana in German; each must be refused as VALIDATION of `field` with `message`, changing nothing.
   */
  const expectRefused = async (calls: Call[], field: string, message: string) => {
    for (const [method, path, body] of calls) {
      const before = await memberRows(api.upstream);
      const answer = await api.call(method, path, { token: ana.token, body, language: 'de' });
      expect(answer, `${method} ${path} ${JSON.stringify(body) ?? ''}`.slice(0, 200)).toEqual({
        status: 200,
        code: 400,
        msg: message,
        data: { reason: 'VALIDATION', field },
      });
      expect(await memberRows(api.upstream)).toEqual(before);
    }
  };

  it('refuses every id above 2147483647 (or not positive) as VALIDATION of its field', async () => {
    const tooBig = 9_999_999_999;
    const userIdMessage = translate('de', 'userId.invalid');
    await expectRefused(
      [
        ['GET', `/user/info?userId=${tooBig}`],
        ['GET', '/user/info?userId=2147483648'],
        ['GET', `/album/list?userId=${tooBig}`],
        ['POST', '/user/follow', { userId: tooBig, follow: true }],
        ['POST', '/user/block', { userId: 2 ** 53 }],
        ['POST', '/user/unblock', { userId: 1e308 }],
        ['POST', '/friend/add-friend', { userId: String(tooBig), message: 'hi' }],
      ],
      'userId',
      userIdMessage,
    );
    await expectRefused(
      [
        ['GET', `/user/batch?ids=${ben.id},${tooBig}`],
        ['GET', '/user/batch?ids=0'],
      ],
      'ids',
      userIdMessage,
    );
    await expectRefused(
      [
        ['GET', '/user/by-im-accounts?imAccounts=u999999999999'],
        ['GET', '/user/by-im-accounts?imAccounts=u000001'],
      ],
      'imAccounts',
      userIdMessage,
    );
    await expectRefused(
      [
        ['POST', '/friend/updateRemarkName', { friendUserId: tooBig, friendUserRemarkName: 'x' }],
        ['POST', '/friend/delete', { friendUserId: -1 }],
      ],
      'friendUserId',
      userIdMessage,
    );
    await expectRefused(
      [
        ['GET', `/friend/apply-deal?applyId=${tooBig}&status=1`],
        ['GET', `/friend/apply-info?applyId=${tooBig}`],
      ],
      'applyId',
      translate('de', 'apply.id'),
    );
    await expectRefused(
      [
        ['GET', `/friend/apply-batch?ids=1,${tooBig}`],
        ['GET', '/friend/apply-batch?ids=0'],
      ],
      'ids',
      translate('de', 'apply.id'),
    );
    await expectRefused([['GET', `/album/delete-img?id=${tooBig}`]], 'id', translate('de', 'photo.notFound'));
  });

  it('treats the largest id and a huge account number as unknown members, not as errors', async () => {
    expect((await api.call('GET', '/user/info?userId=2147483647', { token: ana.token })).data.reason).toBe(
      'USER_NOT_FOUND',
    );
    expect((await api.call('GET', '/user/batch?ids=2147483647', { token: ana.token })).data).toEqual([null]);
    expect((await api.call('GET', '/user/search?content=999999999999', { token: ana.token })).data.reason).toBe(
      'USER_NOT_FOUND',
    );
    expect(
      (await api.call('GET', `/user/by-im-accounts?imAccounts=u${ben.account}`, { token: ana.token })).data.map(
        (user: { id: number }) => user.id,
      ),
    ).toEqual([ben.id]);
  });

  it('bounds paging: at most 100,000 entries deep, numbers written as digits', async () => {
    const lists = [
      '/friend/friend-list',
      '/friend/applys',
      '/user/fans-list',
      '/user/follow-list',
      '/user/visitor-record',
      '/user/block-list',
      '/bump/list',
      '/album/list',
      '/user/search?content=a',
    ];
    const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
    const tooDeep = translate('de', 'page.tooDeep');
    await expectRefused(
      lists.map((path): Call => ['GET', withQuery(path, 'offset=99999999999999')]),
      'offset',
      tooDeep,
    );
    await expectRefused(
      lists.map((path): Call => ['GET', withQuery(path, 'offset=100001')]),
      'offset',
      tooDeep,
    );
    await expectRefused(
      lists.map((path): Call => ['GET', withQuery(path, 'page=999999999999999')]),
      'page',
      tooDeep,
    );
    await expectRefused(
      lists.map((path): Call => ['GET', withQuery(path, 'page=5002&size=20')]),
      'page',
      tooDeep,
    );
    await expectRefused(
      ['page=1e15', 'page=0', 'page=-1', 'offset=-1', 'size=51', 'offset=1.5', 'page=%201'].map(
        (query): Call => ['GET', `/friend/friend-list?${query}`],
      ),
      'page',
      translate('de', 'page.invalid'),
    );
    // Exactly 100,000 deep is still a page (an empty one).
    for (const query of ['offset=100000', 'page=5001&size=20']) {
      expect(await api.call('GET', `/user/fans-list?${query}`, { token: ana.token })).toMatchObject({
        code: 200,
        data: { total: 0, list: [] },
      });
    }
  });

  it('refuses control characters in any text of the query or the JSON body, naming the field', async () => {
    const refused = (field: string) => translate('de', 'field.control', { field });
    await expectRefused(
      [['POST', '/friend/add-friend', { userId: ben.id, message: 'hello\u0000' }]],
      'message',
      refused('message'),
    );
    await expectRefused([['POST', '/album/upload', { key: 'photos/\u0000.jpg' }]], 'key', refused('key'));
    await expectRefused([['POST', '/user/info-edit', { nickname: 'Ana\u0000' }]], 'nickname', refused('nickname'));
    await expectRefused(
      [['POST', '/user/info-edit', { nickname: 'Ana', signature: 'bell\u0007' }]],
      'signature',
      refused('signature'),
    );
    await expectRefused(
      [['POST', '/friend/updateRemarkName', { friendUserId: ben.id, friendUserRemarkName: 'esc\u001b' }]],
      'friendUserRemarkName',
      refused('friendUserRemarkName'),
    );
    await expectRefused(
      [
        ['GET', '/user/search?content=a%00b'],
        ['GET', '/user/search?content=a%1Fb'],
      ],
      'content',
      refused('content'),
    );
    await expectRefused([['GET', '/user/batch?ids=1&ids=%00']], 'ids', refused('ids'));
    // Nested values name their top-level field; a control character in a name, the body.
    await expectRefused(
      [['POST', '/user/info-edit', { birthday: { year: '\u0000' } }]],
      'birthday',
      refused('birthday'),
    );
    await expectRefused(
      [['POST', '/user/info-edit', { interest: ['music', '\u0001'] }]],
      'interest',
      refused('interest'),
    );
    await expectRefused([['POST', '/user/follow', { 'user\u0000Id': ben.id, follow: true }]], 'body', refused('body'));
    await expectRefused(
      [['POST', '/account/login', { email: 'ana@example.test\u0000', password: ana.password }]],
      'email',
      refused('email'),
    );
    const before = await memberRows(api.upstream);
    const topLevel = await api.call('POST', '/user/follow', { token: ana.token, raw: '"\\u0000"', language: 'de' });
    expect(topLevel).toEqual({
      status: 200,
      code: 400,
      msg: refused('body'),
      data: { reason: 'VALIDATION', field: 'body' },
    });
    expect(await memberRows(api.upstream)).toEqual(before);
  });

  it('lets tab, newline and carriage return through, and upload bytes are not text', async () => {
    const added = await api.call('POST', '/friend/add-friend', {
      token: ana.token,
      body: { userId: ben.id, message: 'Hi\tBen,\r\nsee you' },
    });
    expect(added).toMatchObject({ code: 200, data: { status: 'pending' } });
    expect(
      (await api.call('GET', `/friend/apply-info?applyId=${added.data.applyId}`, { token: ben.token })).data.message,
    ).toBe('Hi\tBen,\r\nsee you');
    const edited = await api.call('POST', '/user/info-edit', {
      token: ana.token,
      body: { signature: 'line one\nline two' },
    });
    expect(edited).toMatchObject({ code: 200, data: { signature: 'line one\nline two' } });
    // A PNG is full of NUL bytes: as an upload body it is an image, not text.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(png.includes(0)).toBe(true);
    const grant = (await api.call('POST', '/file/qiniu-token', { token: ana.token })).data.token as string;
    const upload = await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect((await upload.json()).code).toBe(200);
    const avatar = await fetch(`${api.url}/user-service/file/avatar`, {
      method: 'POST',
      headers: { token: ana.token, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(png),
    });
    expect((await avatar.json()).code).toBe(200);
  });
});
