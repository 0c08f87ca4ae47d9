/**
 * @generated SignedSource<<f517a3a6e4a6c3c2cd01bc233c2aa38f>>
 * @relayHash 64f85dede8918951889c207c0e83ff4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fb88069b81646f9bb07b742fbdf18ce87de761dd2a2c9e51f3cc08e77cad8c3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ModerationQueueScreenQuery } from './ModerationQueueScreenQuery.graphql';

const node: PreloadableConcreteRequest<ModerationQueueScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0fb88069b81646f9bb07b742fbdf18ce87de761dd2a2c9e51f3cc08e77cad8c3",
    "metadata": {},
    "name": "ModerationQueueScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
