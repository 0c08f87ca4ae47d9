/**
 * @generated SignedSource<<18000161d82e3eba8207272ddde6b0f0>>
 * @relayHash 4078ab5fd4160965543053faae62a07f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5aca06e032328b377fc5a54c3933a274e5e6465cc2f0515a066031c1adb6b3e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FollowersScreenQuery } from './FollowersScreenQuery.graphql';

const node: PreloadableConcreteRequest<FollowersScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f5aca06e032328b377fc5a54c3933a274e5e6465cc2f0515a066031c1adb6b3e",
    "metadata": {},
    "name": "FollowersScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
