import { builder } from '../builder';
import type { ListOption } from '../upstream/types';

/** The option lists of the profile steps (spec §7 /system/*), named in the member's UI language. */
const ListOptionRef = builder.objectRef<ListOption>('ListOption').implement({
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const IntRange = builder.objectRef<{ min: number; max: number }>('IntRange').implement({
  fields: (t) => ({ min: t.exposeInt('min'), max: t.exposeInt('max') }),
});

const list = (path: string) => (_root: unknown, _args: unknown, context: import('../context').Context) =>
  context.upstream.get<ListOption[]>(context.caller, path);

const range = (path: string) => async (_root: unknown, _args: unknown, context: import('../context').Context) => {
  const values = await context.upstream.get<number[]>(context.caller, path);
  return { min: values[0], max: values[values.length - 1] };
};

const SystemLists = builder.objectRef<object>('SystemLists').implement({
  fields: (t) => ({
    hobbies: t.field({ type: [ListOptionRef], resolve: list('/system/hobby') }),
    languages: t.field({ type: [ListOptionRef], description: 'Common languages a member may speak.', resolve: list('/system/language') }),
    regions: t.field({ type: [ListOptionRef], description: 'Countries and regions (ISO 3166).', resolve: list('/system/region') }),
    occupations: t.field({ type: [ListOptionRef], resolve: list('/system/occupation') }),
    heightCm: t.field({ type: IntRange, resolve: range('/system/height') }),
    weightKg: t.field({ type: IntRange, resolve: range('/system/weight') }),
  }),
});

builder.queryField('systemLists', (t) =>
  t.field({ type: SystemLists, description: 'Lists for the profile forms; public, so registration can use them.', resolve: () => ({}) }),
);

builder.queryField('developmentMailboxUrl', (t) =>
  t.string({
    nullable: true,
    description: 'Outside production, where mail sent without SMTP can be read (verification codes). Null in production.',
    resolve: (_root, _args, context) => context.developmentMailboxUrl,
  }),
);
