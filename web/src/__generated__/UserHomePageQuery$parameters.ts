/**
 * @generated SignedSource<<57afa5f017dc0f5d899746aa767aa45e>>
 * @relayHash 8efdd3e928f2c4b383d35536bb34fb53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2cc205caa385f7de3fef0f10c96b2c63f38b1a61f6106e91cb4c34c2c717c585

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserHomePageQuery } from './UserHomePageQuery.graphql';

const node: PreloadableConcreteRequest<UserHomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2cc205caa385f7de3fef0f10c96b2c63f38b1a61f6106e91cb4c34c2c717c585",
    "metadata": {},
    "name": "UserHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
