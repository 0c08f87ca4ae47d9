/**
 * @generated SignedSource<<e4d0a8ee5e22c8df2e9a6ed9fb964a2d>>
 * @relayHash 40aff29982a675425c0a33703e94c634
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05b8d835d65e561d17f788f4c817409d2620be31b9d5734ca44ccd4e18960537

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyInfoQuery } from './MyInfoQuery.graphql';

const node: PreloadableConcreteRequest<MyInfoQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "05b8d835d65e561d17f788f4c817409d2620be31b9d5734ca44ccd4e18960537",
    "metadata": {},
    "name": "MyInfoQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
