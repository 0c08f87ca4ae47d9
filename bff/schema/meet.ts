import { builder } from '../builder';
import { User } from './user';
import { userConnection } from './social';

/** The encounter screen (/onlineDating): members to meet. */
const GenderFilter = builder.enumType('GenderFilter', { values: { MALE: { value: 1 }, FEMALE: { value: 2 } } as const });

builder.queryField('membersToMeet', (t) =>
  t.connection(
    {
      type: User,
      nullable: true,
      description: 'Members the viewer may meet: online first, then those with a photo, then the newest; never the hidden or blocked.',
      authScopes: { loggedIn: true },
      args: { gender: t.arg({ type: GenderFilter, description: 'Only members of this gender.' }) },
      resolve: (_root, args, context) => userConnection(context, args, (page) => context.upstream.social.membersToMeet(page, args.gender ?? undefined)),
    },
    { name: 'MembersToMeetConnection' },
  ),
);
