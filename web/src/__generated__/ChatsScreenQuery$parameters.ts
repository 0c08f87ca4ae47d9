/**
 * @generated SignedSource<<a823adf7a53ac1e2849f63674e3a5314>>
 * @relayHash 16c5abdb3aa7dabbf90d143aaab17a50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65b7e1c062995b7d54e4d9389e11844b12bd9de8a4d8e7075c6794e3048abc52

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatsScreenQuery } from './ChatsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ChatsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "65b7e1c062995b7d54e4d9389e11844b12bd9de8a4d8e7075c6794e3048abc52",
    "metadata": {},
    "name": "ChatsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
