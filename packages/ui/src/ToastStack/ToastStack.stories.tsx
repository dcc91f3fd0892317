import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';

import { createStoryLink } from '../stories/StoryLink';
import type { UiLocale } from '../i18n/UiProvider';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { toastStackMessages } from './messages';
import { ToastStack, type ToastStackProps } from './ToastStack';
import type { ToastMessage, ToastType } from './types';
import * as ToastStackParts from './parts';

/** Keeps the toasts in state so closing one removes it, as the app's store does. */
function ToastStackWithState(props: ToastStackProps) {
  const [toasts, setToasts] = useState(props.toasts);
  return (
    <ToastStack
      {...props}
      toasts={toasts}
      onDismiss={(id) => {
        props.onDismiss(id);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }}
    />
  );
}

// Stories keep their toasts on screen (timeout 0) so they can be reviewed; timings are unit-tested.
const toast = (overrides: Partial<ToastMessage> & Pick<ToastMessage, 'type' | 'text'>): ToastMessage => ({
  id: `story-${overrides.type}`,
  timeout: 0,
  ...overrides,
});

const meta = {
  title: 'Shell/ToastStack',
  component: ToastStack,
  render: (args) => <ToastStackWithState {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { toasts: [], linkComponent: createStoryLink(), onDismiss: fn(), onNavigate: fn() },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

// requirements §8: the catalogue's messages, as the app shows them in each locale.
const TEXT = {
  booked: {
    fr: 'Rendez-vous réservé avec succès',
    en: 'Appointment booked successfully',
    ar: 'تم حجز الموعد بنجاح',
  },
  network: {
    fr: 'Erreur réseau. Vérifiez votre connexion.',
    en: 'Network error. Please check your connection.',
    ar: 'خطأ في الشبكة. يرجى التحقق من اتصالك.',
  },
  sessionExpired: {
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    en: 'Your session has expired. Please login again.',
    ar: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  loggedOut: {
    fr: 'Vous avez été déconnecté avec succès',
    en: 'You have been logged out successfully',
    ar: 'تم تسجيل خروجك بنجاح',
  },
  profileUpdated: {
    fr: 'Profil mis à jour avec succès',
    en: 'Profile updated successfully',
    ar: 'تم تحديث الملف الشخصي بنجاح',
  },
  saveFailed: {
    fr: 'Échec de l’enregistrement des modifications',
    en: 'Failed to save changes',
    ar: 'تعذّر حفظ التغييرات',
  },
  notAuthorized: {
    fr: 'Vous n’êtes pas autorisé à effectuer cette action.',
    en: 'You are not authorized to perform this action.',
    ar: 'غير مسموح لك بتنفيذ هذا الإجراء.',
  },
  verificationSent: {
    fr: 'E-mail de vérification envoyé. Consultez votre boîte de réception.',
    en: 'Verification email sent. Please check your inbox.',
    ar: 'تم إرسال بريد التحقق. يرجى مراجعة بريدك الوارد.',
  },
  cancelled: {
    fr: 'Rendez-vous annulé avec succès',
    en: 'Appointment cancelled successfully',
    ar: 'تم إلغاء الموعد بنجاح',
  },
  undo: { fr: 'Annuler', en: 'Undo', ar: 'تراجع' },
  loginToAsk: {
    fr: 'Connectez-vous pour poser une question.',
    en: 'Log in to ask a question.',
    ar: 'سجّل الدخول لطرح سؤال.',
  },
  login: { fr: 'Se connecter', en: 'Log in', ar: 'تسجيل الدخول' },
  processFailed: {
    fr: 'Échec du traitement du rendez-vous',
    en: 'Failed to process appointment',
    ar: 'تعذّرت معالجة الموعد',
  },
  retry: { fr: 'Réessayer', en: 'Retry', ar: 'إعادة المحاولة' },
  noResults: {
    fr: 'Aucun résultat trouvé. Essayez de modifier vos critères de recherche.',
    en: 'No results found. Try adjusting your search criteria.',
    ar: 'لم يتم العثور على أي نتيجة. حاول تعديل معايير البحث.',
  },
} satisfies Record<string, Record<UiLocale, string>>;

/** A story's toasts: the French ones as its args, the English and Arabic ones as its `localeArgs`. */
function toastsIn(toasts: (locale: UiLocale) => ToastMessage[]) {
  return {
    args: { toasts: toasts('fr') },
    parameters: {
      localeArgs: {
        en: { toasts: toasts('en') },
        ar: { toasts: toasts('ar') },
      } satisfies LocaleArgs<ToastStackProps>,
    },
  };
}

export const Success: Story = {
  ...toastsIn((locale) => [toast({ type: 'success', text: TEXT.booked[locale] })]),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const text = toastStackMessages[storyLocale(globals)];
    const [shown] = localizedArgs(context).toasts;
    // The stack mounts its toasts after the first render: wait for them, whatever the machine's pace.
    const item = (await within(canvasElement).findByText(shown?.text ?? '')).closest('li');
    await expect(item).toHaveAttribute('data-type', 'success');
    await expect(item).toHaveTextContent(text.types.success);
    await expect(within(canvasElement).getByRole('button', { name: text.close })).toBeVisible();
  },
};

export const Error: Story = toastsIn((locale) => [toast({ type: 'error', text: TEXT.network[locale] })]);

export const Warning: Story = toastsIn((locale) => [
  toast({ type: 'warning', text: TEXT.sessionExpired[locale] }),
]);

export const Info: Story = toastsIn((locale) => [toast({ type: 'info', text: TEXT.loggedOut[locale] })]);

export const Stacked: Story = {
  ...toastsIn((locale) => [
    toast({ type: 'success', text: TEXT.profileUpdated[locale] }),
    toast({ type: 'error', text: TEXT.saveFailed[locale] }),
    toast({ type: 'warning', text: TEXT.notAuthorized[locale] }),
    toast({ type: 'info', text: TEXT.verificationSent[locale] }),
  ]),
  play: async (context) => {
    const items = await waitFor(() => {
      const listed = within(context.canvasElement).getAllByRole('listitem');
      expect(listed).toHaveLength(4);
      return listed;
    });
    const { toasts } = localizedArgs(context);
    for (const [index, item] of items.entries()) {
      await expect(item).toHaveTextContent(toasts[index]?.text ?? '');
    }
  },
};

export const StackedRTL: Story = { ...Stacked, globals: { locale: 'ar' } };

/** Keyboard: F8 reaches the stack, Tab the action, Enter runs its callback and closes the toast. */
export const ActionCallback: Story = {
  ...toastsIn((locale) => [
    toast({
      id: 'undo',
      type: 'success',
      text: TEXT.cancelled[locale],
      actionLabel: TEXT.undo[locale],
      actionCallback: fn(),
    }),
  ]),
  play: async (context) => {
    const { args, canvasElement, userEvent } = context;
    const [undo] = localizedArgs(context).toasts;
    const canvas = within(canvasElement);
    const action = await canvas.findByRole('button', { name: undo?.actionLabel });
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveClass('tabib-toast-stack'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(undo?.actionCallback).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('undo');
    await waitFor(() => expect(canvas.queryByText(undo?.text ?? '')).toBeNull());
  },
};

export const ActionCallbackRTL: Story = { ...ActionCallback, globals: { locale: 'ar' } };

/** requirements §5: the login-required toast's action goes to the login route with a return URL. */
export const ActionRoute: Story = {
  ...toastsIn((locale) => [
    toast({
      id: 'login',
      type: 'info',
      text: TEXT.loginToAsk[locale],
      timeout: 6000,
      actionLabel: TEXT.login[locale],
      actionRoute: '/auth/login?returnUrl=/questions/ask',
    }),
  ]),
  play: async (context) => {
    const { args, canvasElement, userEvent } = context;
    const [login] = localizedArgs(context).toasts;
    const action = await within(canvasElement).findByRole('link', { name: login?.actionLabel });
    await expect(action).toHaveAttribute('href', '/auth/login?returnUrl=/questions/ask');
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/auth/login?returnUrl=/questions/ask');
    await expect(args.onDismiss).toHaveBeenCalledWith('login');
  },
};

/** requirements §8: a failing action callback is only logged; the toast still closes. */
export const FailingActionCallback: Story = {
  ...toastsIn((locale) => [
    toast({
      id: 'retry',
      type: 'error',
      text: TEXT.processFailed[locale],
      actionLabel: TEXT.retry[locale],
      actionCallback: () => {
        throw new globalThis.Error('retry failed');
      },
    }),
  ]),
  play: async (context) => {
    const { args, canvasElement, userEvent } = context;
    const [retry] = localizedArgs(context).toasts;
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    try {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: retry?.actionLabel }));
      await expect(consoleError).toHaveBeenCalledWith('Toast action failed', expect.any(globalThis.Error));
      await expect(args.onDismiss).toHaveBeenCalledWith('retry');
    } finally {
      consoleError.mockRestore();
    }
  },
};

