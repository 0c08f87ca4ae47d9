/**
 * @generated SignedSource<<db7814e901a6a9e1a3d17b5b6a961916>>
 * @relayHash 354faa45ed531eec4173d523b1cfa502
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0b7082c0246855adaf4e171b88dd40afda62c36ba22f99e614ce3fec7a7ef62

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PersonScreenQuery } from './PersonScreenQuery.graphql';

const node: PreloadableConcreteRequest<PersonScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e0b7082c0246855adaf4e171b88dd40afda62c36ba22f99e614ce3fec7a7ef62",
    "metadata": {},
    "name": "PersonScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
