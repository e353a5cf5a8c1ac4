import { createContext, useContext } from 'react';
import type { FormRuntime } from './FormRuntime.ts';
import type { ValidationVisibility } from './visibility.ts';

export interface FormSettings {
  runtime: FormRuntime;
  /** Prefix of the ids of the form's inputs (unique per form on the page). */
  idPrefix: string;
  visibility: ValidationVisibility;
  /** The form was given a visibility: it then applies to checkboxes too (not only their dirty default). */
  visibilityExplicit: boolean;
  debounce: number;
  now: () => Date;
}

export const FormSettingsContext = createContext<FormSettings | null>(null);

/** Submit in progress: validation settling or onSubmit running (the submit button is busy). */
export const FormBusyContext = createContext(false);

/** The label of the list row or group a field sits in, for the error summary ("Row 2: …"). */
export const FieldContextLabel = createContext<string | undefined>(undefined);

export function useFormSettings(): FormSettings | null {
  return useContext(FormSettingsContext);
}

/** A field path as an id fragment: `items[0].title` → `items-0-title`. */
export function idFromName(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '')}`;
}
