/**
 * @generated SignedSource<<73996d87b66de65debc9424bf850422e>>
 * @relayHash c71424135aa8aafce33a9d6e6265e543
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f16860ccfec0aedbd212ed08f5f80bc258e2e00c027a0d0aaa3fddd8853758b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RegisterWizardQuery } from './RegisterWizardQuery.graphql';

const node: PreloadableConcreteRequest<RegisterWizardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6f16860ccfec0aedbd212ed08f5f80bc258e2e00c027a0d0aaa3fddd8853758b",
    "metadata": {},
    "name": "RegisterWizardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
