/**
 * @generated SignedSource<<2d6ebb585f5f17527a948c8820fe3cc1>>
 * @relayHash 00648446bc0ff0bdfed7b56c776ce4c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d07925130130d0cf8157e080006fd617fb4bf55659519f7f764c90130b03688

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3d07925130130d0cf8157e080006fd617fb4bf55659519f7f764c90130b03688",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
