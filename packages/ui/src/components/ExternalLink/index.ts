export { ExternalLink, type ExternalLinkProps } from './ExternalLink';
