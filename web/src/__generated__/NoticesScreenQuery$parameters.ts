/**
 * @generated SignedSource<<17d612a71886582ff342279f5610673f>>
 * @relayHash 822becbeb9b262afe870953aa7839ac3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a8829772612ffbcdc79dea03bab203b3e3024dfa6bdcfcec9c9e41dac1f0eb2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NoticesScreenQuery } from './NoticesScreenQuery.graphql';

const node: PreloadableConcreteRequest<NoticesScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5a8829772612ffbcdc79dea03bab203b3e3024dfa6bdcfcec9c9e41dac1f0eb2",
    "metadata": {},
    "name": "NoticesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
