/**
 * @generated SignedSource<<6cb12c8178eaabff06321d32e4589895>>
 * @relayHash d4386c5fd6e5cf3f32f5eb7e9dd35fdd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d2d2ec45f45020d32e4aaef0506cdc5c5f31acf687326055a7fdafc50466b53

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StaffMaintenanceScreenQuery } from './StaffMaintenanceScreenQuery.graphql';

const node: PreloadableConcreteRequest<StaffMaintenanceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2d2d2ec45f45020d32e4aaef0506cdc5c5f31acf687326055a7fdafc50466b53",
    "metadata": {},
    "name": "StaffMaintenanceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
