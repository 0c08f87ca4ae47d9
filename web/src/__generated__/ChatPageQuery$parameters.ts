/**
 * @generated SignedSource<<daecd9d47c2c1cf9311709365550d5dc>>
 * @relayHash 4df857655716004709d5729f6aa42eed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7aa67ca74c7a3a62ded3031269000f7514ffc7d877f0895263c6468ed3b75ca

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a7aa67ca74c7a3a62ded3031269000f7514ffc7d877f0895263c6468ed3b75ca",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
