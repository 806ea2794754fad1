export { HomeHero, type HeroBackground, type HomeHeroProps } from './HomeHero';
