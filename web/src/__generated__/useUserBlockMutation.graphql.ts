/**
 * @generated SignedSource<<6b100b4f9e65389df62318d1514049d0>>
 * @relayHash 61e5010709479f1c3fd8535f11a58c1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44b278651afbc64dc47a37912b492cfde6e301b3690515fa4158ee11a06c12f0

import { ConcreteRequest } from 'relay-runtime';
export type UserBlockInput = {
  userId: string;
};
export type useUserBlockMutation$variables = {
  input: UserBlockInput;
};
export type useUserBlockMutation$data = {
  readonly userBlock: {
    readonly __typename: string;
    readonly blockedUserId?: string;
    readonly message?: string;
  };
};
export type useUserBlockMutation = {
  response: useUserBlockMutation$data;
  variables: useUserBlockMutation$variables;
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
  "name": "blockedUserId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUserBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "userBlock",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "UserBlockPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useUserBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "userBlock",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "blockedUserId"
              }
            ],
            "type": "UserBlockPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "44b278651afbc64dc47a37912b492cfde6e301b3690515fa4158ee11a06c12f0",
    "metadata": {},
    "name": "useUserBlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "094d6572e5c9980bec561d0df25717b7";

export default node;
