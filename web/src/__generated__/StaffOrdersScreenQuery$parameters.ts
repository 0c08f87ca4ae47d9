/**
 * @generated SignedSource<<c500757298a12dd00d224cea8edc602c>>
 * @relayHash 77522197c4e5f75108a52dfbc8c3cac5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c00574cffea2a45348d458c4514c95a2cba5503c7c839df698f3cd176a0addea

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StaffOrdersScreenQuery } from './StaffOrdersScreenQuery.graphql';

const node: PreloadableConcreteRequest<StaffOrdersScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c00574cffea2a45348d458c4514c95a2cba5503c7c839df698f3cd176a0addea",
    "metadata": {},
    "name": "StaffOrdersScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
