/**
 * The server refused the upload (too large, a wrong type, an expired grant): `message` says why, in the member's
 * language.
 */
export class UploadRefused extends Error {
  name = 'UploadRefused';
}

/**
 * Sends the bytes to the grant's upload URL, reporting progress; resolves with the upload key
 * for albumPhotoAdd or messageSend. Rejects with `UploadRefused` when the server answered
 * why not (the envelope's `msg`), with a plain Error when no answer came.
 */
export function uploadWithProgress(url: string, file: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    // The language the page is shown in (LanguageProvider keeps it on <html>): the refusal is said in it.
    request.setRequestHeader('language', document.documentElement.lang || 'en');
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      let envelope: { code: number; msg?: string; data: { key?: string } | null };
      try {
        envelope = JSON.parse(request.responseText);
      } catch (error) {
        reject(error);
        return;
      }
      if (envelope.code === 200 && envelope.data?.key) resolve(envelope.data.key);
      else if (envelope.msg) reject(new UploadRefused(envelope.msg));
      else reject(new Error(String(envelope.code)));
    };
    request.onerror = () => reject(new Error('network'));
    request.send(file);
  });
}
