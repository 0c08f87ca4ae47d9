/** Sends the bytes to the grant's upload URL, reporting progress; resolves with the upload key for albumPhotoAdd or messageSend. */
export function uploadWithProgress(url: string, file: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as { code: number; data: { key?: string } };
        if (envelope.code === 200 && envelope.data.key) resolve(envelope.data.key);
        else reject(new Error(String(envelope.code)));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.send(file);
  });
}
