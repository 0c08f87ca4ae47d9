/**
 * @generated SignedSource<<e799edab4fddfa78d6b739672bbf627d>>
 * @relayHash 5f05b7c5bfb2ba8aaf8da171208336cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47c588d3f04dfb5c4019fae0e31ed403708aa814e3d76a5c1254ad53d556d557

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MySpaceScreenQuery } from './MySpaceScreenQuery.graphql';

const node: PreloadableConcreteRequest<MySpaceScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "47c588d3f04dfb5c4019fae0e31ed403708aa814e3d76a5c1254ad53d556d557",
    "metadata": {},
    "name": "MySpaceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
