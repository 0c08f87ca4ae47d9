/**
 * @generated SignedSource<<3624e776f83f410b226e46393482bbdb>>
 * @relayHash 7b7bb3b238d42dda3399cae758679fae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5499025aae472d18272166e6a633b421ffbfd54ed395e939865b9f6b52aca04

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RegisterWizardQuery } from './RegisterWizardQuery.graphql';

const node: PreloadableConcreteRequest<RegisterWizardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5499025aae472d18272166e6a633b421ffbfd54ed395e939865b9f6b52aca04",
    "metadata": {},
    "name": "RegisterWizardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
