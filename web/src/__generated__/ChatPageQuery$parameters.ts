/**
 * @generated SignedSource<<8a7b7b84a92c4a5c48e95304af4088a3>>
 * @relayHash 1d4b816cd0192f87152e6f5d15f2ac7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d9b72fa729f0f6f4426e066964e66c5716852bb9c31c64007b8a629023dc92c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0d9b72fa729f0f6f4426e066964e66c5716852bb9c31c64007b8a629023dc92c",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
