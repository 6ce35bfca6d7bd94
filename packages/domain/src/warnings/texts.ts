// The fixed warning texts pricing and the service rules share, worded exactly as the spec shows them
// (docs/domain/pricing.md#warnings-and-errors). They sit below both so neither imports the other.
export const MESSAGES = {
  UPSALES_NOT_ADDED: 'Upsales has not been added!',
  LEVEL_PRICE_NEGATIVE: 'Level price is negative!',
  NO_FEE: 'No Fee(Check Prices section)',
  NO_UPSALES: 'No Upsales(Check Prices section)',
  NO_HIDDEN_SERVICES: 'No hidden services(Check Services section)',
  NO_PROVIDER: 'This service has no provider',
  // No spec wording for these two (docs/decisions/0035-external-export.md).
  LOCATION_DIFFERS: 'This service is in another place than the services before and after it',
  MISSING_DOCUMENTS: "This export needs every passenger's passport number and expiry date",
} as const;
