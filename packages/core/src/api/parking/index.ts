/**
 * Parking (spec 000 §7): Mawaqif permits, related services, vehicles by traffic file, Mawaqif and Darb
 * fine totals, and the ADP lookup.
 * @packageDocumentation
 */
export {
  PARKING_PREFIX,
  adpLookupCall,
  adpLookupRequestSchema,
  darbFinesTotalCall,
  finesTotalRequestSchema,
  finesTotalSchema,
  mawaqifFinesTotalCall,
  parkingRelatedServicesCall,
  permitSchema,
  permitsCall,
  permitsRequestSchema,
  vehiclesByTrafficFileCall,
  vehiclesByTrafficFileRequestSchema,
  type FinesTotal,
  type ParkingPermit,
} from './parkingCalls';
export {
  getAdpLookup,
  getFinesTotal,
  getParkingPermits,
  getParkingRelatedServices,
  getVehiclesByTrafficFile,
  parkingTrafficFileOf,
} from './parking';
export {
  lookupOptionSchema,
  relatedServiceSchema,
  type LookupOption,
  type RelatedService,
} from '../internal/lookupOptionSchema';
export { vehicleSchema, type Vehicle } from '../internal/vehicleSchema';
