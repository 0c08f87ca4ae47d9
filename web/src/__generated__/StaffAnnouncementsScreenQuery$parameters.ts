/**
 * @generated SignedSource<<0ae70517bf720c66eb97fef9b1ddcf4f>>
 * @relayHash c4602fe1495da7f0868ca9b057e898f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac078a68aa6cd68f93805cfde661a4153157e8e72f578390367507df49487fe5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StaffAnnouncementsScreenQuery } from './StaffAnnouncementsScreenQuery.graphql';

const node: PreloadableConcreteRequest<StaffAnnouncementsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ac078a68aa6cd68f93805cfde661a4153157e8e72f578390367507df49487fe5",
    "metadata": {},
    "name": "StaffAnnouncementsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
