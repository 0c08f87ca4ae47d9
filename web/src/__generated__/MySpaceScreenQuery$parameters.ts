/**
 * @generated SignedSource<<2bedc1aa24145a6f54ec64c0628d8587>>
 * @relayHash 187869981b92369caf160a572732ad6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6c5b0c3efa8c98fc6f64300662b9431b9437c73493d83fccb664e1c2817caba

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MySpaceScreenQuery } from './MySpaceScreenQuery.graphql';

const node: PreloadableConcreteRequest<MySpaceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e6c5b0c3efa8c98fc6f64300662b9431b9437c73493d83fccb664e1c2817caba",
    "metadata": {},
    "name": "MySpaceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
