import { builder } from '../core/builder';
import { Viewer, viewerInfo } from '../viewer/types';

builder.scalarType('File', {
  description: 'An uploaded file (GraphQL multipart request).',
  serialize: () => {
    throw new Error('File is input only');
  },
  // Yoga hands over its own File implementation, so the shape is checked, not the class.
  parseValue: (value) => {
    if (typeof (value as File | null)?.arrayBuffer !== 'function') throw new Error('Expected an uploaded file');
    return value as File;
  },
});

const Birthday = builder.objectRef<{ year: number; month: number; day: number }>('Birthday').implement({
  fields: (t) => ({ year: t.exposeInt('year'), month: t.exposeInt('month'), day: t.exposeInt('day') }),
});

/** The member's own profile, from `myInfo`: what only they see of it, and whether the setup steps are done. */
builder.objectFields(Viewer, (t) => ({
  birthday: t.field({
    type: Birthday,
    nullable: true,
    description: 'Others see `age` only.',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).birthday ?? null,
  }),
  heightVisible: t.boolean({
    description: 'Whether other members see my height.',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).heightVisible ?? false,
  }),
  weightVisible: t.boolean({
    description: 'Whether other members see my weight.',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).weightVisible ?? false,
  }),
  profileComplete: t.boolean({
    description: 'Whether the setup steps are done (height and weight are optional).',
    resolve: async (_viewer, _args, context) => {
      const me = await viewerInfo(context);
      return Boolean(
        me.nickname &&
          me.avatar &&
          me.birthday &&
          me.language &&
          me.gender != null &&
          me.region &&
          me.occupation &&
          me.interest,
      );
    },
  }),
}));
