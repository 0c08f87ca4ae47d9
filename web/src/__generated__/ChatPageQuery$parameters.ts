/**
 * @generated SignedSource<<1c7ce5a1e5a2dc53572e34b843ef062d>>
 * @relayHash cbbb4c8ea56f4ddf3bd63124ad251ac7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7163c2b576be57703d8ad39b40a183588bffbf08675fd43a32a1592447f527c2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7163c2b576be57703d8ad39b40a183588bffbf08675fd43a32a1592447f527c2",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
