/**
 * @generated SignedSource<<5c98975bc88a77cc50734d5ae6a3fc23>>
 * @relayHash 88893cc39f1d2ce6ad02190df2525cdb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a700721a02e3c17eafcf35a5b1fd8ee349352589a4c146bc2cbf80d759143345

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyInfoQuery } from './MyInfoQuery.graphql';

const node: PreloadableConcreteRequest<MyInfoQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a700721a02e3c17eafcf35a5b1fd8ee349352589a4c146bc2cbf80d759143345",
    "metadata": {},
    "name": "MyInfoQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
