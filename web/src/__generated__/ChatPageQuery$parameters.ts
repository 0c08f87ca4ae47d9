/**
 * @generated SignedSource<<be946ee754871d880ab4c3eb6e982134>>
 * @relayHash 57a51d76f2f83f849b0126518c88fb23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05c20d085c63f24e8b39f37c6c7bc03ae2b97cb63f7c4184dd6aeaa49e25233e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "05c20d085c63f24e8b39f37c6c7bc03ae2b97cb63f7c4184dd6aeaa49e25233e",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
