/**
 * @generated SignedSource<<d9eb2a82bbe9601344e0c3981564a067>>
 * @relayHash f6b8409143b7f37472b2b38321ad79d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b909a7af0dd4626bcfecfec2e296eb9788610b48f91d859ba1f71ad4e0d1426

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MeetScreenQuery } from './MeetScreenQuery.graphql';

const node: PreloadableConcreteRequest<MeetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4b909a7af0dd4626bcfecfec2e296eb9788610b48f91d859ba1f71ad4e0d1426",
    "metadata": {},
    "name": "MeetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
