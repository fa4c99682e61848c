/**
 * The allowed values of the public filters and forms (libs/contracts enums: subjects, categories,
 * statuses, types) as a visitor reads them. The values themselves stay English (the API's); in
 * English a value is its own label, the other languages name it (choices.pa.ts, choices.hi.ts).
 */
export const choices = {
  label: (value: string): string => value,
};
