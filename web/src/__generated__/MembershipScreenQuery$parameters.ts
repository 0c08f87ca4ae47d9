/**
 * @generated SignedSource<<1cb1d6592085a0dfa311899d1cc8f2f0>>
 * @relayHash 881731e3a0113f15f1a71f506ca014f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be81758cd0fbe3050e754aa1b7cfae75bc72e81d3cf4ff7b6fe88bb4e79c0820

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MembershipScreenQuery } from './MembershipScreenQuery.graphql';

const node: PreloadableConcreteRequest<MembershipScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be81758cd0fbe3050e754aa1b7cfae75bc72e81d3cf4ff7b6fe88bb4e79c0820",
    "metadata": {},
    "name": "MembershipScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
