import type { LinkComponent, LinkComponentProps } from '../link/LinkComponent';

/**
 * A link component for stories: it never navigates the preview away, and tells the story where a
 * click would have gone (as a router would) so play functions can assert the route.
 */
export function createStoryLink(onNavigate: (href: string) => void = () => {}): LinkComponent {
  return function StoryLink({ href, children, onClick, ...anchorProps }: LinkComponentProps) {
    return (
      <a
        href={href}
        {...anchorProps}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    );
  };
}
