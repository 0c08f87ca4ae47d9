/**
 * @generated SignedSource<<88efd0a8dc82f9b4df3ec9836cec267b>>
 * @relayHash a6a54cdf0450f32da5bb2925a96fc4b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 963b993ed106425d0db35dbdcf38e42948ec977e39a7091128e56dfe5f5677c9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "963b993ed106425d0db35dbdcf38e42948ec977e39a7091128e56dfe5f5677c9",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
