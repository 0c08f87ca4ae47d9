/**
 * @generated SignedSource<<934d9fb9527403a6be252264b3ce45b8>>
 * @relayHash 197a802abc333c1b3e98f5d069325890
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a6981ba4f4166cf6cf057eaed888f0fb35bf42d8593dbaa67cfb8b4af1becbd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyInfoQuery } from './MyInfoQuery.graphql';

const node: PreloadableConcreteRequest<MyInfoQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5a6981ba4f4166cf6cf057eaed888f0fb35bf42d8593dbaa67cfb8b4af1becbd",
    "metadata": {},
    "name": "MyInfoQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
