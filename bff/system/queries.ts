import { builder } from '../core/builder';
import type { Context } from '../core/context';
import type { ListOption, SYSTEM_LISTS, SYSTEM_RANGES } from './endpoints';

/** The option lists of the profile steps (spec §7 /system/*), named in the member's UI language. */
const ListOptionRef = builder.objectRef<ListOption>('ListOption').implement({
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const IntRange = builder.objectRef<{ min: number; max: number }>('IntRange').implement({
  fields: (t) => ({ min: t.exposeInt('min'), max: t.exposeInt('max') }),
});

const list = (name: keyof typeof SYSTEM_LISTS) => (_root: unknown, _args: unknown, context: Context) =>
  context.upstream.system.list(name);
const range = (name: keyof typeof SYSTEM_RANGES) => async (_root: unknown, _args: unknown, context: Context) => {
  const values = await context.upstream.system.range(name);
  return { min: values[0], max: values[values.length - 1] };
};

const SystemLists = builder.objectRef<object>('SystemLists').implement({
  fields: (t) => ({
    hobbies: t.field({ type: [ListOptionRef], resolve: list('hobbies') }),
    languages: t.field({
      type: [ListOptionRef],
      description: 'Common languages a member may speak.',
      resolve: list('languages'),
    }),
    regions: t.field({
      type: [ListOptionRef],
      description: 'Countries and regions (ISO 3166).',
      resolve: list('regions'),
    }),
    occupations: t.field({ type: [ListOptionRef], resolve: list('occupations') }),
    heightCm: t.field({ type: IntRange, resolve: range('heights') }),
    weightKg: t.field({ type: IntRange, resolve: range('weights') }),
  }),
});

builder.queryField('systemLists', (t) =>
  t.field({
    type: SystemLists,
    description: 'Lists for the profile forms; public, so registration can use them.',
    resolve: () => ({}),
  }),
);

builder.queryField('developmentMailboxUrl', (t) =>
  t.string({
    nullable: true,
    description:
      'Outside production, where mail sent without SMTP can be read (verification codes). Null in production.',
    resolve: (_root, _args, context) => context.developmentMailboxUrl,
  }),
);
