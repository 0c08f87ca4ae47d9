/**
 * @generated SignedSource<<68c4836f608c1c187dedf9caa53ba807>>
 * @relayHash fe99cbc732e2a8f0f40d89fbd823a9b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6292c929bd20277345cf2b3d463d13ec4dcdbff2bba4a2d6eca5124315198f19

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccountScreenQuery } from './AccountScreenQuery.graphql';

const node: PreloadableConcreteRequest<AccountScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6292c929bd20277345cf2b3d463d13ec4dcdbff2bba4a2d6eca5124315198f19",
    "metadata": {},
    "name": "AccountScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
