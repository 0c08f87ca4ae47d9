import { builder } from '../core/builder';

builder.queryField('reportTypes', (t) =>
  t.field({
    type: [
      builder.objectRef<{ id: number; name: string }>('ReportType').implement({
        // Not `id`: a client store keys records by `id` (a node's), and this is a small code.
        fields: (f) => ({
          typeId: f.int({ description: 'What memberReport takes as `typeId`.', resolve: (type) => type.id }),
          name: f.exposeString('name'),
        }),
      }),
    ],
    description: 'Why a member can be reported (spec §3 Complaint types), in the member’s language.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => context.upstream.chat.complaintTypes(),
  }),
);
