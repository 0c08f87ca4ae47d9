/**
 * @generated SignedSource<<6461199db008fad23928fd4edbf872f3>>
 * @relayHash a47e17bb35fde56b85ecef80aede1851
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd4c2e3df1fa838a209d77b8659800226be17ea6a155618836b348fbc12fc543

import { ConcreteRequest } from 'relay-runtime';
export type MomentPinInput = {
  momentId: string;
  pinned: boolean;
};
export type useMomentPinMutation$variables = {
  input: MomentPinInput;
};
export type useMomentPinMutation$data = {
  readonly momentPin: {
    readonly __typename: string;
    readonly message?: string;
    readonly moment?: {
      readonly id: string;
      readonly pinned: boolean;
    };
  };
};
export type useMomentPinMutation = {
  response: useMomentPinMutation$data;
  variables: useMomentPinMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "momentPin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Moment",
            "kind": "LinkedField",
            "name": "moment",
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
                "name": "pinned",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MomentPinPayload",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMomentPinMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMomentPinMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd4c2e3df1fa838a209d77b8659800226be17ea6a155618836b348fbc12fc543",
    "metadata": {},
    "name": "useMomentPinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "debc22c63af5f1604a9dd84744cf1793";

export default node;
