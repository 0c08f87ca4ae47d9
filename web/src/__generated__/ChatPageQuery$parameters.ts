/**
 * @generated SignedSource<<dedf67a3f4aa55925a0725af16553fd1>>
 * @relayHash efb7805dae3d8c40f69599a27cfe662e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1982a8a17bc12129813cf99983fbfa77036adcd466e33990677c47215f33fa0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChatPageQuery } from './ChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f1982a8a17bc12129813cf99983fbfa77036adcd466e33990677c47215f33fa0",
    "metadata": {},
    "name": "ChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
