/**
 * @generated SignedSource<<646600aad0b10759301ee4b4cea9e136>>
 * @relayHash 683b3fb2f77422d66d32619772307a8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3e8aec12206de13ccab8578e3faaa64913b2d8b84c041801134fb98715c5d64

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StaffFiguresScreenQuery } from './StaffFiguresScreenQuery.graphql';

const node: PreloadableConcreteRequest<StaffFiguresScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a3e8aec12206de13ccab8578e3faaa64913b2d8b84c041801134fb98715c5d64",
    "metadata": {},
    "name": "StaffFiguresScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
