/**
 * @generated SignedSource<<b378f54658a888260ece53ccc5b27383>>
 * @relayHash f5aa46f7a2ef955da52f88c316d9266c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 874a6c4fcfacb1e12c3fbf4d9e04040a88b1e641b735b1150c3a80a5c70bddd6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AnnouncementsScreenQuery } from './AnnouncementsScreenQuery.graphql';

const node: PreloadableConcreteRequest<AnnouncementsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "874a6c4fcfacb1e12c3fbf4d9e04040a88b1e641b735b1150c3a80a5c70bddd6",
    "metadata": {},
    "name": "AnnouncementsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
