import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { totalCountField, type OffsetPage, type UpstreamPage } from '../core/paging';
import type { PrivacySettings, UserInfo } from '../user/endpoints';
import { User, userConnection } from '../user/types';
import { Viewer, viewerInfo } from '../viewer/types';

/** The social graph (spec §1, §2): counts, relationship, lists, search, follows, blocks, privacy. */

const PrivacySettingsRef = builder.objectRef<PrivacySettings>('PrivacySettings').implement({
  description: 'Spec §3 privacy settings, plus what members of dating apps expect.',
  fields: (t) => ({
    friendRequestsNeedApproval: t.exposeBoolean('friendRequestsNeedApproval', {
      description: 'Friend requests wait for approval (else anyone may add me).',
    }),
    likesPublic: t.exposeBoolean('likesPublic', { description: 'Everyone sees who liked my posts (else only me).' }),
    commentsPublic: t.exposeBoolean('commentsPublic', {
      description: 'Everyone sees comments on my posts (else only me).',
    }),
    hiddenFromSearch: t.exposeBoolean('hiddenFromSearch', { description: 'Not found by search or random match.' }),
    onlineStatusHidden: t.exposeBoolean('onlineStatusHidden', { description: 'Others never see me online.' }),
    typingHidden: t.boolean({
      description: 'The person I chat with is never told I am typing.',
      resolve: (settings) => settings.typingHidden ?? false,
    }),
  }),
});

const VisitorCounts = builder.objectRef<{ today: number; total: number }>('VisitorCounts').implement({
  fields: (t) => ({ today: t.exposeInt('today'), total: t.exposeInt('total') }),
});

builder.objectFields(User, (t) => ({
  online: t.boolean({
    description: 'Whether the member has the app open now (never, if they hide their status).',
    resolve: (user) => user.online ?? false,
  }),
  followerCount: t.int({ resolve: (user) => user.userDataVo?.fans ?? 0 }),
  followingCount: t.int({ resolve: (user) => user.userDataVo?.follow ?? 0 }),
  viewerIsFollowing: t.boolean({
    description: 'Whether the viewer follows this member.',
    resolve: (user) => user.relation?.following ?? false,
  }),
  followsViewer: t.boolean({
    description: 'Whether this member follows the viewer.',
    resolve: (user) => user.relation?.followsMe ?? false,
  }),
}));

const memberList = (
  name: string,
  description: string,
  fetchPage: (context: Context) => (page: OffsetPage) => Promise<UpstreamPage<UserInfo>>,
) =>
  builder.objectField(Viewer, name, (t) =>
    t.connection(
      {
        type: User,
        description,
        resolve: (_viewer, args, context) => userConnection(context, args, fetchPage(context)),
      },
      { name: `Viewer${name[0].toUpperCase()}${name.slice(1)}Connection`, ...(totalCountField as object) },
    ),
  );

memberList(
  'followers',
  'Who follows the viewer, newest first.',
  (context) => (page) => context.upstream.social.followers(page),
);
memberList(
  'following',
  'Whom the viewer follows, newest first.',
  (context) => (page) => context.upstream.social.following(page),
);
memberList('blockedMembers', 'Whom the viewer blocked.', (context) => (page) => context.upstream.social.blocked(page));

builder.objectField(Viewer, 'visitors', (t) =>
  t.connection(
    {
      type: User,
      description: 'Who opened the viewer’s home page, latest first.',
      resolve: (_viewer, args, context) =>
        userConnection(context, args, (page) => context.upstream.social.visitors(page)),
    },
    { name: 'ViewerVisitorsConnection', ...(totalCountField as object) },
    { fields: (edge) => ({ visitedAt: edge.string({ resolve: (e) => (e.node as UserInfo).visitedAt ?? '' }) }) },
  ),
);

builder.objectFields(Viewer, (t) => ({
  privacySettings: t.field({
    type: PrivacySettingsRef,
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userSetVo!,
  }),
  visitorCounts: t.field({
    type: VisitorCounts,
    description: 'Home-page visits today and in all.',
    resolve: (_viewer, _args, context) => context.upstream.social.visitorCounts(),
  }),
}));
