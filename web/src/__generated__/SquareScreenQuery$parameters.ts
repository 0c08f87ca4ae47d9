/**
 * @generated SignedSource<<ffe60ef77f73c52a5e613e39d9703e66>>
 * @relayHash 29086f73266558998ba5942a266d9e26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdfa9359e1d05601a3c39dd5ebe5c9af569647c869bc6010409fe362e40aa7c0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SquareScreenQuery } from './SquareScreenQuery.graphql';

const node: PreloadableConcreteRequest<SquareScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdfa9359e1d05601a3c39dd5ebe5c9af569647c869bc6010409fe362e40aa7c0",
    "metadata": {},
    "name": "SquareScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
