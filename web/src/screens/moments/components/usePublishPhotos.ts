import { useEffect, useRef, useState } from 'react';
import { compressImage } from '../../../components/compressImage';
import { UploadRefused, uploadWithProgress } from '../../../components/uploadWithProgress';
import { errorText, type ErrorText } from '../../../i18n/errorText';
import type { MutationError } from '../../../relay/mutationResult';
import { validateImage } from '../../profile/components/validateProfile';
import { useMomentPhotoUploadGrantMutation } from './mutations/useMomentPhotoUploadGrantMutation';

/** Spec §5: a moment has 1 to 9 photos (docs/decisions.md, moments). */
export const MAX_PHOTOS = 9;

export interface PublishPhoto {
  /** This page's name for it (a file may be chosen twice). */
  id: string;
  name: string;
  /** The chosen file, shown before and while it uploads. */
  preview: string;
  percent: number;
  /** The upload key once the bytes are in. */
  key: string | null;
  failure: ErrorText | null;
}

let nextId = 0;

/**
 * The photos of a moment being written: each chosen file is checked (PNG, JPEG, GIF), compressed above 100 KB and
 * uploaded at once with its progress (as the album and the chat do), so publishing only sends the keys. `refused` is
 * what the last choice could not take (a wrong type, a tenth photo).
 */
export function usePublishPhotos() {
  const grant = useMomentPhotoUploadGrantMutation();
  const [photos, setPhotos] = useState<ReadonlyArray<PublishPhoto>>([]);
  const [refused, setRefused] = useState<ErrorText | null>(null);
  const count = useRef(0);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (id: string, change: Partial<PublishPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  const add = (files: ReadonlyArray<File>) => {
    setRefused(null);
    for (const file of files) {
      const invalid = validateImage(file);
      if (invalid) {
        setRefused({ id: invalid });
        continue;
      }
      if (count.current >= MAX_PHOTOS) {
        setRefused({ id: 'moments.publish.error.tooManyPhotos' });
        break;
      }
      count.current += 1;
      const id = `photo-${nextId++}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setPhotos((current) => [...current, { id, name: file.name, preview, percent: 0, key: null, failure: null }]);
      Promise.all([grant(), compressImage(file)])
        .then(([{ uploadUrl }, photo]) => uploadWithProgress(uploadUrl, photo, (percent) => update(id, { percent })))
        .then((key) => update(id, { key, percent: 100 }))
        .catch((error: unknown) =>
          update(id, {
            failure:
              error instanceof UploadRefused
                ? { text: error.message }
                : error instanceof Error
                  ? { id: 'moments.publish.error.photoFailed' }
                  : errorText(error as MutationError),
          }),
        );
    }
  };

  const remove = (id: string) => {
    const photo = photos.find((candidate) => candidate.id === id);
    if (!photo) return;
    count.current -= 1;
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
    setPhotos((current) => current.filter((candidate) => candidate.id !== id));
    setRefused(null);
  };

  return { photos, add, remove, refused };
}
