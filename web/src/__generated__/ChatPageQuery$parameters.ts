/**
 * @generated SignedSource<<ef87613e0a5bbde7e52725bc2b77bad8>>
 * @relayHash 571354c3aa5a39af02dd3e8dea253d8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 608fd4455029242050d4d43b347baa8ed1e837e77baea40b2214c2994461dc0d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "608fd4455029242050d4d43b347baa8ed1e837e77baea40b2214c2994461dc0d",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
