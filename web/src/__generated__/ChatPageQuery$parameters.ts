/**
 * @generated SignedSource<<ad23b050607292b4b6be5e27d3e9e14e>>
 * @relayHash 455fe18bdc2826f3ebe29151ae4f2ae1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02fbd09261dc1d09e7d4392e5995c6e023aeebe1ea6937f8e07fdae5469845f7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "02fbd09261dc1d09e7d4392e5995c6e023aeebe1ea6937f8e07fdae5469845f7",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
