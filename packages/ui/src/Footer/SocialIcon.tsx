import { OutlineIcon } from '../icons/OutlineIcon';
import type { FooterSocialLink } from './footerLinks';

// Simple outlines of each network's mark; decorative, the link carries the network's name.
const paths: Record<FooterSocialLink['network'], string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8Z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5-2v.5',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5 6h4v2c1-1.5 2.5-2 4-2 2 0 3 1.5 3 4v8h-4v-7c0-1-.5-2-1.5-2S15 12 15 13v8h-4z',
  youtube: 'M3 8c0-2 1-3 3-3h12c2 0 3 1 3 3v8c0 2-1 3-3 3H6c-2 0-3-1-3-3V8Zm7 1v6l5-3-5-3Z',
};

/** A social network's icon (aria-hidden). */
export function SocialIcon({ network }: { network: FooterSocialLink['network'] }) {
  return <OutlineIcon d={paths[network]} size="1.25em" strokeWidth="1.75" />;
}
