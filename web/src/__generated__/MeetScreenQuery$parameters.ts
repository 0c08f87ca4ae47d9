/**
 * @generated SignedSource<<c3c1013710eacbd3d6b203ca46a6e94b>>
 * @relayHash f4a05553886bab1a44669cb0c7df14c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20120152f619319ec6c0f5672c561a0e4c54c957e3f28dddccfe3ad7c8da6294

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MeetScreenQuery } from './MeetScreenQuery.graphql';

const node: PreloadableConcreteRequest<MeetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "20120152f619319ec6c0f5672c561a0e4c54c957e3f28dddccfe3ad7c8da6294",
    "metadata": {},
    "name": "MeetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
