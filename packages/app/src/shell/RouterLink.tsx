import { Link } from 'react-router';
import type { LinkComponentProps } from '@tabib/ui';

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/** The UI kit's injectable link (LinkComponent) as a React Router link; external and mailto links stay anchors. */
export function RouterLink({ href, children, ref, ...anchorProps }: LinkComponentProps) {
  if (isExternal(href)) {
    return (
      <a href={href} ref={ref} {...anchorProps}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} ref={ref} {...anchorProps}>
      {children}
    </Link>
  );
}
