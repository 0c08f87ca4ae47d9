/**
 * @generated SignedSource<<9e0e1e98f656f3fafcc8b9dc505d1457>>
 * @relayHash 67fef96a0b2174e3e0c8ddccb0d05345
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29b444984a6260b37f39aac545876bee0b23737df42b645cf68ce07d062c2e42

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MySpaceScreenQuery } from './MySpaceScreenQuery.graphql';

const node: PreloadableConcreteRequest<MySpaceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "29b444984a6260b37f39aac545876bee0b23737df42b645cf68ce07d062c2e42",
    "metadata": {},
    "name": "MySpaceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
