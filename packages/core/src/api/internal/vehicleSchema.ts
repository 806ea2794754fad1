import * as z from 'zod/mini';
import { optionalIdText, optionalText } from './wireValues';

/**
 * A vehicle plate as the toll, parking and Salik services send it (spec 000 §3 Vehicle plate:
 * plateNumber, plateCountryCode, plateEmirateCode, plateKindCode, plateColorCode). Codes arrive as
 * numbers or strings and are read as strings; `plateKindOf` and `emirateOf` in the rules read them.
 * Assumption: vehicles may also carry their own id and a make/model description.
 * @internal
 */
export const vehicleSchema = z.object({
  vehicleId: optionalIdText,
  plateNumber: optionalIdText,
  plateCountryCode: optionalText,
  plateEmirateCode: optionalIdText,
  plateKindCode: optionalIdText,
  plateColorCode: optionalIdText,
  description: optionalText,
});

/** A vehicle plate read by {@link vehicleSchema}. */
export type Vehicle = z.infer<typeof vehicleSchema>;
