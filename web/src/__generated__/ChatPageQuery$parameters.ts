/**
 * @generated SignedSource<<9b69aeac84f4b04191845ddb32b0f5d9>>
 * @relayHash bf9fdc82e6d70ea80fb1d656b863a1e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a28afa8da1f24c0f09875be0e868a6f936c5999fe1f8dac7478922f7a9d5d0c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8a28afa8da1f24c0f09875be0e868a6f936c5999fe1f8dac7478922f7a9d5d0c",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
