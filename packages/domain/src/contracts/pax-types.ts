// The kinds of passenger (docs/decisions/0028-passengers.md): the contract's vocabulary, which the
// passengers' age rule (passengers/age.ts) reads; it sits here so the contracts import no rule above them.
export const PAX_TYPES = ['adult', 'child', 'infant'] as const;
export type PaxType = (typeof PAX_TYPES)[number];
