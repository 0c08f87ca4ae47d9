/**
 * @generated SignedSource<<2a0043b744c69506f51203165c3052c6>>
 * @relayHash 67415f6e74b9fc8c63263ec727e01f97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bedfc9be93fe3210e8696681f6c76177037bff6ce2a5e24805f4a7084724879

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaySuccessScreenQuery } from './PaySuccessScreenQuery.graphql';

const node: PreloadableConcreteRequest<PaySuccessScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9bedfc9be93fe3210e8696681f6c76177037bff6ce2a5e24805f4a7084724879",
    "metadata": {},
    "name": "PaySuccessScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
