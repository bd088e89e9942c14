// My Pets (issue 42 §1): the customer's pets as cards, each to edit or remove (once the shopper confirms), and a form
// to add one. The list changes only once the shop has answered.
import { useRef, useState } from 'react';
import type { Pet } from '../../lib/pets/types';
import { postJson } from '../../lib/site/api-client';
import '../../styles/pets.css';
import ConfirmDialog from '../parts/ConfirmDialog';
import { useSubmission } from '../parts/use-submission';
import PetCard from './PetCard';
import PetForm from './PetForm';
import type { PetSettings } from './settings';

type Props = { initial: Pet[]; settings: PetSettings };

export default function MyPets({ initial, settings }: Props) {
  const [pets, setPets] = useState(initial);
  const [editing, setEditing] = useState<Pet | 'new' | null>(null);
  const [removing, setRemoving] = useState<Pet | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { busy, error, ready, run } = useSubmission();
  const list = useRef<HTMLDivElement>(null);

  function saved(pet: Pet) {
    setPets((all) =>
      all.some((each) => each.id === pet.id) ? all.map((each) => (each.id === pet.id ? pet : each)) : [...all, pet],
    );
    setNote(editing === 'new' ? `${pet.name} is added.` : `Your changes to ${pet.name} are saved.`);
    setEditing(null);
    // Back on the list, the reader starts from the saved pet's card.
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`#pet-${pet.id}-name`)?.focus());
  }

  const remove = (pet: Pet) =>
    run(async () => {
      await postJson('/api/account/pets/delete', { id: pet.id });
      setPets((all) => all.filter((each) => each.id !== pet.id));
      setRemoving(null);
      setNote(`${pet.name} is removed from your pets.`);
    });

  if (editing)
    return (
      <PetForm
        pet={editing === 'new' ? null : editing}
        settings={settings}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
    );
  return (
    <div className="my-pets" ref={list}>
      {note && (
        <p className="pet-note" role="status">
          {note}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {pets.length === 0 ? (
        <p className="notice">
          You have not added a pet yet. Add your dog or cat, and the shop can show how much of a food they need and
          which foods suit them.
        </p>
      ) : (
        <ul className="pet-list">
          {pets.map((pet) => (
            <PetCard
              key={pet.id}
              pet={pet}
              today={settings.today}
              conditions={settings.conditions[pet.species]}
              disabled={!ready || busy}
              onEdit={() => {
                setNote(null);
                setEditing(pet);
              }}
              onRemove={() => setRemoving(pet)}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button"
        disabled={!ready}
        onClick={() => {
          setNote(null);
          setEditing('new');
        }}
      >
        {pets.length === 0 ? 'Add your first pet' : 'Add a pet'}
      </button>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'this pet'}?`}
        confirmLabel="Remove pet"
        cancelLabel="Keep"
        busy={busy}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing?.name ?? 'This pet'} will be removed from My Pets, with what the shop suggests for them.
      </ConfirmDialog>
    </div>
  );
}
