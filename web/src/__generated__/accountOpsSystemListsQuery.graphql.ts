/**
 * @generated SignedSource<<d3d774f2aca1986849749e58ab14e4a2>>
 * @relayHash 70971d5482be133b5cd901f1ac6a865d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8a01a6a47c5099bd0f12ff6c0cbce740e2dabcd2976e0fe7baebf8107aeb408

import { ConcreteRequest } from 'relay-runtime';
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
export type accountOpsSystemListsQuery$variables = Record<PropertyKey, never>;
export type accountOpsSystemListsQuery$data = {
  readonly developmentMailboxUrl: string | null | undefined;
  readonly systemLists: {
    readonly heightCm: {
      readonly max: number;
      readonly min: number;
    };
    readonly hobbies: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly languages: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly occupations: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly regions: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly weightKg: {
      readonly max: number;
      readonly min: number;
    };
  };
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly birthday: {
      readonly day: number;
      readonly month: number;
      readonly year: number;
    } | null | undefined;
    readonly gender: Gender;
    readonly heightCm: number | null | undefined;
    readonly hobbies: ReadonlyArray<string>;
    readonly id: string;
    readonly language: string;
    readonly nickname: string;
    readonly occupation: string | null | undefined;
    readonly regionCode: string | null | undefined;
    readonly signature: string | null | undefined;
    readonly weightKg: number | null | undefined;
  } | null | undefined;
};
export type accountOpsSystemListsQuery = {
  response: accountOpsSystemListsQuery$data;
  variables: accountOpsSystemListsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "min",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "max",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "developmentMailboxUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SystemLists",
    "kind": "LinkedField",
    "name": "systemLists",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "hobbies",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "languages",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "regions",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ListOption",
        "kind": "LinkedField",
        "name": "occupations",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "IntRange",
        "kind": "LinkedField",
        "name": "heightCm",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "IntRange",
        "kind": "LinkedField",
        "name": "weightKg",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Birthday",
        "kind": "LinkedField",
        "name": "birthday",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "year",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "month",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "day",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "language",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gender",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "regionCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "heightCm",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weightKg",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "occupation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hobbies",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signature",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "accountOpsSystemListsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "accountOpsSystemListsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c8a01a6a47c5099bd0f12ff6c0cbce740e2dabcd2976e0fe7baebf8107aeb408",
    "metadata": {},
    "name": "accountOpsSystemListsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0dde10473289421fc506e9ae709465ef";

export default node;
