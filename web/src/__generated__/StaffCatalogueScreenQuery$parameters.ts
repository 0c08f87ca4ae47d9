/**
 * @generated SignedSource<<be7fddb8d4c11fb78ccc9c2d32cad617>>
 * @relayHash 463d10adcd8df87e4ae290120fe7b762
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0df14cf8f059e8d791ab0a4e7e33d3cfa73e84cec08012bf52919475dc24bccb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { StaffCatalogueScreenQuery } from './StaffCatalogueScreenQuery.graphql';

const node: PreloadableConcreteRequest<StaffCatalogueScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0df14cf8f059e8d791ab0a4e7e33d3cfa73e84cec08012bf52919475dc24bccb",
    "metadata": {},
    "name": "StaffCatalogueScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
