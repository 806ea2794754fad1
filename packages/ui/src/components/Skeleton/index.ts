export { Skeleton, type SkeletonProps } from './Skeleton';
export { SkeletonGroup, type SkeletonGroupProps } from './SkeletonGroup';
