/**
 * @generated SignedSource<<a2059d5d1290b0cc87a021caf4617ed3>>
 * @relayHash eb7ee83d67b96559fa9e00176c2977d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fabed174ebdf88b3e98781feb297a4f7bd1371829b72153a891b6fbeadfe500d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyInfoQuery } from './MyInfoQuery.graphql';

const node: PreloadableConcreteRequest<MyInfoQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fabed174ebdf88b3e98781feb297a4f7bd1371829b72153a891b6fbeadfe500d",
    "metadata": {},
    "name": "MyInfoQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
