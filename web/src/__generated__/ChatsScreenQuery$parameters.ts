/**
 * @generated SignedSource<<ca5d55a71236b079b6d9797bb0a6b569>>
 * @relayHash 69f5e006fe3d77590b3dc11cf9ff66a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef470c3f15eb075d92884952a3b117e547be482f8811ac7d872eba75d738bf30

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatsScreenQuery } from './ChatsScreenQuery.graphql';

const node: PreloadableConcreteRequest<ChatsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ef470c3f15eb075d92884952a3b117e547be482f8811ac7d872eba75d738bf30",
    "metadata": {},
    "name": "ChatsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
