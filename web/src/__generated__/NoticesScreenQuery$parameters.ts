/**
 * @generated SignedSource<<9cae611afac899f5192ad37b48e7cc93>>
 * @relayHash 3dbada4fbd9319b0235e87833e1cb789
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a074e1b0b691d4e7d8aea2e089839ae105a80d4af4695f2fdbea5a6d83dd9647

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NoticesScreenQuery } from './NoticesScreenQuery.graphql';

const node: PreloadableConcreteRequest<NoticesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a074e1b0b691d4e7d8aea2e089839ae105a80d4af4695f2fdbea5a6d83dd9647",
    "metadata": {},
    "name": "NoticesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
