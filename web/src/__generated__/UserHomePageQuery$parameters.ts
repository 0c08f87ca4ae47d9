/**
 * @generated SignedSource<<198e594c224b31da0fc129cf6f6f29d9>>
 * @relayHash 8b9e9107ab22f40581cb50ec898b228e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c808f04439493a8ade5b3421e39d2dbf2935a6ff6189d25a8ce71cce760844f9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserHomePageQuery } from './UserHomePageQuery.graphql';

const node: PreloadableConcreteRequest<UserHomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c808f04439493a8ade5b3421e39d2dbf2935a6ff6189d25a8ce71cce760844f9",
    "metadata": {},
    "name": "UserHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
