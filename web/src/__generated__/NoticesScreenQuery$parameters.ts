/**
 * @generated SignedSource<<4896c4328a7e43655154d268cdd1d1d6>>
 * @relayHash 8809cb43d316465404f9f0871c87747e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 959c8e8abefc4ac816b06277888ab79dbfc10cc80c9064bdfe79ae2afafa042d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NoticesScreenQuery } from './NoticesScreenQuery.graphql';

const node: PreloadableConcreteRequest<NoticesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "959c8e8abefc4ac816b06277888ab79dbfc10cc80c9064bdfe79ae2afafa042d",
    "metadata": {},
    "name": "NoticesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
