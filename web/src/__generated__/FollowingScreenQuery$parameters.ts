/**
 * @generated SignedSource<<0fc3a9e3e16582d12fd84d7e29ae3d1b>>
 * @relayHash 6b3d9438d0250a59ad19257caf09e466
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f00746c908c19b64f6b4850d0f7cfa73c4c2eabc3f260e5b6616f0b971b6f3b5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FollowingScreenQuery } from './FollowingScreenQuery.graphql';

const node: PreloadableConcreteRequest<FollowingScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f00746c908c19b64f6b4850d0f7cfa73c4c2eabc3f260e5b6616f0b971b6f3b5",
    "metadata": {},
    "name": "FollowingScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
