/**
 * @generated SignedSource<<22cc5eedb5ad6bd32eb9775e83339842>>
 * @relayHash 4cdb3ee2134f488ea884c46b6bc8c3eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04dfdc798e73838b2824bca2d19e8f93c70902e508d28b27b645f59bcd78509e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserHomePageQuery } from './UserHomePageQuery.graphql';

const node: PreloadableConcreteRequest<UserHomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "04dfdc798e73838b2824bca2d19e8f93c70902e508d28b27b645f59bcd78509e",
    "metadata": {},
    "name": "UserHomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
