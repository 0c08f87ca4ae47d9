/**
 * @generated SignedSource<<44380b3a2d2280c60a6107973b6a06d6>>
 * @relayHash f9ae93efbb6cd2f644a8ccee8189163c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef5fa083215a7d55a451458a2c273e98372585dfaac438ded705fe5cafa5fc97

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MeetScreenQuery } from './MeetScreenQuery.graphql';

const node: PreloadableConcreteRequest<MeetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ef5fa083215a7d55a451458a2c273e98372585dfaac438ded705fe5cafa5fc97",
    "metadata": {},
    "name": "MeetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
