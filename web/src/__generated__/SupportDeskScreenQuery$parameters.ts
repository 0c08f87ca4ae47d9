/**
 * @generated SignedSource<<15568746124d67e04b6d418103d43f21>>
 * @relayHash 0188af840ffcd62e264870dce82c96f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae16b94fe53a30695e4535ffc36158326b9eec1e7e2bc284e5fa1aab6f496feb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SupportDeskScreenQuery } from './SupportDeskScreenQuery.graphql';

const node: PreloadableConcreteRequest<SupportDeskScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ae16b94fe53a30695e4535ffc36158326b9eec1e7e2bc284e5fa1aab6f496feb",
    "metadata": {},
    "name": "SupportDeskScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
