// One pet in My Pets (issue 42 §1): its photo or a drawn head, its name, "Dog · Adult · 6 years · 60 lb", breed size,
// activity, whether spayed or neutered and its health conditions, with Edit and Remove.
import { ACTIVITY_LABELS, BREED_SIZE_LABELS } from '../../lib/pets/labels';
import { petSummary } from '../../lib/pets/summary';
import type { Pet } from '../../lib/pets/types';
import StoreImage from '../parts/StoreImage';
import type { Condition } from './settings';
import SpeciesPicture from './SpeciesPicture';

type Props = {
  pet: Pet;
  today: string;
  conditions: Condition[];
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
};

export default function PetCard({ pet, today, conditions, disabled, onEdit, onRemove }: Props) {
  const nameId = `pet-${pet.id}-name`;
  const health = pet.healthConditions.map((value) => conditions.find((c) => c.value === value)?.label ?? value);
  return (
    <li className="pet-card" aria-labelledby={nameId}>
      <div className="pet-card-picture">
        {pet.photoId ? (
          <StoreImage src={`/cms/${pet.photoId}`} alt={`Photo of ${pet.name}`} width={96} height={96} />
        ) : (
          <SpeciesPicture species={pet.species} />
        )}
      </div>
      <div className="pet-card-body">
        <h2 id={nameId} className="pet-card-name" tabIndex={-1}>
          {pet.name}
        </h2>
        <p className="pet-card-summary">{petSummary(pet, today)}</p>
        <dl className="pet-card-facts">
          {pet.breedSize && (
            <div>
              <dt>Breed size</dt>
              <dd>{BREED_SIZE_LABELS[pet.breedSize]}</dd>
            </div>
          )}
          <div>
            <dt>Activity</dt>
            <dd>{ACTIVITY_LABELS[pet.activity]}</dd>
          </div>
          <div>
            <dt>Spayed or neutered</dt>
            <dd>{pet.neutered ? 'Yes' : 'No'}</dd>
          </div>
          <div>
            <dt>Health</dt>
            <dd>{health.length > 0 ? health.join(', ') : 'No health conditions given'}</dd>
          </div>
        </dl>
        <p className="pet-card-actions">
          <button type="button" className="link-button" disabled={disabled} onClick={onEdit}>
            Edit<span className="visually-hidden"> {pet.name}</span>
          </button>
          <button type="button" className="link-button" disabled={disabled} onClick={onRemove}>
            Remove<span className="visually-hidden"> {pet.name}</span>
          </button>
        </p>
      </div>
    </li>
  );
}
