/**
 * @generated SignedSource<<1a0ed450613d92106f653aaa5cd39457>>
 * @relayHash b69d714bc5078276b35925f82b0fe991
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 937fcb7a44df9d98b5c6e338b79ce374042d17680151b92f764998f94525870c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PersonScreenQuery } from './PersonScreenQuery.graphql';

const node: PreloadableConcreteRequest<PersonScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "937fcb7a44df9d98b5c6e338b79ce374042d17680151b92f764998f94525870c",
    "metadata": {},
    "name": "PersonScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
