/**
 * @generated SignedSource<<7566dda22e255a5279e4618d13c6bc72>>
 * @relayHash 8bffcf619c3f027c2b8ab62f5c648088
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ab859c2c8c219eee1b407822d187a4d9c8d9a1e7fed9a8e63c2908346ee8a02

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PersonScreenQuery } from './PersonScreenQuery.graphql';

const node: PreloadableConcreteRequest<PersonScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2ab859c2c8c219eee1b407822d187a4d9c8d9a1e7fed9a8e63c2908346ee8a02",
    "metadata": {},
    "name": "PersonScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
