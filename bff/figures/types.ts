import { builder } from '../core/builder';
import { ADMINS, isStaff } from '../staff/access';
import { Viewer } from '../viewer/types';
import type { DayFiguresInfo } from './endpoints';

/** The days the figures cover. */
const FIGURE_DAYS = 14;

const StaffDayFigures = builder.objectRef<DayFiguresInfo>('StaffDayFigures').implement({
  description: 'One UTC day’s figures (docs/decisions.md “Staff: figures”).',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The UTC day, YYYY-MM-DD.' }),
    newMembers: t.exposeInt('newMembers', { description: 'Accounts created that day.' }),
    messagesSent: t.exposeInt('messages', {
      description: 'Chat messages members wrote that day (recalled ones too; customer service’s not).',
    }),
    openReports: t.exposeInt('openReports', {
      description: 'Moderation items open at the end of that day (today: now): reported by then, not decided by then.',
    }),
    coinsBought: t.exposeInt('coinsBought', { description: 'Gold coins members bought that day.' }),
    coinsSpent: t.exposeInt('coinsSpent', {
      description: 'Gold coins spent that day (a gift order’s when it is confirmed; held ones are not yet spent).',
    }),
  }),
});

builder.objectField(Viewer, 'staffFigures', (t) =>
  t.field({
    type: [StaffDayFigures],
    nullable: true,
    description: 'Admins: the figures of the last 14 UTC days, today (so far) the last. Null for anyone else.',
    extensions: { maxItems: FIGURE_DAYS },
    resolve: async (_viewer, _args, context) => {
      if (!(await isStaff(context, ADMINS))) return null;
      return (await context.upstream.figures.days()).days;
    },
  }),
);