/** Keyboard: the close button closes the toast. */
export const CloseWithKeyboard: Story = {
  ...toastsIn((locale) => [toast({ id: 'info', type: 'info', text: TEXT.noResults[locale] })]),
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const text = toastStackMessages[storyLocale(globals)];
    (await within(canvasElement).findByRole('button', { name: text.close })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('info');
  },
};

const playgroundTexts: Record<ToastType, Record<UiLocale, string>> = {
  success: TEXT.booked,
  error: TEXT.processFailed,
  warning: TEXT.sessionExpired,
  info: TEXT.noResults,
};

/**
 * With a list of the page's own and the real timings: 3 s, errors 4 s (requirements §9, the timeouts
 * @tabib/hooks' toast store gives). Hover or focus pauses the timer.
 */
export const WithStore: Story = {
  render: function Render(args, { globals }) {
    const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
    const [next, setNext] = useState(1);
    const locale = storyLocale(globals);
    return (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', padding: '1.5rem' }}>
        {(Object.keys(playgroundTexts) as ToastType[]).map((type) => (
          <button
            key={type}
            type="button"
            data-type={type}
            onClick={() => {
              setNext(next + 1);
              setToasts((shown) => [
                ...shown,
                {
                  id: `toast-${next}`,
                  type,
                  text: playgroundTexts[type][locale],
                  timeout: type === 'error' ? 4000 : 3000,
                },
              ]);
            }}
          >
            {toastStackMessages[locale].types[type]}
          </button>
        ))}
        <ToastStack
          {...args}
          toasts={toasts}
          onDismiss={(id) => {
            args.onDismiss(id);
            setToasts((shown) => shown.filter((toast) => toast.id !== id));
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: toastStackMessages[locale].types.success }));
    await waitFor(() => expect(canvas.getByRole('list')).toHaveTextContent(playgroundTexts.success[locale]));
    // Closes on its own after 3000 ms.
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 4500 });
  },
};

