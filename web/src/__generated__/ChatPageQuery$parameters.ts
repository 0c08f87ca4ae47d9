/**
 * @generated SignedSource<<b84b83dfa3e6e3c58a2da573f5e65cf3>>
 * @relayHash 449e2537d2f17896ea75fa3eee214689
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 607afbc7d32eb74f3539a3063e58fa135cddc1aa1f346fc456128b487fca2abd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "607afbc7d32eb74f3539a3063e58fa135cddc1aa1f346fc456128b487fca2abd",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
