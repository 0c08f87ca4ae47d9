/**
 * @generated SignedSource<<86ce3fbd77db2b5ba3dac1d6b4c585c9>>
 * @relayHash 54883fbab2841f7dcac0f2e1fb8c0c6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0be248b34e8c7986847bdd239722c64e9e543f27c48957d4b708cfeb14ca10fe

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersReceivedScreenQuery } from './OrdersReceivedScreenQuery.graphql';

const node: PreloadableConcreteRequest<OrdersReceivedScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0be248b34e8c7986847bdd239722c64e9e543f27c48957d4b708cfeb14ca10fe",
    "metadata": {},
    "name": "OrdersReceivedScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
