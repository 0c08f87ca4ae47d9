/**
 * @generated SignedSource<<f4cd47553fe5041be4d7bd308a6bc396>>
 * @relayHash 229b101a230ea9568871f0be20371d4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7cb1cfa5baf112391b244030e5eff8eafb5a9016655befe4a430a0d9b39c357

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SquareScreenQuery } from './SquareScreenQuery.graphql';

const node: PreloadableConcreteRequest<SquareScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d7cb1cfa5baf112391b244030e5eff8eafb5a9016655befe4a430a0d9b39c357",
    "metadata": {},
    "name": "SquareScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
