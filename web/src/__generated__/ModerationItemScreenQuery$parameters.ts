/**
 * @generated SignedSource<<636bd50ad58789b5d36920d8b9bb5b4c>>
 * @relayHash 74d969c610a1b731378c410a5b793343
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9676f9109058b217f98b004572fa860429d7de8c0c35c50b6b32f8829ea703f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ModerationItemScreenQuery } from './ModerationItemScreenQuery.graphql';

const node: PreloadableConcreteRequest<ModerationItemScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c9676f9109058b217f98b004572fa860429d7de8c0c35c50b6b32f8829ea703f",
    "metadata": {},
    "name": "ModerationItemScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
