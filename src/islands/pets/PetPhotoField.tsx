// A pet's photo in the pet form (issue 42 §1): chosen, sent at once to the image store, and shown small. A file the
// shop would refuse (too large, not a photo) is refused here first; the shop decides by decoding it.
import { useState, type ChangeEvent } from 'react';
import { beforeUpload, UPLOAD_MEDIA_TYPES } from '../../lib/images/upload-rules';
import { apiFetch, requestIssues, shopperMessage } from '../../lib/site/api-client';
import StoreImage from '../parts/StoreImage';

type Props = {
  photoId: string | null;
  onChange: (photoId: string | null) => void;
  onBusy: (busy: boolean) => void;
  /** The shop's refusal of the photo named, from a save. */
  problem: string | undefined;
};

export default function PetPhotoField({ photoId, onChange, onBusy, problem }: Props) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? problem;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const early = beforeUpload(file);
    if (early) {
      setRefusal(early);
      input.value = '';
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setSending(true);
    onBusy(true);
    setRefusal(null);
    try {
      const answer = await apiFetch<{ photo: { id: string } }>('/api/account/pets/photo', {
        method: 'POST',
        body: form,
      });
      onChange(answer.photo.id);
    } catch (caught) {
      setRefusal(requestIssues(caught)[0]?.message ?? shopperMessage(caught));
    } finally {
      input.value = '';
      setSending(false);
      onBusy(false);
    }
  }

  return (
    <div className="pet-photo-field">
      {photoId && (
        <StoreImage src={`/cms/${photoId}`} alt="The photo you chose" width={96} height={96} loading="eager" />
      )}
      <p>
        <label htmlFor="pet-photo">{photoId ? 'Choose another photo' : 'Photo (optional)'}</label>
        <input
          id="pet-photo"
          type="file"
          accept={UPLOAD_MEDIA_TYPES.join(',')}
          onChange={choose}
          disabled={sending}
          data-field="photoId"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'pet-photoId-error' : 'pet-photo-hint'}
        />
        <span id="pet-photo-hint" className="form-hint">
          {sending ? 'Sending the photo…' : 'A JPEG, PNG, WebP or AVIF image of at most 5 MB.'}
        </span>
        {message && (
          <span id="pet-photoId-error" className="form-error">
            {message}
          </span>
        )}
      </p>
      {photoId && (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          Remove the photo
        </button>
      )}
    </div>
  );
}
