/**
 * @generated SignedSource<<a9e56924dc62f9210327fc46a1305835>>
 * @relayHash dc4eba44604736d92da98011c5ef3fab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9b03ebeabc624a232f5c303a30a593e0707defdf5149a936e6fe55319dc7d9f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a9b03ebeabc624a232f5c303a30a593e0707defdf5149a936e6fe55319dc7d9f",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
