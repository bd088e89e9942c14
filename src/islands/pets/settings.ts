// What the My Pets page hands its island: today (the server's, so the first render and the island agree), the health
// conditions of each species and the limits the form shows.
import type { Species } from '../../lib/catalog/types';

export type Condition = { value: string; label: string };

export type PetSettings = {
  today: string;
  conditions: Record<Species, Condition[]>;
  nameMax: number;
  ageMaxYears: number;
};
