/**
 * Texts of the envelope, generic fields, paging and limits, in English: the keys every language of this catalogue has.
 */
export default {
  ok: 'Success',
  'body.invalid': 'The request body must be a JSON object.',
  'field.notText': 'The field “{field}” must be text.',
  'field.control': 'The field “{field}” contains control characters, which are not allowed.',
  'platform.invalid': 'The platform header is too long.',
  'route.notFound': 'This address does not exist.',
  'server.internal': 'Something went wrong on our side. Please try again later.',
  'auth.required': 'Please log in again.',
  'userId.invalid': 'Please choose a valid member.',
  'page.invalid': 'The page must be a positive number and the size at most 50.',
  'page.tooDeep': 'A list can be read at most 100,000 entries deep.',
  'body.tooLarge': 'This is too large: at most {megabytes} MB.',
  'rate.limited': 'Too many attempts. Please wait a moment and try again.',
  'lookup.rateLimited': 'You are looking up members too quickly. Please take a short break and try again.',
};
