/**
 * @generated SignedSource<<81218be850c1e2f0b088049fd956e9d6>>
 * @relayHash 2f0bda01356ccd85bbf671bf894d0fa0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c80cf6b100031cce13668cb02c1b834eac0516d092e9301ffce423a11c2bb8b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyInfoQuery } from './MyInfoQuery.graphql';

const node: PreloadableConcreteRequest<MyInfoQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0c80cf6b100031cce13668cb02c1b834eac0516d092e9301ffce423a11c2bb8b",
    "metadata": {},
    "name": "MyInfoQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
