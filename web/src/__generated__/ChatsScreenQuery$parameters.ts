/**
 * @generated SignedSource<<39bc386e6525d6e25700dffdebca3598>>
 * @relayHash ad3d590a90de33d33ac8369b5081d1e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63a90a65d88b10739b50435986cd87e58a1807f3081e9e2ca9519b9dd742fbbc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatsScreenQuery } from './ChatsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ChatsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "63a90a65d88b10739b50435986cd87e58a1807f3081e9e2ca9519b9dd742fbbc",
    "metadata": {},
    "name": "ChatsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
