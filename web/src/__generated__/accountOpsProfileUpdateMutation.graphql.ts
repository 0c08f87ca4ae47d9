/**
 * @generated SignedSource<<94ea4651bdd8f85e0e2fcb3434c77463>>
 * @relayHash ce5282ac3a6a715b0de1426849cd2c52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed5241c6e5ecf8806e78be3628a9e032f35d6332456dbb65fe744f2fffd1d671

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
export type ProfileUpdateInput = {
  birthday?: BirthdayInput | null | undefined;
  gender?: Gender | null | undefined;
  heightCm?: number | null | undefined;
  hobbies?: ReadonlyArray<string> | null | undefined;
  language?: string | null | undefined;
  nickname?: string | null | undefined;
  occupation?: string | null | undefined;
  regionCode?: string | null | undefined;
  signature?: string | null | undefined;
  weightKg?: number | null | undefined;
};
export type BirthdayInput = {
  day: number;
  month: number;
  year: number;
};
export type accountOpsProfileUpdateMutation$variables = {
  input: ProfileUpdateInput;
};
export type accountOpsProfileUpdateMutation$data = {
  readonly profileUpdate: {
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
    readonly viewer?: {
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
      readonly occupation: string | null | undefined;
      readonly profileComplete: boolean | null | undefined;
      readonly regionCode: string | null | undefined;
      readonly signature: string | null | undefined;
      readonly weightKg: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"Shell_viewer">;
    };
  };
};
export type accountOpsProfileUpdateMutation = {
  response: accountOpsProfileUpdateMutation$data;
  variables: accountOpsProfileUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profileComplete",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gender",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "regionCode",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heightCm",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weightKg",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occupation",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hobbies",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signature",
  "storageKey": null
},
v14 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v15 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "accountOpsProfileUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "profileUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "Shell_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ProfileUpdatePayload",
            "abstractKey": null
          },
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountOpsProfileUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "profileUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "accountNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vipLevel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "goldCoins",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "translationCharacters",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pendingFriendRequestCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ProfileUpdatePayload",
            "abstractKey": null
          },
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ed5241c6e5ecf8806e78be3628a9e032f35d6332456dbb65fe744f2fffd1d671",
    "metadata": {},
    "name": "accountOpsProfileUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c5c42e873e034ff6400a40b5c5559278";

export default node;
