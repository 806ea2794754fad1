import {
  Bike,
  Bird,
  Building2,
  Flower2,
  Leaf,
  Lightbulb,
  Palmtree,
  Sailboat,
  Star,
  Sun,
  TreePine,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { cn } from '../../lib/cn';

/**
 * The drawings of core's `COMMUNITY_AVATARS` (`avatar-01` … `avatar-12`), in that order: plain
 * pictures of the city and its nature, never a face, so the community shows nobody's likeness.
 */
const AVATAR_DRAWINGS: readonly LucideIcon[] = [
  Sun,
  Palmtree,
  Sailboat,
  Bird,
  Leaf,
  Waves,
  Building2,
  Star,
  Flower2,
  TreePine,
  Bike,
  Lightbulb,
];

/** The drawing of an avatar id (`avatar-05`), or `undefined` for an id the community does not ship. */
export function avatarDrawingOf(avatarId: string | undefined): LucideIcon | undefined {
  const match = /^avatar-(\d{2})$/.exec(avatarId ?? '');
  return match ? AVATAR_DRAWINGS[Number(match[1]) - 1] : undefined;
}

/**
 * A person's community avatar: their chosen drawing in a disc, or, without one, the initials of
 * their public name (core's `initialsOf`, computed by the caller). Decorative: the public name is
 * always written beside it, so it is hidden from assistive technology.
 */
export function CommunityAvatar({
  avatarId,
  initials,
  size = 'md',
  className,
}: {
  readonly avatarId?: string;
  readonly initials: string;
  readonly size?: 'md' | 'lg';
  readonly className?: string;
}) {
  const Drawing = avatarDrawingOf(avatarId);
  return (
    <span
      aria-hidden="true"
      data-slot="community-avatar"
      data-avatar={Drawing ? avatarId : 'initials'}
      className={cn(
        'grid shrink-0 place-items-center rounded-pill bg-brand font-semibold text-on-brand',
        size === 'lg' ? 'size-16 text-title' : 'size-10 text-body',
        className,
      )}
    >
      {Drawing
        ? // One of the module's fixed drawings, picked by id (not a component made in render).
          createElement(Drawing, {
            focusable: 'false',
            className: size === 'lg' ? 'size-8' : 'size-5',
          })
        : initials}
    </span>
  );
}
