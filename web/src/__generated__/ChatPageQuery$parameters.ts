/**
 * @generated SignedSource<<f5956a238817cda2cd9ceda01b4da9c8>>
 * @relayHash de3058633edd0fe36701ff5a2bc8eb8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca8198e9de61de5b7f5aace9c43894800131ad0311b219ff97a7c32672bdb665

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ca8198e9de61de5b7f5aace9c43894800131ad0311b219ff97a7c32672bdb665",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
