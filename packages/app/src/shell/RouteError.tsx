import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last line of defence: a route that throws (a failed chunk download after a deploy, say) shows this
 * instead of a blank page. It sits outside the providers, so its text is in the three languages at once.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  const status = isRouteErrorResponse(error) ? ` (${error.status})` : '';
  return (
    <main className="app-main app-route-error">
      <h1>Tabib{status}</h1>
      <p lang="fr">Une erreur est survenue. Rechargez la page.</p>
      <p lang="en">Something went wrong. Please reload the page.</p>
      <p lang="ar" dir="rtl">
        حدث خطأ. يرجى إعادة تحميل الصفحة.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Recharger · Reload · إعادة التحميل
      </button>
    </main>
  );
}
