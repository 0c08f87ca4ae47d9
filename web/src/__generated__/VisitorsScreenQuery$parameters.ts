/**
 * @generated SignedSource<<8acce1fbac809f6d7113e652d72f2c32>>
 * @relayHash 74f731cd4ba27f2d71c0fcccc8c1bb0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41772ad3746c881f6e25f6b3513b3561f2df52f2161ab90f548dbc4e68d775ae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { VisitorsScreenQuery } from './VisitorsScreenQuery.graphql';

const node: PreloadableConcreteRequest<VisitorsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "41772ad3746c881f6e25f6b3513b3561f2df52f2161ab90f548dbc4e68d775ae",
    "metadata": {},
    "name": "VisitorsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
