/**
 * @generated SignedSource<<6d213090b815fda693181ca4ea8e6458>>
 * @relayHash 61281c9e2c9fe3e4a742a4860428aa97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95ce3cc85d83d10da2821e16cc22a8a3cd7fc59a7983c080721670bb621b1ac5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "95ce3cc85d83d10da2821e16cc22a8a3cd7fc59a7983c080721670bb621b1ac5",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
