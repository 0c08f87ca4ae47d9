import { ACCOUNT_OFFSET } from '../constants';
import { builder } from '../core/builder';
import { User } from './types';

builder.queryField('userByNumber', (t) =>
  t.field({
    type: User,
    nullable: true,
    description:
      'A member by the number in a shared link (spec /userHomePage/{id}): above 100000 it is their account number, else their numeric id. Null when there is no such member or the viewer may not see them.',
    args: { number: t.arg.int({ required: true }) },
    resolve: (_root, { number }, context) => {
      const id = number > ACCOUNT_OFFSET ? number - ACCOUNT_OFFSET : number;
      return id > 0 ? context.loaders.users.load(id) : null;
    },
  }),
);
