/**
 * @generated SignedSource<<2cb703fe957ef0cc079a51edfa351a3a>>
 * @relayHash 491242a7d80d04e3eb56ba5a360444bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49cb7f8557dafe3ea1847615b60b5398d5bea812a31c5b8dd30f8c3f725c6ab8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ForgotPasswordStepsQuery } from './ForgotPasswordStepsQuery.graphql';

const node: PreloadableConcreteRequest<ForgotPasswordStepsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "49cb7f8557dafe3ea1847615b60b5398d5bea812a31c5b8dd30f8c3f725c6ab8",
    "metadata": {},
    "name": "ForgotPasswordStepsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
