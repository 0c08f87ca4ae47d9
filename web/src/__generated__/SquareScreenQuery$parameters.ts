/**
 * @generated SignedSource<<a06ea84afcf29a997e306602ffa0aa01>>
 * @relayHash 834bd0c8c745f2e0c8524ef8af9d7632
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7542dee75dc6f61ee7eba89a967154aa5d64893d03cd9b909d99c13991363c50

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SquareScreenQuery } from './SquareScreenQuery.graphql';

const node: PreloadableConcreteRequest<SquareScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7542dee75dc6f61ee7eba89a967154aa5d64893d03cd9b909d99c13991363c50",
    "metadata": {},
    "name": "SquareScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
