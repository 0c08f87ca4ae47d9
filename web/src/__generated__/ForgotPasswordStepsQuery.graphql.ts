/**
 * @generated SignedSource<<96a683037b0173c0c99d41ac24f83d84>>
 * @relayHash 491242a7d80d04e3eb56ba5a360444bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49cb7f8557dafe3ea1847615b60b5398d5bea812a31c5b8dd30f8c3f725c6ab8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ForgotPasswordStepsQuery$variables = Record<PropertyKey, never>;
export type ForgotPasswordStepsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CodeStep_query">;
};
export type ForgotPasswordStepsQuery = {
  response: ForgotPasswordStepsQuery$data;
  variables: ForgotPasswordStepsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ForgotPasswordStepsQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CodeStep_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ForgotPasswordStepsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "developmentMailboxUrl",
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "49cb7f8557dafe3ea1847615b60b5398d5bea812a31c5b8dd30f8c3f725c6ab8",
    "metadata": {},
    "name": "ForgotPasswordStepsQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "f5a98c96bcacb4068e1cf73ff58b9f30";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
