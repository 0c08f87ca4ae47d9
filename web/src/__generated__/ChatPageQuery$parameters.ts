/**
 * @generated SignedSource<<0d4146b1bf63ffcce6bf24fcf1cda5bc>>
 * @relayHash c809af5419f727fd8caed6fe64c2818a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f25eed48767e111bc58b93797d93e82212c90932fa138ff1068cd73117b59877

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f25eed48767e111bc58b93797d93e82212c90932fa138ff1068cd73117b59877",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
