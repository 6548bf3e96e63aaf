import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-route';
import { GenericErrorPage } from './generic-error-page';

describe('GenericErrorPage', () => {
  it('shows the status, the message, a contact-us link and Home', () => {
    renderRoutes([{ path: '/', element: <GenericErrorPage status={500} message="The mill is closed" /> }], ['/']);

    expect(screen.getByRole('heading', { name: 'Sorry, there was a problem' })).toBeTruthy();
    expect(screen.getByText('Error 500')).toBeTruthy();
    expect(screen.getByText('The mill is closed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('mailto:support@harvest.local');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('offers Back only when the tab has history to go back to', () => {
    // A fresh tab: one entry, nowhere to go back to.
    expect(window.history.length).toBe(1);
    const first = renderRoutes([{ path: '/', element: <GenericErrorPage /> }], ['/']);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    first.unmount();

    window.history.pushState(null, '', '/somewhere-else');
    expect(window.history.length).toBe(2);
    renderRoutes([{ path: '/', element: <GenericErrorPage /> }], ['/']);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('goes back one entry when Back is pressed', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Previous page</p> },
        { path: '/broken', element: <GenericErrorPage canGoBack /> },
      ],
      ['/', '/broken'],
    );

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByText('Previous page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
