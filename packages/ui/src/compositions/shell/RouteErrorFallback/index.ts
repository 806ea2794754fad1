export {
  RouteErrorFallback,
  type RouteErrorFallbackLabels,
  type RouteErrorFallbackProps,
} from './RouteErrorFallback';
