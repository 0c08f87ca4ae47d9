/**
 * @generated SignedSource<<71165a30c89da98967492b75eb758a7d>>
 * @relayHash f30c7ef82e7d51b242321b5dc2f63317
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33fadbcb08e4f129a8c6665e32be790863c98d8ca345aaafaf713959f7c769c7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserHomePageQuery } from './UserHomePageQuery.graphql';

const node: PreloadableConcreteRequest<UserHomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33fadbcb08e4f129a8c6665e32be790863c98d8ca345aaafaf713959f7c769c7",
    "metadata": {},
    "name": "UserHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
