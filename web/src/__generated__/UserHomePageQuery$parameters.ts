/**
 * @generated SignedSource<<8bb24c5761e37f49bd6b86bb944c083d>>
 * @relayHash 436d7b93d5326a427917fb2cb913057e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5836ea3a11902bc3c19e6d4f3f60c7d6906e7d4e83a62cc346665e184c23e07f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserHomePageQuery } from './UserHomePageQuery.graphql';

const node: PreloadableConcreteRequest<UserHomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5836ea3a11902bc3c19e6d4f3f60c7d6906e7d4e83a62cc346665e184c23e07f",
    "metadata": {},
    "name": "UserHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
