/**
 * @generated SignedSource<<2a84d635c880660524b9af2081414d3b>>
 * @relayHash b288d5e0c65f984ab7cc0cf53b1fb211
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f4aa31ae93694ca46cefe86a9bbebb67b3ed7616f01216a44fcd58ea31a006c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserHomePageQuery } from './UserHomePageQuery.graphql';

const node: PreloadableConcreteRequest<UserHomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f4aa31ae93694ca46cefe86a9bbebb67b3ed7616f01216a44fcd58ea31a006c",
    "metadata": {},
    "name": "UserHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
