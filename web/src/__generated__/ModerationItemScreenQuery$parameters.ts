/**
 * @generated SignedSource<<77024a07c1a243ca70773dc2e3e8fe40>>
 * @relayHash 1f8dc7e7b85bb02847225144266c8472
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3394daa9cd8af52efcf589e9e6df1e50b9a51e634fe8f55930f8593fbce33684

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ModerationItemScreenQuery } from './ModerationItemScreenQuery.graphql';

const node: PreloadableConcreteRequest<ModerationItemScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3394daa9cd8af52efcf589e9e6df1e50b9a51e634fe8f55930f8593fbce33684",
    "metadata": {},
    "name": "ModerationItemScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