/** The parts in plain markup: the consumer's list items, no kit class written by the consumer. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <ToastStackParts.Root>
        {open ? (
          <ToastStackParts.Toast
            type="success"
            timeout={0}
            onDismiss={() => {
              args.onDismiss('plain');
              setOpen(false);
            }}
          >
            <ToastStackParts.Description>OK</ToastStackParts.Description>
            <ToastStackParts.Close />
          </ToastStackParts.Toast>
        ) : null}
        <ToastStackParts.Viewport />
      </ToastStackParts.Root>
    );
  },
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const text = toastStackMessages[storyLocale(globals)];
    const toast = await body.findByRole('listitem');
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast).toHaveAttribute('data-state', 'open');
    await userEvent.click(body.getByRole('button', { name: text.close }));
    await expect(args.onDismiss).toHaveBeenCalledWith('plain');
  },
};

/** The consumer's classes from each toast's type, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: (args) => (
    <>
      <style>{`
        .my-toast { display: flex; gap: 0.5rem; padding: 0.75rem; border-radius: 4px; color: #fff; }
        .my-toast--error { background: #b71c1c; }
        .my-toast--info { background: #0d47a1; }
      `}</style>
      <ToastStackParts.Root>
        {(['error', 'info'] as const).map((type) => (
          <ToastStackParts.Toast
            key={type}
            type={type}
            timeout={0}
            onDismiss={() => args.onDismiss(type)}
            className={({ type: kind }) => `my-toast my-toast--${kind}`}
          >
            <ToastStackParts.Icon />
            <ToastStackParts.Description>{type}</ToastStackParts.Description>
          </ToastStackParts.Toast>
        ))}
        <ToastStackParts.Viewport />
      </ToastStackParts.Root>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const text = toastStackMessages[storyLocale(globals)];
    const [error] = await body.findAllByRole('listitem');
    await expect(error).toHaveClass('tabib-toast', 'my-toast', 'my-toast--error');
    await expect(getComputedStyle(error!).backgroundColor).toBe('rgb(183, 28, 28)');
    await expect(error).toHaveTextContent(`${text.types.error} error`);
  },
};
