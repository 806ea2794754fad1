export { LiveRegion, type LiveRegionProps } from './LiveRegion';
export { useLiveRegionReady } from './useLiveRegionReady';
