/**
 * @generated SignedSource<<50e16e38a336ec0430b0d205600cde49>>
 * @relayHash df367d78139502d12389c37e008a076c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59f6c92b6cba25fbd63efc35395e08b4775181a489d41eb9aa61704dba92b0f5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MembershipScreenQuery } from './MembershipScreenQuery.graphql';

const node: PreloadableConcreteRequest<MembershipScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "59f6c92b6cba25fbd63efc35395e08b4775181a489d41eb9aa61704dba92b0f5",
    "metadata": {},
    "name": "MembershipScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
