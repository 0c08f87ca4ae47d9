/**
 * @generated SignedSource<<8094be0dbe92c58163397587afd675e3>>
 * @relayHash 93aab087e574c3c0396f777b863f72b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b7b38e5da671e17d4291a1c6c677bfca1785770a9812ef4cc0cffae1c39ef07

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0b7b38e5da671e17d4291a1c6c677bfca1785770a9812ef4cc0cffae1c39ef07",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
