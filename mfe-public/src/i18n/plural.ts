/**
 * A count with its noun in the right number: '1 paper', '2 papers'. The form comes from the
 * language's plural rules (Intl.PluralRules), so Punjabi and Hindi catalogues give their own forms
 * to the same call.
 */
const english = new Intl.PluralRules('en');

export interface PluralForms {
  one: string;
  other: string;
}

export function counted(n: number, forms: PluralForms, rules: Intl.PluralRules = english): string {
  return `${n} ${rules.select(n) === 'one' ? forms.one : forms.other}`;
}
