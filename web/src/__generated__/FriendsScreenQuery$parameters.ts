/**
 * @generated SignedSource<<20a514c9def09bf87f7de27be7326b19>>
 * @relayHash 5d100fa76537177c3366d747ce68e94b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53cf1acc066f83a0bfc040993bbb4cd86e9e6f8384db255c84dca8854a11247c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FriendsScreenQuery } from './FriendsScreenQuery.graphql';

const node: PreloadableConcreteRequest<FriendsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "53cf1acc066f83a0bfc040993bbb4cd86e9e6f8384db255c84dca8854a11247c",
    "metadata": {},
    "name": "FriendsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
