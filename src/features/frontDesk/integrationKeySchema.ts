import * as yup from 'yup';
import type { IntegrationScope } from '@/api/frontDeskApi';
import type { ValidationRules } from '@/lib/validation/rules';

/** openapi.yaml createIntegrationKey: a name of at most 100 characters. */
export const KEY_NAME_MAX = 100;

/** The data a key may reach; `readOnly` is a box of its own, which only restricts. */
export const DATA_SCOPES = ['reservations', 'stays', 'folios'] as const satisfies readonly IntegrationScope[];

export interface NewKeyValues {
  name: string;
  scopes: (typeof DATA_SCOPES)[number][];
  readOnly: boolean;
}

export const NEW_KEY: NewKeyValues = { name: '', scopes: ['reservations'], readOnly: false };

/** A new key: a name, and at least one kind of data (a key that reaches nothing is of no use). */
export const newKeySchema = (rules: ValidationRules, noScope: string) =>
  yup.object({
    name: rules.requiredText().test(rules.maxCharacters(KEY_NAME_MAX)),
    scopes: rules.list().min(1, noScope),
    readOnly: yup.boolean(),
  });

/** The contract's body: the name trimmed, the scopes with readOnly when ticked. */
export const keyBody = ({ name, scopes, readOnly }: NewKeyValues) => ({
  name: name.trim(),
  scopes: [...scopes, ...(readOnly ? (['readOnly'] as const) : [])] as IntegrationScope[],
});
