// A shopper's pet as the API answers it (issue 42 §1).
import type { Activity } from '../catalog/feeding';
import type { Species } from '../catalog/types';

export type { Activity } from '../catalog/feeding';
export type BreedSize = 'small' | 'medium' | 'large';

export type Pet = {
  id: string;
  name: string;
  species: Species;
  /** YYYY-MM-DD; an age given instead is turned into a birthday */
  birthday: string;
  /** dogs only */
  breedSize?: BreedSize;
  weightLb: number;
  activity: Activity;
  neutered: boolean;
  /** the catalogue's health_conditions values */
  healthConditions: string[];
  /** an image of the image store, shown at /cms/{photoId} */
  photoId?: string;
};

/** What a customer sends to add or change a pet: everything but the id. */
export type PetInput = Omit<Pet, 'id'>;
