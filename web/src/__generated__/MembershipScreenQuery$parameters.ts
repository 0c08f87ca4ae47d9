/**
 * @generated SignedSource<<4b864dfd6f24f84da086985c988d60b0>>
 * @relayHash 9cc701edac745226e4744a4bdb13b02e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c964e864ceee7dd41f56712f3ce946ed547b837c822d9db2ad17f0af5d5a5c8c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MembershipScreenQuery } from './MembershipScreenQuery.graphql';

const node: PreloadableConcreteRequest<MembershipScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c964e864ceee7dd41f56712f3ce946ed547b837c822d9db2ad17f0af5d5a5c8c",
    "metadata": {},
    "name": "MembershipScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
