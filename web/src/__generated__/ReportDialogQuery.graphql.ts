/**
 * @generated SignedSource<<8384eaff1c7a1a775eabaf52b231d628>>
 * @relayHash 3cfd46ad95a32d8465c2d5701f070534
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c016b642a9bd538992e8ac8b8b8e45c82542aa723ee48e9a7c48c0b70d71e0eb

import { ConcreteRequest } from 'relay-runtime';
export type ReportDialogQuery$variables = Record<PropertyKey, never>;
export type ReportDialogQuery$data = {
  readonly reportTypes: ReadonlyArray<{
    readonly name: string;
    readonly typeId: number;
  }>;
};
export type ReportDialogQuery = {
  response: ReportDialogQuery$data;
  variables: ReportDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReportType",
    "kind": "LinkedField",
    "name": "reportTypes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "typeId",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c016b642a9bd538992e8ac8b8b8e45c82542aa723ee48e9a7c48c0b70d71e0eb",
    "metadata": {},
    "name": "ReportDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ae0173c4d358c78cd3c54d944cf461da";

export default node;
