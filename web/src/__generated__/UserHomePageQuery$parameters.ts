/**
 * @generated SignedSource<<e3c6cbcd7816b81685513d0b2af04de9>>
 * @relayHash 94751eb4b797bad7c8d381a950574f7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d7f77b0c11bfec32826cdb667c33a1695bd89a1d914c9e1b46205afc0d79d4b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserHomePageQuery } from './UserHomePageQuery.graphql';

const node: PreloadableConcreteRequest<UserHomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3d7f77b0c11bfec32826cdb667c33a1695bd89a1d914c9e1b46205afc0d79d4b",
    "metadata": {},
    "name": "UserHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
