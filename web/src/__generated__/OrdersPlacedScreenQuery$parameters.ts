/**
 * @generated SignedSource<<b614c5d8ff4b6c14ad243cc36fca12bb>>
 * @relayHash cfd3c429d029e4ac8f308e6feedfc19d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52d119814cce1d0968fabd6479dc8b92cfd7eab4ddddc39749703949a3179157

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPlacedScreenQuery } from './OrdersPlacedScreenQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPlacedScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "52d119814cce1d0968fabd6479dc8b92cfd7eab4ddddc39749703949a3179157",
    "metadata": {},
    "name": "OrdersPlacedScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
