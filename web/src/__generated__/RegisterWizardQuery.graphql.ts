/**
 * @generated SignedSource<<8fe42e9d243f6b5de4381ded005816fe>>
 * @relayHash c71424135aa8aafce33a9d6e6265e543
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f16860ccfec0aedbd212ed08f5f80bc258e2e00c027a0d0aaa3fddd8853758b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterWizardQuery$variables = Record<PropertyKey, never>;
export type RegisterWizardQuery$data = {
  readonly systemLists: {
    readonly " $fragmentSpreads": FragmentRefs<"PersonalFields_lists" | "SetupFields_lists">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SetupStep_viewer" | "useProfileDraft_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CodeStep_query" | "useListNamesFragment_query">;
};
export type RegisterWizardQuery = {
  response: RegisterWizardQuery$data;
  variables: RegisterWizardQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterWizardQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CodeStep_query"
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalFields_lists"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SetupFields_lists"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useListNamesFragment_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useProfileDraft_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SetupStep_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegisterWizardQuery",
    "selections": [
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "heightVisible",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weightVisible",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
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
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "spokenLanguages",
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
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6f16860ccfec0aedbd212ed08f5f80bc258e2e00c027a0d0aaa3fddd8853758b",
    "metadata": {},
    "name": "RegisterWizardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef89ed7823edf5b1cda9a879fe0d7cd0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
