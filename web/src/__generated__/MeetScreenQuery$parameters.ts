/**
 * @generated SignedSource<<974b7a49fd98ab9ab3b57fc24adbe66a>>
 * @relayHash b6c0264563ab586ec0b2780be16a4320
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5225e3bc90ff9da2d8503f040e1312c9d9afd800ab36fb9a8f9a300a171e7e3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MeetScreenQuery } from './MeetScreenQuery.graphql';

const node: PreloadableConcreteRequest<MeetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e5225e3bc90ff9da2d8503f040e1312c9d9afd800ab36fb9a8f9a300a171e7e3",
    "metadata": {},
    "name": "MeetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
