/**
 * @generated SignedSource<<8038f2acb251866b3fab92132a168cc7>>
 * @relayHash 56b2a10540fe59d64a6b7c81f804ce47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd368fe813d1d2472277c49850fd54ac6a0fb2742aed879f338435bdae3fe801

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RegisterWizardQuery } from './RegisterWizardQuery.graphql';

const node: PreloadableConcreteRequest<RegisterWizardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bd368fe813d1d2472277c49850fd54ac6a0fb2742aed879f338435bdae3fe801",
    "metadata": {},
    "name": "RegisterWizardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
