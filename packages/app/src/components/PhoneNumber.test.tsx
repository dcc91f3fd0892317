import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { PhoneNumber } from './PhoneNumber';

describe('PhoneNumber: one way to show a phone, left to right and isolated', () => {
  it.each(['55546724', '+21655546724', '0021655546724', '55 546 724'])(
    '%j reads +216 55 546 724 and dials +21655546724',
    (phone) => {
      expect(renderToStaticMarkup(<PhoneNumber phone={phone} label="الهاتف" />)).toBe(
        '<a class="phone-number" href="tel:+21655546724"><span class="tabib-visually-hidden">الهاتف </span>' +
          '<bdi dir="ltr">+216 55 546 724</bdi></a>',
      );
    },
  );

  it('is text alone where nobody dials it', () => {
    expect(renderToStaticMarkup(<PhoneNumber phone="+21671234567" call={false} />)).toBe(
      '<bdi dir="ltr">+216 71 234 567</bdi>',
    );
  });
});
