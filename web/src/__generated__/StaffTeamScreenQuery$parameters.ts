/**
 * @generated SignedSource<<ea95d3722edc2f21b09e2b4cc9ce1a9f>>
 * @relayHash 8c2d7614a0e4457b9eb1b4d24f403174
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65af2f53a284d44384eb20344a326600c7757635e600f2d08b2ee7ae37bf802d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StaffTeamScreenQuery } from './StaffTeamScreenQuery.graphql';

const node: PreloadableConcreteRequest<StaffTeamScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "65af2f53a284d44384eb20344a326600c7757635e600f2d08b2ee7ae37bf802d",
    "metadata": {},
    "name": "StaffTeamScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
