/** Texts of uploads, the album and photos, in English: the keys every language of this catalogue has. */
export default {
  'upload.grant': 'The upload permission is missing or has expired. Please try again.',
  'upload.used': 'This upload permission was already used.',
  'upload.unknown': 'That upload does not exist or is already in an album.',
  'photo.notFound': 'This photo does not exist.',
  'photo.forbidden': 'This photo is not available to you.',
  'file.tooLarge': 'The file is too large: at most 10 MB.',
  'image.format': 'Wrong image format: please choose a PNG, JPEG or GIF image.',
  'image.tooLarge': 'The image is too large: at most 10 MB.',
};
