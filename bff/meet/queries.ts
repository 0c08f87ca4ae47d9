import { builder } from '../core/builder';
import { BadInputError, ValidationError } from '../core/errors';
import { User, userConnection } from '../user/types';
import type { MeetFilter } from './endpoints';

/** The encounter screen (/onlineDating): members to meet. */
export const GenderFilter = builder.enumType('GenderFilter', {
  values: { MALE: { value: 1 }, FEMALE: { value: 2 } } as const,
});

builder.queryField('membersToMeet', (t) =>
  t.connection(
    {
      type: User,
      nullable: true,
      description:
        'Members the viewer may meet: online first, then those with a photo, then the newest; never the hidden or blocked. Filtered upstream, a page at a time: a member who has not given what a filter asks about is not in it. A filter the product does not know is a BAD_USER_INPUT error in the member’s language.',
      authScopes: { loggedIn: true },
      args: {
        gender: t.arg({ type: GenderFilter, description: 'Only members of this gender.' }),
        language: t.arg.string({
          description:
            'Only members who speak this language (systemLists.languages): as their common language or another they speak.',
        }),
        regionCode: t.arg.string({ description: 'Only members from this country or region (systemLists.regions).' }),
        ageMin: t.arg.int({ description: 'Only members at least this old (18 to 99).' }),
        ageMax: t.arg.int({ description: 'Only members at most this old (18 to 99).' }),
        onlineNow: t.arg.boolean({ description: 'Only members online now.' }),
      },
      resolve: async (_root, args, context) => {
        const filter: MeetFilter = {
          gender: args.gender ?? undefined,
          language: args.language ?? undefined,
          region: args.regionCode ?? undefined,
          ageMin: args.ageMin ?? undefined,
          ageMax: args.ageMax ?? undefined,
          online: args.onlineNow ?? undefined,
        };
        try {
          return await userConnection(context, args, (page) => context.upstream.meet.membersToMeet(page, filter));
        } catch (error) {
          // A list has no typed result: the refusal reaches the member as a GraphQL error, unmasked.
          if (error instanceof ValidationError) throw new BadInputError(error.message);
          throw error;
        }
      },
    },
    { name: 'MembersToMeetConnection' },
  ),
);
