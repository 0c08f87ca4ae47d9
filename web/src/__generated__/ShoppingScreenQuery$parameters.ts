/**
 * @generated SignedSource<<e2dae150dfe5ae17b41d42f792d3e924>>
 * @relayHash 15b1a3789efc70f62d8d97a64ff1adef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47312b1f07eb11bb3e834d408d10806d9a09fc1b5fa64fc81933746e654f9f60

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ShoppingScreenQuery } from './ShoppingScreenQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "47312b1f07eb11bb3e834d408d10806d9a09fc1b5fa64fc81933746e654f9f60",
    "metadata": {},
    "name": "ShoppingScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
